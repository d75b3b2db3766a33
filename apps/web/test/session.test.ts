import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { json } from './support/api-stub.ts';

// lib/auth.ts: the profile read after a login is the new session's, even when a read made with the
// old session's cookie is still in flight (its 401 answered after the login had ended that session);
// a session that ended on the server takes the offline copy with it.

const profile = { id: 7, username: 'sopran', role: 'user' };
const notLoggedIn = () => json(401, { error: 'Niste prijavljeni.' });

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'csrf_token=tok' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The device's local storage and Cache Storage, as maps the test reads; `deleted` lists the caches deleted. */
function stubDevice(stored: Record<string, string>, cacheNames: string[]) {
  const items = new Map(Object.entries(stored));
  const kept = new Set(cacheNames);
  const deleted: string[] = [];
  vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) });
  vi.stubGlobal('caches', { keys: async () => [...kept], delete: async (name: string) => (deleted.push(name), kept.delete(name)) });
  return { items, kept, deleted };
}

/** Every profile read answers 401: the session ended on the server. */
async function sessionEnded() {
  vi.stubGlobal('fetch', async (url: string) => (url === '/api/get-csrf-token' ? json(200, { csrf_token: 'tok' }) : notLoggedIn()));
  const { profileQueryOptions } = await import('../src/lib/auth.ts');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(profileQueryOptions);
}

/**
 * A profile read goes out before a login and is still in flight when the login refreshes the
 * session; `releaseStale` lets it answer 401 (the login has ended the session it was sent with).
 */
async function readInFlightAtLogin() {
  let releaseStale = () => {};
  let reads = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/get-csrf-token') return json(200, { csrf_token: 'tok' });
    if (url !== '/api/profile') throw new Error(`unexpected ${url}`);
    if (++reads === 1) return new Promise<Response>((resolve) => (releaseStale = () => resolve(notLoggedIn())));
    return json(200, profile);
  });
  const { profileQueryOptions, refreshSession } = await import('../src/lib/auth.ts');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stale = client.fetchQuery(profileQueryOptions).catch(() => 'cancelled');
  await vi.waitFor(() => expect(reads).toBe(1));
  return { client, stale, profileQueryOptions, login: () => refreshSession(client), releaseStale: () => releaseStale() };
}

it('a login refreshes the profile with the new session, not the answer of a read still in flight', async () => {
  const { client, stale, profileQueryOptions, login, releaseStale } = await readInFlightAtLogin();
  const refreshed = login();
  releaseStale();
  expect(await refreshed).toEqual(profile);
  expect(client.getQueryData(profileQueryOptions.queryKey)).toEqual(profile);
  expect(await stale).toBe('cancelled');
});

it('a 401 for the session deletes what was kept for offline use, sheet music included, and nothing else', async () => {
  const { items, kept } = stubDevice(
    { 'zb-offline-synced-at': '1764000000000', auth_user: JSON.stringify({ username: 'sopran', role: 'user' }) },
    ['zb-data-v1', 'workbox-precache-v2-http://localhost/'],
  );
  expect(await sessionEnded()).toBeNull();
  await vi.waitFor(() => expect([...kept]).toEqual(['workbox-precache-v2-http://localhost/']));
  expect(items.has('zb-offline-synced-at')).toBe(false);
  expect(items.has('auth_user')).toBe(false);
});

it('a 401 on a fresh start deletes the kept copy even when the device no longer notes who was logged in', async () => {
  // A page heard the session end, forgot the user and was closed before it had deleted the copy.
  const { items, kept } = stubDevice({ 'zb-offline-synced-at': '1764000000000' }, ['zb-data-v1']);
  expect(await sessionEnded()).toBeNull();
  await vi.waitFor(() => expect([...kept]).toEqual([]));
  expect(items.has('zb-offline-synced-at')).toBe(false);
});

it("a visitor's read sent before a login and answered 401 after it deletes nothing the login keeps", async () => {
  const { items, kept, deleted } = stubDevice({}, []);
  const { stale, login, releaseStale } = await readInFlightAtLogin();
  expect(await login()).toEqual(profile);
  // What the login keeps for offline use, then the visitor's read answers.
  kept.add('zb-data-v1');
  items.set('zb-offline-synced-at', '1764000000000');
  releaseStale();
  await stale;
  await new Promise((r) => setTimeout(r, 50));
  expect(deleted).toEqual([]);
  expect(items.get('zb-offline-synced-at')).toBe('1764000000000');
  expect(JSON.parse(items.get('auth_user') ?? 'null')).toMatchObject({ username: 'sopran' });
});

it('a visitor on a sign-in page or an e-mailed link is not asked about a session (issue 58, #14)', async () => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => (asked.push(url), url === '/api/get-csrf-token' ? json(200, { csrf_token: 'tok' }) : json(200, profile)));
  for (const pathname of ['/login', '/register', '/forgot-password', '/verify-email/abc', '/reset-password/abc', '/rsvp/abc']) {
    vi.stubGlobal('location', { pathname });
    const { profileQueryOptions } = await import('../src/lib/auth.ts');
    expect(await new QueryClient().fetchQuery(profileQueryOptions), pathname).toBeNull();
    vi.resetModules();
  }
  expect(asked.filter((u) => u === '/api/profile')).toEqual([]);

  // Someone noted as logged in on this device, or any other page: the session is asked for.
  stubDevice({ auth_user: JSON.stringify({ username: 'sopran', role: 'user' }) }, []);
  vi.stubGlobal('location', { pathname: '/login' });
  expect(await new QueryClient().fetchQuery((await import('../src/lib/auth.ts')).profileQueryOptions)).toEqual(profile);
  vi.resetModules();
  stubDevice({}, []);
  vi.stubGlobal('location', { pathname: '/dashboard' });
  expect(await new QueryClient().fetchQuery((await import('../src/lib/auth.ts')).profileQueryOptions)).toEqual(profile);
});
