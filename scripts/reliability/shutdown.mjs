/**
 * Graceful shutdown under load: 50 clients create posts; SIGTERM mid-load. Proves that every
 * acknowledged write is in the database afterwards, that requests in flight at SIGTERM get their
 * answer, that later requests get 503 (Slovenian body, Connection: close) or find the port closed,
 * and that the process exits with 0 within 10 s.
 */
import { errors } from '@zborovodja/contracts';
import { BASE_PORT, checkSqlite, cli, is2xx, login, postWriters, scratchDir, serverEnv, sleep, sqliteFile, startServer, tally } from './lib.mjs';

export async function shutdown({ clients = 50, seconds = 3 } = {}) {
  const dataDir = scratchDir('shutdown');
  const env = serverEnv({ port: BASE_PORT + 1, dataDir });
  cli(env, 'seed-demo');
  const server = await startServer(env);
  const writers = postWriters(server.base, await login(server.base), { clients, tag: 'shutdown' });
  await sleep(seconds * 1000);

  const sigterm = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  await sleep(200); // a few attempts against the closed port
  await writers.stop();

  const inFlight = writers.log.filter((e) => e.start < sigterm && e.end >= sigterm);
  const after = writers.log.filter((e) => e.start >= sigterm);
  const refused = writers.log.filter((e) => e.status === 503);
  const badBodies = refused.filter((e) => e.body?.error !== errors.unavailable || e.connection !== 'close');
  const otherFailures = writers.log.filter((e) => e.status && !is2xx(e.status) && e.status !== 503);
  const lastAck = Math.max(...writers.log.filter((e) => is2xx(e.status)).map((e) => e.end));
  const lost = inFlight.filter((e) => e.error);
  const { integrity, missing } = checkSqlite(sqliteFile(dataDir), writers.acked);
  const exitMs = exit.at - sigterm;

  console.log(`Graceful shutdown: ${clients} clients writing posts for ${seconds} s, then SIGTERM`);
  console.log(`  acknowledged writes: ${writers.acked.length}; missing after restart: ${missing.length}; integrity_check: ${integrity}`);
  console.log(`  in flight at SIGTERM: ${inFlight.length} → ${JSON.stringify(tally(inFlight))}`);
  console.log(`  started after SIGTERM: ${after.length} → ${JSON.stringify(tally(after))}`);
  console.log(`  503 answers: ${refused.length} (${badBodies.length} without the Slovenian body or Connection: close)`);
  console.log(`  last 2xx ${lastAck - sigterm} ms after SIGTERM; exit code ${exit.code} after ${exitMs} ms`);
  const failures = [
    missing.length && `${missing.length} acknowledged writes missing`,
    integrity !== 'ok' && `integrity_check: ${integrity}`,
    lost.length && `${lost.length} requests in flight at SIGTERM got no answer`,
    badBodies.length && `${badBodies.length} 503 answers without the Slovenian body or Connection: close`,
    otherFailures.length && `unexpected statuses ${JSON.stringify(tally(otherFailures))}`,
    exit.code !== 0 && `exit code ${exit.code} (${exit.signal ?? 'no signal'})`,
    exitMs > 10_000 && `exit took ${exitMs} ms`,
  ].filter(Boolean);
  return { ok: failures.length === 0, failures, dataDir };
}
