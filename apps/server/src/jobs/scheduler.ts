import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

/**
 * The advisory-lock key of a job: the first 8 bytes of SHA-256("zborovodja:<name>") as a signed
 * 64-bit integer, so each job has its own lock and no other program's key is likely to match.
 */
export function jobLockKey(name: string): string {
  return createHash('sha256').update(`zborovodja:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` unless another instance is running the same job now (issue 21). On PostgreSQL the
 * job holds `pg_try_advisory_lock(key)` on a connection of its own for the whole run: a second
 * instance's tick finds the lock taken and skips (`ran: false`), and a crashed instance's lock ends
 * with its connection. On SQLite there is one process, and its ticks never overlap (startJob), so
 * the work simply runs. Every job is also safe to run again (idempotent deletes, reminders claimed
 * row by row), so a tick that follows another instance's finished run does no harm.
 */
export async function runExclusive<T>(database: Database, name: string, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!database.pool) return { ran: true, result: await work() };
  const client = await database.pool.connect();
  const key = jobLockKey(name);
  let locked = false;
  try {
    locked = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key])).rows[0]!.locked;
    if (!locked) return { ran: false };
    return { ran: true, result: await work() };
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => {});
    client.release();
  }
}

/**
 * A job run every `intervalMs` in the server process, first a second after start: its ticks never
 * overlap in this process, and across instances runExclusive lets one run at a time, unless
 * `shared` (the mail outbox: every instance's worker runs, each claims its own rows). stop()
 * clears the timer and waits for a run under way (graceful shutdown, server.ts).
 */
export function startJob(
  name: string,
  intervalMs: number,
  database: Database,
  log: FastifyBaseLogger,
  work: () => Promise<Record<string, number> | void>,
  opts: { shared?: boolean; firstAfterMs?: number } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const tick = opts.shared ? work().then((result) => ({ ran: true as const, result })) : runExclusive(database, name, work);
    running = tick
      .then((r) => {
        if (r.ran && r.result && Object.values(r.result).some((n) => n > 0)) log.info(r.result, `${name} tick`);
      })
      .catch((err) => log.error({ err }, `${name} tick failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = setTimeout(run, opts.firstAfterMs ?? 1000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
