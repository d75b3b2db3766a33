import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { errors } from '@zborovodja/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { isConnectionError, openDatabase } from '../../src/db/database.ts';
import { buildTestApp } from '../helper.ts';

// 503s: during shutdown (the onRequest hook in app.ts) and while the database cannot be reached
// (the error handler). scripts/reliability/ checks the same under load on a real server.

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Raw HTTP/1.1 over one socket, so a second request can wait behind one still in flight. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (d) => (received += d));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, ended };
}

describe('shutdown', () => {
  it('finishes the request in flight and answers a request that arrives after close() with 503 and Connection: close', async () => {
    const t = await buildTestApp();
    const token = (await t.app.inject({ method: 'GET', url: '/api/get-csrf-token' })).json().csrf_token as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;

    const body = JSON.stringify({ username: 'nihce', password: 'karkoli-1' });
    const { socket, ended } = connect(port);
    // A login whose body is still arriving when the server starts closing.
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-CSRFToken: ${token}\r\nCookie: csrf_token=${token}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const closed = t.app.close();
    await new Promise((r) => setTimeout(r, 100));
    // The rest of the login, and a second request pipelined behind it on the same connection.
    socket.write(`${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);

    const text = await ended;
    const responses = text.split(/(?=HTTP\/1\.1 \d{3})/);
    expect(responses.map((r) => r.slice(9, 12))).toEqual(['401', '503']);
    expect(responses[0]).toContain(errors.loginFailed);
    expect(responses[1].toLowerCase()).toContain('connection: close');
    expect(JSON.parse(responses[1].slice(responses[1].indexOf('\r\n\r\n') + 4))).toEqual({ error: errors.unavailable });
    await closed;
    await t.close();
  });
});

describe('database unreachable', () => {
  async function appOn(databaseUrl: string) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zb-avail-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
    const database = openDatabase(config.databaseUrl);
    const app = await buildApp(config, database, { logger: false, serveWeb: false });
    return { app, close: async () => (await app.close(), await database.close()) };
  }

  /** A request that needs the database (the session lookup), its answer and how long it took. */
  async function timed(app: Awaited<ReturnType<typeof appOn>>['app']) {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/events', headers: { cookie: 'sid=neznana-seja' } });
    return { status: res.statusCode, body: res.json(), ms: Date.now() - started };
  }

  it('refusing connections: 503 with the Slovenian message at once, and the app keeps serving', async () => {
    // Nothing listens on port 9: every connection is refused, as when PostgreSQL is down.
    const { app, close } = await appOn('postgres://postgres@127.0.0.1:9/none');
    try {
      for (let i = 0; i < 3; i++) {
        const r = await timed(app);
        expect(r).toMatchObject({ status: 503, body: { error: errors.unavailable } });
        expect(r.ms).toBeLessThan(1000);
      }
      // The health check says so too (issue 21), as quickly.
      const started = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ error: errors.unavailable, database: 'down' });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await close();
    }
  });

  it('tells a lost database from a failed query or an aborted client request', () => {
    const error = (message: string, fields: object) => Object.assign(new Error(message), fields);
    expect(isConnectionError(error('terminating connection due to administrator command', { severity: 'FATAL', code: '57P01' }))).toBe(true);
    expect(isConnectionError(error('database "x" is not currently accepting connections', { severity: 'FATAL', code: '55000' }))).toBe(true);
    expect(isConnectionError(error('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(error('duplicate key value violates unique constraint', { severity: 'ERROR', code: '23505' }))).toBe(false);
    expect(isConnectionError(error('aborted', { code: 'ECONNRESET' }))).toBe(false);
  });

  it('not answering: 503 within a second, not a hang', async () => {
    // Accepts the connection and never says a word, like a host behind a dead link.
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { app, close } = await appOn(`postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/none`);
    try {
      const r = await timed(app);
      expect(r).toMatchObject({ status: 503, body: { error: errors.unavailable } });
      expect(r.ms).toBeLessThan(1000);
    } finally {
      await close();
      silent.close();
    }
  });
});

describe('failure log', () => {
  it('a failed request is logged once, with its request id and its URL with the token masked', async () => {
    const t = await buildTestApp({ LOG_LEVEL: 'warn' }, { captureLogs: true });
    await t.database.close();
    const token = 'abcdefghijklmnopqrstuvwx';
    const res = await t.app.inject({ method: 'GET', url: `/api/verify-email/${token}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json().error).toMatch(/./);
    const failures = t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 40);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ reqId: expect.any(String), req: { method: 'GET', url: '/api/verify-email/***' } });
    expect(failures[0].err.message).toMatch(/./);
    expect(t.logs.join('\n')).not.toContain(token);
    // Its database is closed already, so closing it again fails; the scratch database is dropped all the same.
    await t.close().catch(() => {});
  });
});
