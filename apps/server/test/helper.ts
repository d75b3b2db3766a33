import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';

/** A clock the test can move, to check expiry rules. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: TestClock;
  dataDir: string;
  /** Every route the app registered (method and URL pattern, HEAD included), in registration order. */
  routes: { method: string; url: string }[];
  /** Every line the app logged (pino JSON), when built with `{ captureLogs: true }`; otherwise empty. */
  logs: string[];
  /** Messages written to the outbox folder so far, as raw .eml text, oldest first (delivers what is due first). */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

export const dialectUnderTest = (): 'sqlite' | 'postgres' =>
  process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';

/** A scratch PostgreSQL database per test file, dropped afterwards. */
export async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `zb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The real app on a fresh database (SQLite, or PostgreSQL when DATABASE_URL names one). With
 * `captureLogs` the app logs as in production (LOG_LEVEL from `env`) into `TestApp.logs`; with
 * `webDist` it serves that folder as the built web app (else no web app).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { captureLogs?: boolean; webDist?: string; /** A second instance: the same database and secret, its own pool, memory and DATA_DIR. */ instanceOf?: TestApp } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zb-test-'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | null = null;
  if (dialectUnderTest() === 'postgres' && !opts.instanceOf) pgDb = await createPgDatabase(process.env.DATABASE_URL!);
  const first = opts.instanceOf?.config;
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...(first ? { DATABASE_URL: first.databaseUrl, SESSION_SECRET: first.sessionSecret } : {}),
    ...env,
  });
  const config = opts.webDist ? { ...loaded, webDist: opts.webDist } : loaded;
  const database = openDatabase(config.databaseUrl, { countStatements: true });
  await migrateToLatest(database);
  const clock = new TestClock();
  const routes: TestApp['routes'] = [];
  const onRoute = (r: { method: string | string[]; url: string }) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  };
  const app = await buildApp(config, database, { logger: opts.captureLogs === true, serveWeb: !!opts.webDist, clock, onRoute, strictResponses: true });
  const logs: string[] = [];
  if (opts.captureLogs) {
    // pino writes to stdout; its destination is swapped for a collector (pino.symbols is pino's
    // documented integration point). Request loggers are children and inherit it.
    (app.ctx.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => void logs.push(line) };
  }
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    dataDir,
    routes,
    logs,
    async outbox() {
      await app.ctx.mailer.flush();
      const dir = path.join(dataDir, 'outbox');
      let files: string[];
      try {
        files = readdirSync(dir).sort();
      } catch {
        return [];
      }
      return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
    },
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        // Always: a scratch database left behind stays on the PostgreSQL server after the run.
        await pgDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A multipart/form-data body with one file field, for Client.send. A name given as `{ rfc5987 }`
 * is sent only as `filename*=UTF-8''…` (RFC 5987), the form in which quotes, line breaks and
 * control characters reach a server.
 */
export function multipart(field: string, filename: string | { rfc5987: string }, type: string, data: Buffer) {
  const boundary = '----zb' + Math.random().toString(16).slice(2);
  const name = typeof filename === 'string' ? `filename="${filename}"` : `filename*=UTF-8''${encodeURIComponent(filename.rfc5987)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ${name}\r\nContent-Type: ${type}\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first link in an e-mail that starts with `prefix` (quoted-printable soft breaks undone). */
export function linkFrom(eml: string, prefix: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail`);
  return match[0];
}

/**
 * A browser-like client: keeps cookies, fetches the CSRF token before writes and sends it in
 * X-CSRFToken, like the web client does.
 */
export class Client {
  cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async raw(opts: InjectOptions & { csrf?: string | null }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (opts.csrf) headers['x-csrftoken'] = opts.csrf;
    const res = await this.app.inject({ ...opts, headers });
    this.store(res);
    return res;
  }

  async csrf(): Promise<string> {
    if (!this.cookies.has('csrf_token')) {
      const res = await this.raw({ method: 'GET', url: '/api/get-csrf-token' });
      if (res.statusCode !== 200) throw new Error(`csrf fetch failed: ${res.statusCode}`);
    }
    return this.cookies.get('csrf_token')!;
  }

  get(url: string) {
    return this.raw({ method: 'GET', url });
  }

  async send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.raw({ method, url, payload: payload as InjectOptions['payload'], headers, csrf: await this.csrf() });
  }

  post(url: string, payload?: unknown) {
    return this.send('POST', url, payload ?? {});
  }
  put(url: string, payload?: unknown) {
    return this.send('PUT', url, payload ?? {});
  }
  delete(url: string) {
    return this.send('DELETE', url);
  }
}
