import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { CHUNK_BYTES, DatabaseStorage } from '../storage/database-storage.ts';
import { SAFE_NAME } from '../storage/uploads.ts';

/**
 * `move-files-to-database` (issue 21): copies every upload under DATA_DIR/uploads/<area>/ into
 * the database (FILE_STORAGE=database), a chunk at a time. Resumable and safe to rerun: a file
 * already there complete with the same size is skipped; one cut off by an interrupted run (its
 * row still says -1) or of another size is written again. The files on disk are left in place,
 * to be removed by the operator once the servers run with FILE_STORAGE=database.
 */
export async function moveFilesToDatabase(database: Database, uploadsDir: string, log: (line: string) => void = console.log) {
  const storage = new DatabaseStorage(database.db);
  const counts = { copied: 0, skipped: 0, bytes: 0 };
  const areas = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  for (const area of areas) {
    if (!area.isDirectory() || !/^[a-z-]+$/.test(area.name)) continue;
    for (const name of await readdir(path.join(uploadsDir, area.name))) {
      if (!SAFE_NAME.test(name)) continue;
      const file = path.join(uploadsDir, area.name, name);
      const { size } = await stat(file);
      if ((await storage.size(area.name, name)) === size) {
        counts.skipped += 1;
        continue;
      }
      const writer = await storage.writer(area.name, name);
      for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) await writer.write(chunk as Buffer);
      await writer.end();
      counts.copied += 1;
      counts.bytes += size;
    }
  }
  log(`Prenesenih datotek: ${counts.copied} (${(counts.bytes / 1024 / 1024).toFixed(1)} MB), že v bazi: ${counts.skipped}.`);
  return counts;
}
