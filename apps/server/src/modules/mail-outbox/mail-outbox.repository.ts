import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, MailOutboxTable } from '../../db/schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/** The mail outbox's SQL (issue 56): queue, claim, record the outcome, the failed list, cleanup. */
export class MailOutboxRepository {
  private readonly db: Kysely<DB>;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /** On `executor`: the caller's transaction, so the message exists exactly when its cause does. */
  async insert(executor: Kysely<DB>, row: Insertable<MailOutboxTable>): Promise<number> {
    const { id } = await executor.insertInto('mail_outbox').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Takes up to `limit` due messages for this worker: pending ones whose time has come and
   * claimed ones whose lease ran out (their worker stopped). One statement; on PostgreSQL the
   * rows are locked with SKIP LOCKED, so workers of several instances take disjoint sets without
   * waiting for each other. SQLite has one writer (one worker per file).
   */
  claim(now: string, leaseUntil: string, limit: number): Promise<OutboxRow[]> {
    let due = this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('state', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit);
    if (this.database.dialect === 'postgres') due = due.forUpdate().skipLocked();
    return this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ state: 'sending', next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  /**
   * Records the outcome of a claimed try; matches only while this worker still holds the claim
   * (same attempt number, still 'sending'), so a worker whose lease ran out cannot overwrite a
   * newer try's outcome. False when it no longer held it.
   */
  async finish(
    claimed: { id: number; attempts: number },
    patch: { state: OutboxRow['state']; next_attempt_at?: string; last_error?: string | null; sent_at?: string; failed_at?: string; to_address?: string; text_body?: string; html_body?: string; links?: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('mail_outbox')
      .set(patch)
      .where('id', '=', claimed.id)
      .where('state', '=', 'sending')
      .where('attempts', '=', claimed.attempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async listFailed(limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.selectFrom('mail_outbox').selectAll().where('state', '=', 'failed').orderBy('failed_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      this.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('n')).where('state', '=', 'failed').executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** A failed message back in the queue, due now, with a fresh retry window; false when it is not failed. */
  async requeue(id: number, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('mail_outbox')
      .set({ state: 'pending', next_attempt_at: now, created_at: now, attempts: 0, failed_at: null })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Sent and expired messages older than `doneBefore`, failed ones older than `failedBefore`. */
  async deleteOld(doneBefore: string, failedBefore: string): Promise<number> {
    const r = await this.db
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', 'in', ['sent', 'expired']), eb('created_at', '<', doneBefore)]),
          eb.and([eb('state', '=', 'failed'), eb('failed_at', '<', failedBefore)]),
        ]),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
