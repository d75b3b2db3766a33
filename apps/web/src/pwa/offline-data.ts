import { DATA_CACHE_PREFIX, SYNCED_AT_KEY } from './offline-cache.ts';

let clears = 0;
/** How many times the kept data was deleted: a refresh that began before a logout must not keep what it read. */
export const clearCount = () => clears;

/** Deletes everything kept for offline use: the API's answers and the sheet music (on logout). */
export async function clearOfflineData(): Promise<void> {
  clears++;
  try {
    localStorage.removeItem(SYNCED_AT_KEY);
  } catch {
    // Storage may be off; nothing was kept there then.
  }
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(DATA_CACHE_PREFIX)).map((n) => caches.delete(n)));
}
