import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newUser } from '../factories.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { permissions, type Case, type Req } from '../security/permissions.ts';
import { actorNames, buildWorld, type Actor, type ActorName, type World } from '../security/world.ts';

/**
 * The security suite (docs/quality.md): every /api route the app registers, called as each of
 * the six callers of the fixture world, against the permission table in test/security; and the
 * anti-forgery check on every write route.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's /api routes as "METHOD /api/path" (HEAD twins of GET routes left out). */
const inventory = () => [...new Set(t.routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))];

async function send(actor: Actor, req: Req) {
  if (req.method === 'GET') return actor.client.get(req.url);
  if (req.multipart) return actor.client.send(req.method, req.url, req.multipart.payload, req.multipart.headers);
  return actor.client.send(req.method, req.url, req.body ?? (req.method === 'DELETE' ? undefined : {}));
}

const deniedStatus = (c: Case, a: ActorName) => c.deny?.[a] ?? (a === 'anonymous' ? 401 : 403);

describe('route inventory', () => {
  it('every /api route is in the permission table', () => {
    const missing = inventory().filter((k) => !(k in permissions));
    expect(missing, `routes without a row in apps/server/test/security/permissions.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('every row of the permission table is a route the app still has', () => {
    const routes = new Set(inventory());
    const stale = Object.keys(permissions).filter((k) => !routes.has(k));
    expect(stale, `rows for routes the app no longer registers: ${stale.join(', ')}`).toEqual([]);
  });
});

describe('permissions: every route as every caller', () => {
  for (const [route, cases] of Object.entries(permissions)) {
    it(route, async () => {
      const wrong: string[] = [];
      for (const c of cases) {
        for (const name of actorNames) {
          const actor = c.twin ? await w.make.twin(name) : w.actors[name];
          const req = await c.request(w, actor);
          const res = await send(actor, req);
          const allowed = c.allow.includes(name);
          const s = res.statusCode;
          const ok = allowed ? (s >= 200 && s < 300) || (c.ok ?? []).includes(s) : s === deniedStatus(c, name);
          if (!ok) {
            const want = allowed ? `allowed (2xx${c.ok ? ` or ${c.ok.join('/')}` : ''})` : `denied ${deniedStatus(c, name)}`;
            wrong.push(`${route}${c.label ? ` [${c.label}]` : ''} as ${name}: expected ${want}, got ${s} ${res.body.slice(0, 160)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('anti-forgery token on every write route', () => {
  // csrf.ts checks every POST/PUT/PATCH/DELETE under /api/, login and registration included (the
  // client fetches GET /api/get-csrf-token first, which is a GET), with one exemption: the e-mail's
  // one-click answer, whose unguessable token in the URL is the proof (issue 24; rsvp tests).
  const EXEMPT: Record<string, string> = { 'POST /api/rsvp/:token': 'the token in the URL is the proof' };

  /** The pattern with every :param filled, so the request reaches the route's hooks. */
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

  it('refuses a missing header, a forged token and another session’s token with 400 and the CSRF message', async () => {
    const writes = inventory().filter((k) => WRITE.has(k.split(' ')[0]!) && !(k in EXEMPT));
    expect(writes.length).toBeGreaterThan(50);
    // A global admin, so that no refusal could come from a permission check instead.
    const me = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const other = await loggedIn(t.app);
    const mine = await me.client.csrf();
    const theirs = await other.client.csrf();
    const forged = `${mine.split('.')[0]}.AAAA`;
    const wrong: string[] = [];
    for (const key of writes) {
      const [method, pattern] = key.split(' ') as [Req['method'], string];
      const url = concrete(pattern);
      /** Sends `token` in the header with the cookie set to it, then puts the session's own cookie back. */
      const asCookieAndHeader = async (token: string) => {
        me.client.cookies.set('csrf_token', token);
        try {
          return await me.client.raw({ method, url, payload: {}, csrf: token });
        } finally {
          me.client.cookies.set('csrf_token', mine);
        }
      };
      const attempts: [string, () => Promise<{ statusCode: number; json(): unknown }>][] = [
        ['no header', () => me.client.raw({ method, url, payload: {} })],
        ['a forged token in header and cookie', () => asCookieAndHeader(forged)],
        ['a header that differs from the cookie', () => me.client.raw({ method, url, payload: {}, csrf: `${mine}x` })],
        ["another session's token in header and cookie", () => asCookieAndHeader(theirs)],
      ];
      for (const [what, attempt] of attempts) {
        const res = await attempt();
        if (res.statusCode !== 400 || (res.json() as { error?: string }).error !== errors.csrf) wrong.push(`${key} with ${what}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The session still works with its own token: the refusals changed nothing.
    expect((await me.client.raw({ method: 'PUT', url: '/api/notifications/read-all', payload: {}, csrf: mine })).statusCode).toBe(200);
  });
});
