/**
 * Backup and restore under load: while 20 clients create posts, the documented backup command
 * runs: `npm run cli -- backup FILE` on SQLite, `pg_dump -Fc` on PostgreSQL (--db postgres). The
 * copy is restored into a new DATA_DIR (SQLite: as DATA_DIR/app.db; PostgreSQL: pg_restore into a
 * new database), the uploads folder copied beside it, a server started on it and smoke-tested:
 * login, events list, a song's part file byte for byte, a new post. The copy must be intact
 * (integrity_check on SQLite) and hold every write acknowledged before the backup started.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { BASE_PORT, ROOT, api, apiOk, checkSqlite, cli, is2xx, login, missingPostsPg, pdf, pgScratch, postWriters, scratchDir, serverEnv, sleep, startServer } from './lib.mjs';

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out: out.trim() }));
  });
}

/** How each database is backed up, restored and checked (the commands README.md documents). */
const stores = {
  sqlite: {
    source: async () => ({ url: undefined, drop: async () => {} }),
    backup: (env, file) => run('npm', ['run', '--silent', 'cli', '--', 'backup', file], env),
    restore: async (file, restoreDir) => {
      copyFileSync(file, path.join(restoreDir, 'app.db'));
      return { url: undefined, drop: async () => {} };
    },
    check: (target, restoreDir, acked) => checkSqlite(path.join(restoreDir, 'app.db'), acked),
  },
  postgres: {
    source: () => pgScratch('backup'),
    backup: (env, file) => run('pg_dump', ['-Fc', '-d', env.DATABASE_URL, '-f', file], env),
    restore: async (file) => {
      const target = await pgScratch('restore');
      const r = await run('pg_restore', ['--no-owner', '-d', target.url, file], process.env);
      if (r.code !== 0) throw new Error(`pg_restore exited ${r.code}: ${r.out}`);
      return target;
    },
    check: async (target, _restoreDir, acked) => ({ integrity: 'ok (pg_restore)', missing: await missingPostsPg(target.url, acked) }),
  },
};

/** --db sqlite (default), postgres or both. */
export async function backup({ db = 'sqlite', ...options } = {}) {
  const results = [];
  for (const one of db === 'both' ? ['sqlite', 'postgres'] : [db]) results.push(await backupOne({ db: one, ...options }));
  return { ok: results.every((r) => r.ok), failures: results.flatMap((r) => r.failures), dataDirs: results.flatMap((r) => r.dataDirs) };
}

async function backupOne({ db, clients = 20, seconds = 3 }) {
  const store = stores[db];
  const dataDir = scratchDir(`backup-${db}`);
  const restoreDir = scratchDir(`restore-${db}`);
  const fileDir = scratchDir('backup-file');
  const source = await store.source();
  let target = null;
  try {
    const env = serverEnv({ port: BASE_PORT + 6, dataDir, databaseUrl: source.url });
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
    const file = path.join(fileDir, db === 'sqlite' ? 'zborovodja.db' : 'zborovodja.dump');
    const started = Date.now();
    const result = await store.backup(env, file);
    const backupMs = Date.now() - started;
    const writesDuring = writers.acked.length - ackedBefore.length;
    await sleep(1000);
    await writers.stop();
    server.child.kill('SIGTERM');
    await server.exited;
    console.log(`Backup under load (${db}): ${clients} clients writing posts; the backup command took ${backupMs} ms with its start-up (exit ${result.code}), ${writesDuring} writes acknowledged meanwhile`);
    if (result.out) console.log(`  ${result.out.split('\n').at(-1)}`);
    if (result.code !== 0) return { ok: false, failures: [`backup exited ${result.code}: ${result.out}`], dataDirs: [dataDir, restoreDir, fileDir] };

    // Restore into a new DATA_DIR; uploads are files beside the database, copied after it.
    target = await store.restore(file, restoreDir);
    cpSync(path.join(dataDir, 'uploads'), path.join(restoreDir, 'uploads'), { recursive: true });
    const { integrity, missing } = await store.check(target, restoreDir, ackedBefore);
    const { missing: missingAll } = await store.check(target, restoreDir, writers.acked);
    console.log(`  copy: integrity ${integrity}; of ${ackedBefore.length} writes acknowledged before the backup ${missing.length} missing; holds ${writers.acked.length - missingAll.length} of all ${writers.acked.length}`);

    const checks = await smoke(serverEnv({ port: BASE_PORT + 7, dataDir: restoreDir, databaseUrl: target.url }), song.id, sheet);
    console.log(`  smoke on the restored DATA_DIR: ${JSON.stringify(checks)}`);
    const failures = [
      !integrity.startsWith('ok') && `integrity_check of the copy: ${integrity}`,
      missing.length && `${missing.length} writes acknowledged before the backup are missing from it`,
      !(checks.login && checks.events && checks.partFile && checks.write) && `smoke checks failed: ${JSON.stringify(checks)}`,
    ].filter(Boolean);
    return { ok: failures.length === 0, failures, dataDirs: [dataDir, restoreDir, fileDir] };
  } finally {
    await source.drop();
    await target?.drop();
  }
}

async function smoke(env, songId, sheet) {
  const server = await startServer(env);
  const checks = {};
  try {
    const s = await login(server.base);
    checks.login = true;
    checks.events = (await apiOk(server.base, s, 'GET', '/api/events?when=upcoming&limit=20')).events.length > 0;
    const part = await fetch(`${server.base}/api/songs/${songId}/part-file`, { headers: { cookie: s.cookie } });
    checks.partFile = part.ok && Buffer.from(await part.arrayBuffer()).equals(sheet);
    checks.write = is2xx((await api(server.base, s, 'POST', '/api/posts', { content: 'Po obnovitvi' })).status);
  } catch (err) {
    checks.error = err.message;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return checks;
}
