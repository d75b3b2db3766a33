import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Empty: what it once added is dropped by 0020_song_search. Listed under its name so that databases
 * that ran it find every migration they ran.
 */
export async function up(_db: Kysely<any>, _dialect: Dialect): Promise<void> {}
