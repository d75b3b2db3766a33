import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// lib/auth.ts: the profile read after a login is the new session's, even when a read made with the
// old session's cookie is still in flight (its 401 answered after the login had ended that session).

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = { id: 7, username: 'sopran', role: 'user' };

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'csrf_token=tok' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('a login refreshes the profile with the new session, not the answer of a read still in flight', async () => {
  let releaseStale = () => {};
  let reads = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/get-csrf-token') return json(200, { csrf_token: 'tok' });
    if (url !== '/api/profile') throw new Error(`unexpected ${url}`);
    // The first read went out before the login; it answers 401 once the login has ended its session.
    if (++reads === 1) return new Promise<Response>((resolve) => (releaseStale = () => resolve(json(401, { error: 'Niste prijavljeni.' }))));
    return json(200, profile);
  });
  const { profileQueryOptions, refreshSession } = await import('../src/lib/auth.ts');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stale = client.fetchQuery(profileQueryOptions).catch(() => 'cancelled');
  await vi.waitFor(() => expect(reads).toBe(1));

  const refreshed = refreshSession(client);
  releaseStale();
  expect(await refreshed).toEqual(profile);
  expect(client.getQueryData(profileQueryOptions.queryKey)).toEqual(profile);
  expect(await stale).toBe('cancelled');
});
