import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DASHBOARD } from '../first-screens.mjs';

// app/first-requests.ts: the dashboard's first requests before React renders, only for a visitor
// with a stored auth user, under the keys the components use, at the URLs dashboard.html preloads
// (first-screens.mjs): a preload the client asks for differently is downloaded twice.

let requested: string[] = [];
let mobile = true;
let stored: string | null = null;

beforeEach(() => {
  requested = [];
  mobile = true;
  stored = JSON.stringify({ username: 'zborovodja', role: 'user' });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('localStorage', { getItem: () => stored, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { matchMedia: () => ({ matches: mobile }) });
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = url.includes('/events')
      ? { events: [], has_more: false, limit: 20, offset: 0 }
      : url.includes('csrf')
        ? { csrf_token: 't' }
        : { communities: [], username: 'zborovodja', role: 'user' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const start = async (pathname: string, search = '') => {
  const { startFirstRequests } = await import('@/app/first-requests.ts');
  const client = new QueryClient();
  startFirstRequests(client, { pathname, search });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return client;
};

it('starts the session, communities and first list page on a phone dashboard', async () => {
  const client = await start('/dashboard');
  expect(requested.sort()).toEqual([
    '/api/events?when=upcoming&limit=20&offset=0',
    '/api/get-csrf-token',
    '/api/notifications/unread-count',
    '/api/profile',
    '/api/user/communities',
  ]);
  expect(requested.filter((url) => !url.includes('csrf'))).toEqual([...DASHBOARD.requests.all, ...DASHBOARD.requests.phone].sort());
  // The key useEventsFeed('upcoming', emptyFilter) reads.
  const { eventsFeedQueryOptions, emptyFilter } = await import('@/features/events/api/events-feed.ts');
  expect(client.getQueryData(eventsFeedQueryOptions('upcoming', emptyFilter).queryKey)).toMatchObject({ pageParams: [0] });
});

it('starts the carousel list on a desktop dashboard, and no list for an open event on a phone', async () => {
  mobile = false;
  await start('/');
  expect(requested).toContain('/api/events?when=upcoming&limit=50');
  expect(requested.filter((url) => !url.includes('csrf')).sort()).toEqual([...DASHBOARD.requests.all, ...DASHBOARD.requests.desktop].sort());
  requested = [];
  mobile = true;
  vi.resetModules();
  await start('/dashboard', '?event=4');
  expect(requested.filter((url) => url.startsWith('/events'))).toEqual([]);
});

it('leaves other pages and visitors without a stored user to the render', async () => {
  await start('/login');
  expect(requested).toEqual([]);
  stored = null;
  vi.resetModules();
  await start('/dashboard');
  expect(requested).toEqual([]);
});
