import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.ts';

/** A consistent copy of the live SQLite database through SQLite's online backup API. */
export async function backupCommand(database: Database, file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Napaka: navedite ciljno datoteko, npr. npm run cli -- backup varnostna-kopija.db');
    return 1;
  }
  if (!database.sqlite) {
    console.error('Napaka: backup deluje za SQLite. Za PostgreSQL uporabite pg_dump (glej README).');
    return 1;
  }
  const target = path.resolve(file);
  if (existsSync(target)) {
    console.error(`Napaka: ${target} že obstaja; izberite novo ime datoteke.`);
    return 1;
  }
  // All pages in one step, in one read transaction: copied 100 pages at a time, the backup starts
  // over whenever the server commits between two steps, and under steady writes may never finish.
  // A WAL reader does not hold up the server's writes.
  await database.sqlite.backup(target, { progress: () => 0x7fffffff });
  console.log(`Varnostna kopija je zapisana v ${target}.`);
  return 0;
}
