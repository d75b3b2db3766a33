/**
 * Crash safety: the server is killed with SIGKILL during a write loop, 50 times, restarting on the
 * same DATA_DIR. After every kill the SQLite file is opened as the restarted server would open it
 * (WAL recovery included): PRAGMA integrity_check must be ok and every write acknowledged so far,
 * in any round, must be there. A process kill, not a power cut: synchronous=NORMAL in WAL mode
 * keeps committed transactions through a crash of the process, the OS still holds the writes.
 */
import { existsSync, statSync } from 'node:fs';
import { BASE_PORT, checkSqlite, cli, login, postWriters, scratchDir, serverEnv, sleep, sqliteFile, startServer } from './lib.mjs';

export async function crash({ iterations = 50, clients = 20 } = {}) {
  const dataDir = scratchDir('crash');
  const env = serverEnv({ port: BASE_PORT + 4, dataDir });
  cli(env, 'seed-demo');
  const file = sqliteFile(dataDir);
  const acked = [];
  const failures = [];
  let session = null;
  let cutOff = 0;
  let withWal = 0;
  console.log(`Crash safety: ${iterations} × (start, ${clients} clients writing posts, SIGKILL after 0.3–1.5 s, check)`);
  for (let i = 1; i <= iterations; i++) {
    const server = await startServer(env);
    session ??= await login(server.base); // sessions live in the database, so one login serves every round
    const writers = postWriters(server.base, session, { clients, tag: `crash${i}` });
    await sleep(300 + Math.random() * 1200);
    server.child.kill('SIGKILL');
    await server.exited;
    await writers.stop();
    acked.push(...writers.acked);
    const unanswered = writers.log.filter((e) => e.error).length;
    cutOff += unanswered;
    const wal = existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0;
    if (wal) withWal += 1;
    const { integrity, missing } = checkSqlite(file, acked);
    console.log(`  kill ${i}/${iterations}: ${writers.acked.length} writes acknowledged, ${unanswered} cut off, WAL ${(wal / 1024).toFixed(0)} KiB; integrity_check ${integrity}, missing ${missing.length} of ${acked.length}`);
    if (integrity !== 'ok') failures.push(`kill ${i}: integrity_check ${integrity}`);
    if (missing.length) failures.push(`kill ${i}: ${missing.length} acknowledged writes missing (e.g. post ${missing[0].id})`);
  }
  console.log(`Summary: ${iterations} kills, ${acked.length} acknowledged writes, all present: ${failures.length === 0 ? 'yes' : 'NO'}; ${cutOff} requests cut off by the kills; WAL left behind by ${withWal} kills`);
  return { ok: failures.length === 0, failures, dataDir };
}
