/**
 * Backup and restore under load: while 20 clients create posts, `npm run cli -- backup FILE` copies
 * the live SQLite database. The copy is restored into a new DATA_DIR (as DATA_DIR/app.db, with the
 * uploads folder), a server is started on it and smoke-tested: login, events list, a song's part
 * file byte for byte, a new post. integrity_check must be ok and every write acknowledged before
 * the backup started must be in the copy.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { BASE_PORT, ROOT, api, apiOk, checkSqlite, cli, is2xx, login, pdf, postWriters, scratchDir, serverEnv, sleep, startServer } from './lib.mjs';

function npmCli(env, ...args) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'cli', '--', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out: out.trim() }));
  });
}

export async function backup({ clients = 20, seconds = 3 } = {}) {
  const dataDir = scratchDir('backup');
  const env = serverEnv({ port: BASE_PORT + 6, dataDir });
  cli(env, 'seed-demo', '--songs', '1000', '--events', '1000');
  const server = await startServer(env);
  const s = await login(server.base);
  const song = (await apiOk(server.base, s, 'GET', '/api/songs?community_id=1&per_page=1')).songs[0];
  const sheet = pdf(200_000);
  const form = new FormData();
  form.append('file', new Blob([sheet], { type: 'application/pdf' }), 'zborovska-partitura.pdf');
  await apiOk(server.base, s, 'POST', `/api/songs/${song.id}/upload-part`, form);

  const writers = postWriters(server.base, s, { clients, tag: 'backup' });
  await sleep(seconds * 1000);
  const ackedBefore = [...writers.acked];
  const file = path.join(scratchDir('backup-file'), 'zborovodja.db');
  const started = Date.now();
  const result = await npmCli(env, 'backup', file);
  const backupMs = Date.now() - started;
  const writesDuring = writers.acked.length - ackedBefore.length;
  await sleep(1000);
  await writers.stop();
  server.child.kill('SIGTERM');
  await server.exited;
  console.log(`Backup under load: ${clients} clients writing posts; npm run cli -- backup took ${backupMs} ms (exit ${result.code}), ${writesDuring} writes acknowledged meanwhile`);
  console.log(`  ${result.out.split('\n').at(-1)}`);
  if (result.code !== 0) return { ok: false, failures: [`backup exited ${result.code}: ${result.out}`], dataDirs: [dataDir, path.dirname(file)] };

  // Restore: the copy becomes app.db of a new DATA_DIR; uploads are files beside it, copied after.
  const restoreDir = scratchDir('restore');
  copyFileSync(file, path.join(restoreDir, 'app.db'));
  cpSync(path.join(dataDir, 'uploads'), path.join(restoreDir, 'uploads'), { recursive: true });
  const { integrity, missing } = checkSqlite(path.join(restoreDir, 'app.db'), ackedBefore);
  const { missing: missingAll } = checkSqlite(path.join(restoreDir, 'app.db'), writers.acked);
  console.log(`  copy: integrity_check ${integrity}; of ${ackedBefore.length} writes acknowledged before the backup ${missing.length} missing; holds ${writers.acked.length - missingAll.length} of all ${writers.acked.length}`);

  const restored = await startServer(serverEnv({ port: BASE_PORT + 7, dataDir: restoreDir }));
  const checks = {};
  try {
    const r = await login(restored.base);
    checks.login = true;
    checks.events = (await apiOk(restored.base, r, 'GET', '/api/events?when=upcoming&limit=20')).events.length > 0;
    const part = await fetch(`${restored.base}/api/songs/${song.id}/part-file`, { headers: { cookie: r.cookie } });
    checks.partFile = part.ok && Buffer.from(await part.arrayBuffer()).equals(sheet);
    checks.write = is2xx((await api(restored.base, r, 'POST', '/api/posts', { content: 'Po obnovitvi' })).status);
  } catch (err) {
    checks.error = err.message;
  } finally {
    restored.child.kill('SIGTERM');
    await restored.exited;
  }
  console.log(`  smoke on the restored DATA_DIR: ${JSON.stringify(checks)}`);
  const failures = [
    integrity !== 'ok' && `integrity_check of the copy: ${integrity}`,
    missing.length && `${missing.length} writes acknowledged before the backup are missing from it`,
    !(checks.login && checks.events && checks.partFile && checks.write) && `smoke checks failed: ${JSON.stringify(checks)}`,
  ].filter(Boolean);
  return { ok: failures.length === 0, failures, dataDirs: [dataDir, restoreDir, path.dirname(file)] };
}

