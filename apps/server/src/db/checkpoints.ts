import { Worker } from 'node:worker_threads';
import type { Database } from './database.ts';

/**
 * WAL pages the app's own connection lets pile up before it checkpoints by itself: a backstop for
 * a checkpoint thread that stopped or cannot keep up (~40 MB of log).
 */
const BACKSTOP_PAGES = 10_000;

/**
 * On SQLite, checkpoints in a thread of their own (db/checkpoint-worker.mjs) instead of in the
 * commit that fills the log past 1 000 pages: SQLite's automatic checkpoint copies the log into
 * the database file and syncs it inside that commit, on the event loop, so every few seconds of
 * attendance clicks one commit stalled every request behind it (the slowest of 3 000 commits 12–55
 * ms, with the thread 6–7 ms: docs/performance-history.md, nineteenth session). The thread
 * checkpoints every `everyMs` on its own connection; the app's connection keeps a backstop
 * (BACKSTOP_PAGES). Nothing on PostgreSQL or an in-memory database. Returns how to stop it (a last
 * checkpoint first).
 */
export function startCheckpoints(database: Database, onError: (err: Error) => void, everyMs = 1000): (() => Promise<void>) | null {
  const sqlite = database.sqlite;
  if (!sqlite || sqlite.memory) return null;
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: { file: sqlite.name, everyMs } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (err) => {
    // Without the thread the app checkpoints in its commits again, as SQLite does by default.
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
    onError(err);
  });
  return async () => {
    worker.postMessage('stop');
    await exited;
  };
}
