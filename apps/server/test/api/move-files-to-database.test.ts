import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { moveFilesToDatabase } from '../../src/cli/move-files.ts';
import { CHUNK_BYTES, DatabaseStorage } from '../../src/storage/database-storage.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// `npm run cli -- move-files-to-database` (issue 21): resumable, safe to rerun.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('copies the uploads on disk into the database, skips what is there, and finishes a cut-off file', async () => {
  const uploads = path.join(t.dataDir, 'uploads');
  const big = Buffer.alloc(CHUNK_BYTES * 2 + 123, 7);
  const files = { 'part-files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf': big, 'profile-images/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.png': Buffer.from('slika') };
  for (const [rel, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(uploads, rel)), { recursive: true });
    writeFileSync(path.join(uploads, rel), data);
  }
  writeFileSync(path.join(uploads, 'part-files', 'not-ours.txt'), 'x');
  const quiet = () => {};
  // An interrupted run: the big file's row is there with one chunk, size -1.
  const storage = new DatabaseStorage(t.database.db);
  const w = await storage.writer('part-files', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf');
  await w.write(big.subarray(0, CHUNK_BYTES));
  expect(await storage.size('part-files', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf')).toBeNull();

  expect(await moveFilesToDatabase(t.database, uploads, quiet)).toEqual({ copied: 2, skipped: 0, bytes: big.length + 5 });
  expect(await storage.size('part-files', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf')).toBe(big.length);
  const back: Buffer[] = [];
  for await (const c of storage.read('part-files', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf', 0, big.length - 1)) back.push(c as Buffer);
  expect(Buffer.concat(back).equals(big)).toBe(true);
  expect(await moveFilesToDatabase(t.database, uploads, quiet)).toEqual({ copied: 0, skipped: 2, bytes: 0 });
});
