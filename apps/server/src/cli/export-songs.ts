import { createWriteStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import type { Config } from '../config.ts';
import { createContext } from '../context.ts';
import type { Database } from '../db/database.ts';

/** `export-songs --community ID FILE`: a group's songbook as the ZIP that "Izvozi pesmarico" gives (issue 60). */
export async function exportSongsCommand(config: Config, database: Database, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { community: { type: 'string' } }, allowPositionals: true });
  const id = Number(values.community);
  const file = positionals[0];
  if (!Number.isInteger(id) || id < 1 || !file) {
    console.error('Napaka: navedite skupino in ciljno datoteko, npr. npm run cli -- export-songs --community 3 pesmarica.zip');
    return 1;
  }
  const target = path.resolve(file);
  if (existsSync(target)) {
    console.error(`Napaka: ${target} že obstaja; izberite novo ime datoteke.`);
    return 1;
  }
  const ctx = createContext(config, database, pino({ level: 'silent' }));
  try {
    const found = await ctx.services.songbookTransfer.exportCommunity(id);
    if (!found) {
      console.error(`Napaka: skupina ${id} ne obstaja.`);
      return 1;
    }
    try {
      await pipeline(found.stream, createWriteStream(target, { flags: 'wx' }));
    } catch (err) {
      // A half-written ZIP is no export.
      await rm(target, { force: true });
      throw err;
    }
    console.log(`Pesmarica skupine ${found.name} je zapisana v ${target}.`);
    return 0;
  } finally {
    ctx.redis?.disconnect();
  }
}
