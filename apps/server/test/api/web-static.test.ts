import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { registerSecurityHeaders } from '../../src/http/security-headers.ts';
import { registerWeb } from '../../src/http/web.ts';

/** The built web app as the server sends it: precompressed files, cache headers, CSP. */

const indexHtml = '<!doctype html><html lang="sl"><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const dashboardHtml = indexHtml.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/dashboard-abc123.js"></head>');
const script = `console.log(${JSON.stringify('Zborovodja '.repeat(500))});`;

let dist: string;
let app: FastifyInstance;

/** A file with the .br and .gz the build writes beside it (apps/web/precompress.ts). */
function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'zb-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeCompressed(path.join(dist, 'index.html'), indexHtml);
  writeCompressed(path.join(dist, 'dashboard.html'), dashboardHtml);
  writeCompressed(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/tiny-def456.js'), 'export{};');
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{"index.html":{}}');
  app = Fastify();
  // The page set, as the app sets it for everything outside /api.
  await registerSecurityHeaders(app, loadConfig({ DATA_DIR: dist, LOG_LEVEL: 'silent' }));
  await registerWeb(app, dist, app.log);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) } });

describe('hashed assets', () => {
  it('are sent brotli-compressed from the .br file, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('are sent gzip-compressed to a client without brotli, and as they are to one without either', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('without a compressed copy (too small to gain) are sent as they are', async () => {
    const res = await get('/assets/tiny-def456.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{};');
  });

  it('that no longer exist are a 404, not the app page', async () => {
    const res = await get('/assets/index-old999.js', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('the app page', () => {
  for (const url of ['/', '/login', '/dashboard?event=3']) {
    it(`${url} is compressed, revalidated on every visit and carries the CSP`, async () => {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = res.headers['content-security-policy'] as string;
      // Scripts of our own only; WebAssembly may compile (the practice view's engraver), eval may not.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;\s*script/);
      expect(csp).toContain("media-src 'self' blob:");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    });
  }

  it('stands in for the build manifest, which is not served', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).toBe(indexHtml);
  });

  it('with a session cookie, / and /dashboard are the page with the dashboard preloads; other pages are not', async () => {
    for (const url of ['/', '/dashboard', '/dashboard?event=3']) {
      const res = await get(url, 'br', 'csrf_token=t; sid=abc');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(dashboardHtml);
    }
    expect((await get('/login', undefined, 'sid=abc')).body).toBe(indexHtml);
    expect((await get('/dashboards', undefined, 'sid=abc')).body).toBe(indexHtml);
  });

  it('without a session cookie, / and /dashboard are the plain page (a cookie merely ending in "sid" does not count)', async () => {
    for (const cookie of [undefined, 'csrf_token=t', 'xsid=abc']) {
      const res = await get('/dashboard', undefined, cookie);
      expect(res.body).toBe(indexHtml);
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });
});
