import path from 'node:path';
import SQLite from 'better-sqlite3';

/* Issue 25: what the offline specs look at, and a session ended on the server. */

/** In the page: every cache of kept data (zb-data*), with the paths it holds. */
export const keptCaches = () =>
  caches.keys().then(async (names) =>
    Promise.all(names.filter((n) => n.startsWith('zb-data')).map(async (n) => ({ name: n, entries: (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname) }))),
  );

/**
 * In the page: the names of the caches of kept data. What a test waits to see gone is asked by name
 * only: opening a cache (as keptCaches does) just after the app deleted it would make it anew.
 */
export const keptCacheNames = () => caches.keys().then((names) => names.filter((n) => n.startsWith('zb-data')));

/** Deletes a user's sessions in the e2e server's database, as an expiry or a logout on another device does. */
export function endSessions(username: string) {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  try {
    const { changes } = db.prepare('delete from sessions where user_id = (select id from users where username = ?)').run(username);
    if (!changes) throw new Error(`no session of ${username}`);
  } finally {
    db.close();
  }
}
