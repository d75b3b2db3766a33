/**
 * Shared helpers of the reliability scenarios (docs/quality.md, Reliability): a server process on
 * its own DATA_DIR (and scratch PostgreSQL database), demo logins with CSRF tokens, a concurrent
 * post-writing loop that remembers every acknowledged write, and checks of the database afterwards.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../server-process.mjs';
import { onePagePdf } from '../../apps/server/test/pdf.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WORK_DIR = process.env.REL_DIR ?? '/tmp/rel-helper';
/** Scratch databases are created on this server (CREATE DATABASE rights needed) and dropped after. */
export const PG_ADMIN_URL = process.env.REL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The scenarios use ports from REL_PORT (default 8920) upwards. */
export const BASE_PORT = Number(process.env.REL_PORT ?? 8920);
export const DEMO = { username: 'zborovodja', password: 'demo-geslo-2026' };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const is2xx = (status) => status >= 200 && status < 300;

/** Whether `taskset` can pin processes to a core (the benchmark and the load scenarios use it). */
export const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return true;
  } catch {
    return false;
  }
})();

/** Pins this process to one core (the load generator), so the server gets the other. */
export function pinSelf(cpu) {
  if (hasTaskset) execFileSync('taskset', ['-cp', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

export function scratchDir(name) {
  mkdirSync(WORK_DIR, { recursive: true });
  return mkdtempSync(path.join(WORK_DIR, `${name}-`));
}

/** Environment of a server or CLI on dataDir; PostgreSQL when databaseUrl is given. */
export function serverEnv({ port, dataDir, databaseUrl }) {
  const { DATABASE_URL: _inherited, ...rest } = process.env;
  return {
    ...rest,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    AUTH_RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
}

/** `npm run cli -- …` on that environment (the documented command, minus npm's start-up). */
export function cli(env, ...args) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], { cwd: ROOT, env, encoding: 'utf8' });
}

/**
 * Starts the production server bundle (on CPU `cpu` when given); the log goes to DATA_DIR/server.log.
 * `exited` resolves with { code, signal, at } when the process ends.
 */
export async function startServer(env, { cpu } = {}) {
  const log = openSync(path.join(env.DATA_DIR, 'server.log'), 'a');
  const args = SERVER_NODE_ARGS;
  // taskset execs node, so the pid is the server's own (signals and /proc/<pid> reach it).
  const [cmd, cmdArgs] = cpu !== undefined && hasTaskset ? ['taskset', ['-c', String(cpu), process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const base = `http://127.0.0.1:${env.PORT}`;
  let gone = false;
  exited.then(() => (gone = true));
  for (let i = 0; i < 300 && !gone; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, pid: child.pid, base, exited };
    } catch {}
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${env.PORT} did not start; see ${env.DATA_DIR}/server.log`);
}

export function rssKiB(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
}

export async function csrfToken(base) {
  return (await (await fetch(`${base}/api/get-csrf-token`)).json()).csrf_token;
}

/** Logs in; the session's cookies and the CSRF token that login rotated in. */
export async function login(base, username = DEMO.username, password = DEMO.password) {
  const anon = await csrfToken(base);
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': anon, cookie: `csrf_token=${anon}` },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login as ${username} failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, csrf: /csrf_token=([^;]+)/.exec(cookie)[1] };
}

/** One API call as session `s`; JSON or FormData body; returns { status, json, headers }. */
export async function api(base, s, method, url, body) {
  const headers = { cookie: s.cookie };
  if (method !== 'GET') headers['x-csrftoken'] = s.csrf;
  let payload = body;
  if (body !== undefined && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(base + url, { method, headers, body: payload });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, headers: res.headers };
}

/** api() for set-up calls: the JSON body of a 2xx answer, else an error naming the call. */
export async function apiOk(base, s, method, url, body) {
  const r = await api(base, s, method, url, body);
  if (!is2xx(r.status)) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A one-page PDF that opens (the server reads its pages on upload), `bytes` long. */
export function pdf(bytes = 100_000) {
  return onePagePdf('Zborovska partitura', bytes);
}

/**
 * `clients` concurrent writers creating posts (POST /api/posts) until stop(). Every 2xx answer is
 * an acknowledged write, kept as { id, content }; `log` has every attempt with its times and
 * status or connection error.
 */
export function postWriters(base, s, { clients, tag }) {
  let running = true;
  const acked = [];
  const log = [];
  const worker = async (w) => {
    for (let i = 0; running; i++) {
      const content = `${tag}-${w}-${i}`;
      const start = Date.now();
      try {
        const r = await api(base, s, 'POST', '/api/posts', { content });
        log.push({ start, end: Date.now(), status: r.status, body: r.json, connection: r.headers.get('connection') });
        if (is2xx(r.status)) acked.push({ id: r.json.post.id, content });
      } catch (err) {
        log.push({ start, end: Date.now(), error: err.cause?.code ?? err.message });
        await sleep(20); // server gone: do not spin
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  return {
    acked,
    log,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** SQLite file of a DATA_DIR (config.ts: DATA_DIR/app.db). */
export const sqliteFile = (dataDir) => path.join(dataDir, 'app.db');

/**
 * Opens the SQLite file as a new process would after a crash (WAL recovery included) and returns
 * PRAGMA integrity_check and the acknowledged posts that are missing or changed.
 */
export function checkSqlite(file, acked) {
  const db = new SQLite(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const get = db.prepare('select content from posts where id = ?');
    const missing = acked.filter((p) => get.get(p.id)?.content !== p.content);
    return { integrity, missing };
  } finally {
    db.close();
  }
}

/** The acknowledged posts missing or changed in a PostgreSQL database. */
export async function missingPostsPg(url, acked) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query('select id, content from posts where id = any($1)', [acked.map((p) => p.id)]);
    const found = new Map(rows.map((r) => [Number(r.id), r.content]));
    return acked.filter((p) => found.get(p.id) !== p.content);
  } finally {
    await c.end();
  }
}

/** Runs fn with a client on the admin database (not the scratch one). */
export async function withAdmin(fn) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A scratch PostgreSQL database on PG_ADMIN_URL's server; drop() removes it (WITH FORCE). */
export async function pgScratch(name) {
  const db = `zb_rel_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${db}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${db}`;
  return { name: db, url: url.toString(), drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`)) };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Counts of statuses (or connection error codes) in a log of attempts. */
export function tally(entries) {
  const counts = {};
  for (const e of entries) counts[e.status ?? e.error] = (counts[e.status ?? e.error] ?? 0) + 1;
  return counts;
}
