import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DASHBOARD } from '../first-screens.mjs';

// app/first-screen-data.ts: the answers the server wrote into a phone's dashboard go into the
// client's query cache under the keys the components read, so the client asks for none of them.

let stored: string | null = null;
beforeEach(() => {
  stored = null;
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', { getItem: () => stored, setItem: (_key: string, value: string) => void (stored = value), removeItem: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const answers = {
  profile: { id: 7, username: 'sopran', role: 'user', display_name: 'Ana' },
  communities: { communities: [{ id: 3, name: 'Zbor sv. Nikolaja' }] },
  unreadCount: { unread_count: 4 },
  events: { events: [{ id: 11, title: 'Vaja' }], has_more: true, limit: 20, offset: 0 },
};

it('answers the reads the dashboard makes on a phone (first-screens.mjs)', async () => {
  const { FIRST_SCREEN_READS } = await import('@/app/first-screen-data.ts');
  expect(Object.values(FIRST_SCREEN_READS).sort()).toEqual([...DASHBOARD.requests.all, ...DASHBOARD.requests.phone].sort());
});

it("puts each answer where the components' queries read it, and keeps the stored auth user", async () => {
  const { seedFirstScreen } = await import('@/app/first-screen-data.ts');
  const { profileQueryOptions } = await import('@/lib/auth.ts');
  const { userCommunitiesQueryOptions } = await import('@/lib/communities.ts');
  const { unreadCountQueryOptions } = await import('@/features/notifications/api/get-unread-count.ts');
  const { eventsFeedQueryOptions, emptyFilter } = await import('@/features/events/api/events-feed.ts');
  const client = new QueryClient();
  seedFirstScreen(client, answers);
  expect(client.getQueryData(profileQueryOptions.queryKey)).toEqual(answers.profile);
  expect(client.getQueryData(userCommunitiesQueryOptions.queryKey)).toEqual(answers.communities.communities);
  expect(client.getQueryData(unreadCountQueryOptions.queryKey)).toBe(4);
  const feed = eventsFeedQueryOptions('upcoming', emptyFilter);
  expect(client.getQueryData(feed.queryKey)).toEqual({ pages: [answers.events], pageParams: [feed.initialPageParam] });
  // "Naloži več" goes on from the server's page.
  expect(feed.getNextPageParam(answers.events as never, [], 0, [])).toBe(1);
  expect(JSON.parse(stored ?? 'null')).toEqual({ username: 'sopran', role: 'user' });
});

it("on the login page: no user, nothing else seeded, the stored auth user cleared", async () => {
  const { seedFirstScreen } = await import('@/app/first-screen-data.ts');
  const { profileQueryOptions } = await import('@/lib/auth.ts');
  let removed = false;
  stored = JSON.stringify({ username: 'sopran', role: 'user' });
  vi.stubGlobal('localStorage', { getItem: () => stored, setItem: () => {}, removeItem: () => void (removed = true) });
  const client = new QueryClient();
  seedFirstScreen(client, { profile: null });
  const profile = client.getQueryState(profileQueryOptions.queryKey);
  expect(profile?.status).toBe('success');
  expect(profile?.data).toBeNull();
  expect(client.getQueryCache().getAll()).toHaveLength(1);
  expect(removed).toBe(true);
});

it('reads the answers from the page once, and finds none on a page the client renders', async () => {
  const script = { textContent: JSON.stringify(answers), remove: vi.fn() };
  let present = true;
  vi.stubGlobal('document', { getElementById: (id: string) => (present && id === 'first-screen-data' ? script : null) });
  const { readFirstScreen } = await import('@/app/first-screen-data.ts');
  expect(readFirstScreen()).toEqual(answers);
  expect(script.remove).toHaveBeenCalledOnce();
  present = false;
  expect(readFirstScreen()).toBeNull();
});
