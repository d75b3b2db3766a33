import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('anti-forgery token', () => {
  it('GET /api/get-csrf-token sets a readable Lax cookie and returns the same token', async () => {
    const c = new Client(t.app);
    const res = await c.get('/api/get-csrf-token');
    const cookie = res.cookies.find((k) => k.name === 'csrf_token')!;
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.sameSite).toBe('Lax');
    expect(res.json().csrf_token).toBe(cookie.value);
  });

  it('refuses a write without the header', async () => {
    const { client } = await loggedIn(t.app);
    const res = await client.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: errors.csrf });
  });

  it('refuses a header that does not match the cookie, and a forged token', async () => {
    const { client } = await loggedIn(t.app);
    const good = await client.csrf();
    const forged = `${good.split('.')[0]}.AAAA`;
    const res = await client.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {}, csrf: forged });
    expect(res.json().error).toBe(errors.csrf);
    client.cookies.set('csrf_token', forged);
    const both = await client.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {}, csrf: forged });
    expect(both.json().error).toBe(errors.csrf);
  });

  it("refuses another session's token", async () => {
    const a = await loggedIn(t.app);
    const b = await loggedIn(t.app);
    const tokenOfB = await b.client.csrf();
    a.client.cookies.set('csrf_token', tokenOfB);
    const res = await a.client.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {}, csrf: tokenOfB });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.csrf);
  });

  it('a token from before login is useless after login; login hands out a new one', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    const anonymous = await c.csrf();
    const login = await c.post('/api/login', { username: u.username, password: u.password });
    const fresh = c.cookies.get('csrf_token')!;
    expect(fresh).not.toBe(anonymous);
    expect(login.json().csrf_token).toBe(fresh);
    c.cookies.set('csrf_token', anonymous);
    const stale = await c.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {}, csrf: anonymous });
    expect(stale.json().error).toBe(errors.csrf);
    c.cookies.set('csrf_token', fresh);
    const ok = await c.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {}, csrf: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('checks the token before reading a body (even logged out)', async () => {
    const c = new Client(t.app);
    const res = await c.raw({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } });
    expect(res.json().error).toBe(errors.csrf);
  });
});

describe('transport', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await new Client(t.app).get('/api/ni-tega');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: errors.routeNotFound });
  });

  it('answers malformed JSON with a Slovenian 400 and no stack trace', async () => {
    const c = new Client(t.app);
    const res = await c.raw({
      method: 'POST',
      url: '/api/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
      csrf: await c.csrf(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: errors.invalidJson });
  });

  it('sends the API security headers on API answers (OWASP REST set)', async () => {
    const res = await new Client(t.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const directives = (csp: unknown) => String(csp).split(';').map((d) => d.trim());
    expect(directives(res.headers['content-security-policy'])).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await new Client(t.app).get('/api/nothing-here');
    expect(directives(missing.headers['content-security-policy'])).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
  });
});
