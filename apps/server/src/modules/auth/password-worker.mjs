// A thread that hashes and verifies passwords for passwords.ts, at a lower scheduling priority
// than the event loop (plain JavaScript so that it loads the same under tsx, Vitest and a bundle).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

try {
  // On Linux the nice value belongs to a thread: /proc/thread-self names this thread's id, and
  // setpriority() on it lowers this thread only, never the event loop's.
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, workerData.niceness);
} catch {
  // Not Linux, or not allowed: hashing then runs at the event loop's priority, as before.
}

parentPort.on('message', ({ op, password, hashed, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hashed, password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
