import { afterEach, expect, it, vi } from 'vitest';

/* Issue 25: a refresh of the offline data that is still running when the user logs out keeps nothing. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

it('a logout while the offline data is refreshed deletes what the refresh read, and records no refresh', async () => {
  const storage = memoryStorage();
  const deleted: string[] = [];
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('caches', {
    keys: async () => ['zb-data-v1'],
    delete: async (name: string) => void deleted.push(name),
    open: async () => ({ match: async () => undefined }),
  });
  const { clearOfflineData } = await import('../src/pwa/offline-data.ts');
  const { warmOfflineData } = await import('../src/pwa/warm.ts');
  // The events list answers only after the logout has cleared the kept data.
  let loggedOut = false;
  vi.stubGlobal('fetch', async () => {
    if (!loggedOut) await clearOfflineData();
    loggedOut = true;
    return new Response(JSON.stringify({ events: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  expect(await warmOfflineData()).toBe(false);
  expect(storage.getItem('zb-offline-synced-at')).toBeNull();
  expect(deleted).toEqual(['zb-data-v1', 'zb-data-v1']);

  // Without a logout the refresh is recorded.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ events: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } }));
  expect(await warmOfflineData()).toBe(true);
  expect(storage.getItem('zb-offline-synced-at')).not.toBeNull();
});
