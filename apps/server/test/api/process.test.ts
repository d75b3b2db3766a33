import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/db/migrator.ts';
import { sha256 } from '../../src/tokens.ts';

// The real server and CLI as separate processes, on SQLite in a scratch DATA_DIR.
const serverDir = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const scratch = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'zb-proc-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const env = (dataDir: string, extra: Record<string, string> = {}) => {
  const { DATABASE_URL: _omit, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
};

function cli(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: serverDir, env: env(dataDir), encoding: 'utf8' });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env: env(dataDir, { PORT: String(port) }), stdio: 'ignore' });
  // Up to 20 s: tsx compiles the server on start, and beside the rest of the suite on two cores
  // that took from 2.4 s to just over 10 s (a CI run failed at 10.3 s; the migrations alone take < 1 s).
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

describe('CLI', () => {
  it('create-admin makes a verified, approved global admin once; a second run is an error', () => {
    const dir = scratch();
    const first = cli(dir, 'create-admin', '--username', 'skrbnik', '--email', 'skrbnik@zbor.si', '--password', 'dolgo-geslo');
    expect(first.status).toBe(0);
    const again = cli(dir, 'create-admin', '--username', 'skrbnik', '--email', 'drug@zbor.si', '--password', 'dolgo-geslo');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('že obstaja');
    const db = new SQLite(path.join(dir, 'app.db'), { readonly: true });
    expect(db.prepare('select username, role, email_verified, is_approved from users').all()).toEqual([
      { username: 'skrbnik', role: 'global_admin', email_verified: 1, is_approved: 1 },
    ]);
    db.close();
  });

  it('seed-demo is idempotent and backup writes a consistent copy', () => {
    const dir = scratch();
    expect(cli(dir, 'seed-demo').status).toBe(0);
    expect(cli(dir, 'seed-demo').status).toBe(0);
    const target = path.join(dir, 'kopija.db');
    const backup = cli(dir, 'backup', target);
    expect(backup.status).toBe(0);
    expect(existsSync(target)).toBe(true);
    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect([count('users'), count('communities'), count('community_users'), count('performers'), count('songs')]).toEqual([4, 2, 6, 4, 11]);
    expect(copy.prepare("select count(*) as n from songs where category = 'Psalm'").get()).toEqual({ n: 1 });
    copy.close();
    expect(cli(dir, 'backup', target).status).toBe(1); // never overwrites
  });
});

describe('server process', () => {
  it('migrates at start-up and on SIGTERM finishes the in-flight request, then exits 0', async () => {
    const dir = scratch();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = await startServer(dir, port);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const csrf = await fetch(`http://127.0.0.1:${port}/api/get-csrf-token`);
    const token = (await csrf.json()).csrf_token as string;
    const body = JSON.stringify({ username: 'nihce', password: 'karkoli-1' });
    // A request whose body is still arriving when SIGTERM comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-csrftoken': token, cookie: `csrf_token=${token}` },
        },
        (res) => {
          let data = '';
          res.on('data', (d) => (data += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: data }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const started = Date.now();
    const res = await response;
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toBeTruthy();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const db = new SQLite(path.join(dir, 'app.db'), { readonly: true });
    expect(db.prepare('select name from kysely_migration order by name').all()).toEqual(migrationNames.map((name) => ({ name })));
    db.close();
  }, 45_000);
});

describe('server process beside another writer of its SQLite file', () => {
  it('sees a notice written and a session ended by another process at its next request, though it remembered both', async () => {
    const dir = scratch();
    expect(cli(dir, 'create-admin', '--username', 'skrbnik', '--email', 'skrbnik@zbor.si', '--password', 'dolgo-geslo').status).toBe(0);
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = await startServer(dir, port);
    const other = new SQLite(path.join(dir, 'app.db'));
    try {
      const base = `http://127.0.0.1:${port}`;
      const token = ((await (await fetch(`${base}/api/get-csrf-token`)).json()) as { csrf_token: string }).csrf_token;
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrf_token=${token}` },
        body: JSON.stringify({ username: 'skrbnik', password: 'dolgo-geslo' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const unread = async () => {
        const res = await fetch(`${base}/api/notifications/unread-count`, { headers: { cookie } });
        return res.status === 200 ? ((await res.json()) as { unread_count: number }).unread_count : res.status;
      };
      // Read twice: the second from what the server remembered (nothing was written in between).
      expect(await unread()).toBe(0);
      expect(await unread()).toBe(0);
      other
        .prepare(`insert into notifications (user_id, type, content, is_read, created_at) select id, 'announcement', 'Vaja odpade.', 0, ? from users where username = 'skrbnik'`)
        .run(new Date().toISOString());
      expect(await unread()).toBe(1);
      expect(await unread()).toBe(1);
      const sid = /(?:^|; )sid=([^;]+)/.exec(cookie)![1];
      expect(other.prepare('delete from sessions where id = ?').run(sha256(sid)).changes).toBe(1);
      expect(await unread()).toBe(401);
    } finally {
      other.close();
      child.kill('SIGTERM');
    }
  }, 45_000);
});
