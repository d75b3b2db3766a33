import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

/*
 * Pages rendered by the server (http/first-screen.ts): a phone's dashboard, the login page. The web build's renderer is
 * replaced here by a module that writes what it was given, so that these tests check the server's
 * part: which requests get the page, the reads answered with the visitor's own session, the
 * answers written safely into the page, the fallbacks. The real renderer is checked in the browser
 * (e2e/tests/first-screen.spec.ts, first-screen.mobile.spec.ts).
 */

const PHONE = { 'sec-ch-ua-mobile': '?1' };
const RENDERER = `
export const FIRST_SCREEN_READS = {
  profile: '/api/profile',
  communities: '/api/user/communities',
  unreadCount: '/api/notifications/unread-count',
  events: '/api/events?when=upcoming&limit=20&offset=0',
};
export const FIRST_SCREEN_SLOTS = { markup: '<!--first-screen-->', data: '<!--first-screen-data-->' };
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
export async function renderFirstScreen(url, answers) {
  if (answers.profile === null) return '<form id="login" data-url="' + encodeURIComponent(url) + '"></form>';
  if (answers.profile.username === 'throws') throw new Error('render failed');
  return '<p id="rendered" data-url="' + encodeURIComponent(url) + '">' + answers.events.events.length + ' events</p>';
}
`;

let t: TestApp;
let dir: string;
let member: Awaited<ReturnType<typeof loggedIn>>;
let communityId: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'zb-first-screen-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(path.join(dir, 'dist-ssr/first-screen.js'), RENDERER);
  writeFileSync(path.join(dist, 'index.html'), '<html><body><div id="root"></div>index</body></html>');
  writeFileSync(path.join(dist, 'dashboard.html'), '<html><body><div id="root"></div>dashboard</body></html>');
  writeFileSync(path.join(dist, 'phone-dashboard.html'), '<html><body><div id="root"><!--first-screen--></div><!--first-screen-data-->phone</body></html>');
  writeFileSync(path.join(dist, 'login.html'), '<html><body><div id="root"><!--first-screen--></div><!--first-screen-data-->login</body></html>');
  t = await buildTestApp({}, { webDist: dist });
  member = await loggedIn(t.app);
  communityId = (await newCommunity(member.client)).id;
  const res = await member.client.post('/api/events', {
    title: '</script><script>alert(1)</script> Vaja', date: t.app.ctx.services.events.today(), time: '23:59', location: 'Kor', community_id: communityId, visibility: 'community',
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (client: Client, url: string, headers: Record<string, string> = PHONE) => client.raw({ method: 'GET', url, headers });
const dataOf = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s)![1]);

describe('a logged-in phone', () => {
  it("gets / and /dashboard rendered with its own reads' answers, also written into the page", async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await page(member.client, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`<p id="rendered" data-url="${encodeURIComponent(`http://localhost${url}`)}">1 events</p>`);
      const data = dataOf(res.body);
      expect(data.profile.username).toBe(member.user.username);
      expect(data.communities.communities.map((c: { id: number }) => c.id)).toEqual([communityId]);
      expect(data.unreadCount).toEqual({ unread_count: expect.any(Number) });
      expect(data.events.events[0].title).toBe('</script><script>alert(1)</script> Vaja');
    }
  });

  it('gets the answers escaped: no text of theirs can end the JSON script', async () => {
    const res = await page(member.client, '/dashboard');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> Vaja');
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('gets it private and compressed like the static pages, varying by what chose it', async () => {
    const res = await page(member.client, '/dashboard', { ...PHONE, 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p id="rendered"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("runs no SQL of its own: its reads' statements, each read within the budget of three", async () => {
    const statements = async (run: () => Promise<unknown>) => {
      const before = t.database.statements!.count;
      await run();
      return t.database.statements!.count - before;
    };
    const reads = ['/api/profile', '/api/user/communities', '/api/notifications/unread-count', '/api/events?when=upcoming&limit=20&offset=0'];
    const each = [];
    for (const url of reads) each.push(await statements(() => member.client.get(url)));
    expect(Math.max(...each)).toBeLessThanOrEqual(3);
    // The four reads run side by side in the page, so the session is looked up once per read, as here.
    expect(await statements(() => page(member.client, '/dashboard'))).toBe(each.reduce((a, b) => a + b, 0));
  });

  it('is told apart by the client hint, else by the user agent', async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';
    expect((await page(member.client, '/dashboard', { 'user-agent': android })).body).toContain('id="rendered"');
    expect((await page(member.client, '/dashboard', { 'user-agent': android, 'sec-ch-ua-mobile': '?0' })).body).toContain('dashboard');
    expect((await page(member.client, '/dashboard', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' })).body).not.toContain('id="rendered"');
  });

  it('gets the client-rendered dashboard for one event (?event=) and other pages as before', async () => {
    const one = await page(member.client, '/dashboard?event=1');
    expect(one.body).toContain('dashboard');
    expect(one.body).not.toContain('first-screen-data');
    expect((await page(member.client, '/songs')).body).toContain('index');
  });
});

describe('the login page', () => {
  it('is rendered for a visitor without a session cookie, at any width, with no user and the query kept', async () => {
    for (const headers of [PHONE, {}]) {
      const res = await page(new Client(t.app), '/login?verification=success', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<form id="login" data-url="${encodeURIComponent('http://localhost/login?verification=success')}"></form>`);
      expect(dataOf(res.body)).toEqual({ profile: null });
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('is left to the client for a visitor with a session cookie (who is sent on), valid or not', async () => {
    const res = await page(member.client, '/login');
    expect(res.body).toContain('index');
    expect(res.headers.vary).toMatch(/^Cookie\b/);
    expect(res.body).not.toContain('first-screen-data');
    const stale = new Client(t.app);
    stale.cookies.set('sid', 'no-such-session');
    expect((await page(stale, '/login')).body).toContain('index');
  });
});

describe('the page is not rendered', () => {
  it('for a visitor without a session, or with one that has ended', async () => {
    expect((await page(new Client(t.app), '/dashboard')).body).toContain('index');
    const stale = new Client(t.app);
    stale.cookies.set('sid', 'no-such-session');
    const res = await page(stale, '/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dashboard');
    expect(res.body).not.toContain('first-screen-data');
  });

  it('when the renderer fails: the client renders it', async () => {
    const thrower = await newUser(t.app, { username: 'throws' });
    const { client } = await loggedIn(t.app, thrower);
    const res = await page(client, '/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dashboard');
  });
});
