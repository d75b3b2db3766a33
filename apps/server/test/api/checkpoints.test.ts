import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startCheckpoints } from '../../src/db/checkpoints.ts';
import { openDatabase } from '../../src/db/database.ts';

/**
 * SQLite's checkpoints run in a thread of their own (db/checkpoints.ts): the app's commits leave
 * the write-ahead log to it, up to a backstop, and the database file still receives what was
 * written. On its own SQLite file whatever DATABASE_URL names.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'zb-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return done();
};

it('moves the log into the database file off the event loop, and stops with a last checkpoint', async () => {
  const file = path.join(dir, 'app.db');
  const database = openDatabase(`sqlite:${file}`);
  const sqlite = database.sqlite!;
  sqlite.exec('create table notes (id integer primary key, body text not null)');
  const errors: Error[] = [];
  const stop = startCheckpoints(database, (err) => errors.push(err), 100)!;
  // The app's own connection now checkpoints only past the backstop (~40 MB of log).
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
  const empty = statSync(file).size;
  // ~2 MB in twenty commits: about 500 pages of log, far below the backstop, so only the thread
  // can bring them into the database file.
  const insert = sqlite.prepare('insert into notes (body) values (?)');
  for (let i = 0; i < 20; i += 1) sqlite.transaction(() => { for (let j = 0; j < 50; j += 1) insert.run('x'.repeat(2000)); })();
  expect(await waitFor(() => statSync(file).size > empty + 1_500_000)).toBe(true);
  // What is written after the last tick reaches the file when the thread stops.
  const before = statSync(file).size;
  for (let j = 0; j < 200; j += 1) insert.run('y'.repeat(2000));
  await stop();
  expect(statSync(file).size).toBeGreaterThan(before + 300_000);
  expect(errors).toEqual([]);
  await database.close();
});

it('does nothing for an in-memory database', async () => {
  const database = openDatabase('sqlite::memory:');
  expect(startCheckpoints(database, () => {})).toBeNull();
  await database.close();
});
