// A thread that moves SQLite's write-ahead log into the database file for db/checkpoints.ts, on
// its own connection, so that the copy and its fsync never stop the event loop (plain JavaScript
// so that it loads the same under tsx, Vitest and a bundle).
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
// PASSIVE: copies what no reader still needs and waits for no one; the app's writes go on meanwhile.
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy or closing database: the next tick tries again (and the app's backstop stays).
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
