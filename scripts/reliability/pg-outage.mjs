/**
 * PostgreSQL loss: the app runs on a scratch PostgreSQL database while clients write a post and
 * read the events list in turn. Two outages of 20 s each, through an admin connection:
 *   terminate: pg_terminate_backend on every connection of the app, every 100 ms;
 *   block:     ALTER DATABASE … ALLOW_CONNECTIONS false (and its connections terminated), then true.
 * The server must stay up, answer 503 (Slovenian body) in under 1 s while it cannot reach the
 * database, never another 5xx, and answer 2xx again within 5 s of the database coming back.
 */
import { errors } from '@zborovodja/contracts';
import { BASE_PORT, api, cli, is2xx, login, percentile, pgScratch, scratchDir, serverEnv, sleep, startServer, tally, withAdmin } from './lib.mjs';

const QUICK_MS = 1000;
const RECOVERY_MS = 5000;

/** Each client: POST /api/posts, then GET /api/events, 20 ms apart, until stop(). */
function poller(base, s, clients) {
  let running = true;
  const log = [];
  const calls = [
    () => api(base, s, 'POST', '/api/posts', { content: 'Izpad baze' }),
    () => api(base, s, 'GET', '/api/events?when=upcoming&limit=5'),
  ];
  const worker = async () => {
    for (let i = 0; running; i++) {
      const start = Date.now();
      try {
        const r = await calls[i % 2]();
        log.push({ start, end: Date.now(), status: r.status, error: undefined, body: r.json });
      } catch (err) {
        log.push({ start, end: Date.now(), error: err.cause?.code ?? err.message });
      }
      await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, worker));
  return { log, stop: async () => ((running = false), await done) };
}

const terminate = (admin, name) => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

async function outage(mode, admin, name, seconds) {
  const from = Date.now();
  if (mode === 'block') await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  while (Date.now() - from < seconds * 1000) {
    await terminate(admin, name);
    await sleep(mode === 'block' ? 500 : 100);
  }
  if (mode === 'block') await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  return { from, to: Date.now() };
}

function analyse(mode, log, { from, to }) {
  const during = log.filter((e) => e.start >= from && e.end <= to);
  const unavailable = during.filter((e) => e.status === 503);
  const latencies = unavailable.map((e) => e.end - e.start).sort((a, b) => a - b);
  const wrongBody = unavailable.filter((e) => e.body?.error !== errors.unavailable);
  const bad = log.filter((e) => e.start >= from && (e.error || (e.status >= 500 && e.status !== 503)));
  // Recovered: the first 2xx started after the database came back, with no failure after it.
  const after = log.filter((e) => e.start >= to);
  const lastFailure = Math.max(to, ...after.filter((e) => !is2xx(e.status)).map((e) => e.end));
  const firstOk = after.find((e) => is2xx(e.status) && e.start >= lastFailure);
  const recoveryMs = firstOk ? firstOk.end - to : Infinity;
  console.log(`  ${mode}: ${((to - from) / 1000).toFixed(1)} s outage, ${during.length} requests → ${JSON.stringify(tally(during))}`);
  console.log(`    503 latency p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms; other 5xx or connection errors: ${bad.length}`);
  console.log(`    recovered ${recoveryMs} ms after the database came back (first of ${after.filter((e) => e.start >= lastFailure).length} 2xx answers in a row)`);
  return [
    !unavailable.length && `${mode}: no 503 during the outage`,
    latencies.at(-1) > QUICK_MS && `${mode}: a 503 took ${latencies.at(-1)} ms`,
    wrongBody.length && `${mode}: ${wrongBody.length} 503 answers without the Slovenian message`,
    bad.length && `${mode}: other 5xx or connection errors ${JSON.stringify(tally(bad))}`,
    recoveryMs > RECOVERY_MS && `${mode}: recovery took ${recoveryMs} ms`,
  ].filter(Boolean);
}

export async function pgOutage({ seconds = 20, clients = 5 } = {}) {
  const dataDir = scratchDir('pg-outage');
  const scratch = await pgScratch('outage');
  const failures = [];
  try {
    const env = serverEnv({ port: BASE_PORT + 5, dataDir, databaseUrl: scratch.url });
    cli(env, 'seed-demo');
    const server = await startServer(env);
    const polling = poller(server.base, await login(server.base), clients);
    console.log(`PostgreSQL loss: ${clients} clients (write a post, read events), two outages of ${seconds} s`);
    await withAdmin(async (admin) => {
      try {
        for (const mode of ['terminate', 'block']) {
          await sleep(3000);
          const window = await outage(mode, admin, scratch.name, seconds);
          await sleep(RECOVERY_MS + 3000);
          failures.push(...analyse(mode, polling.log, window));
        }
      } finally {
        await admin.query(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS true`);
      }
    });
    await polling.stop();
    const alive = server.child.exitCode === null && (await fetch(`${server.base}/api/health`)).ok;
    console.log(`  server process alive throughout: ${alive ? 'yes' : 'NO'} (pid ${server.pid})`);
    if (!alive) failures.push('the server process died');
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    await scratch.drop();
  }
  return { ok: failures.length === 0, failures, dataDir };
}
