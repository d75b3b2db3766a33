import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { rowReader, type Database } from './database.ts';
import type { DB } from './schema.ts';

const SLOT = Symbol('slot');
let counter = 0;
interface Slot {
  [SLOT]: string;
}

/** A named parameter of a prepared read; stands in for a value while the query is built. */
export const param = <T>(name: string): T => ({ [SLOT]: name }) as unknown as T;

const isSlot = (v: unknown): v is Slot => typeof v === 'object' && v !== null && SLOT in v;

/**
 * A read on the hot path, built once with Kysely and then run as a prepared statement: on SQLite a
 * cached better-sqlite3 statement, on PostgreSQL a named prepared statement on the read pool,
 * planned once without its values (database.ts, readPool): a query whose best plan depends on
 * its values must come in one shape per kind of value, as the song list's few and many matches
 * do. Building and compiling a Kysely query costs
 * ~35 µs, ten times a simple query itself; a nested one (the song list) more than running it.
 *
 * Only for reads: on SQLite the statement runs on the shared connection without Kysely's
 * connection lock, which is harmless for a read but not for a write inside another's transaction.
 */
export function preparedRead<Row, Args extends Record<string, unknown>>(
  database: Database,
  build: (db: Kysely<DB>) => Compilable<Row> | CompiledQuery<Row>,
): (args: Args) => Promise<Row[]> {
  const query = build(database.db);
  const compiled = 'compile' in query ? query.compile() : query;
  const slots: { name: string | null; value: unknown }[] = compiled.parameters.map((p) =>
    isSlot(p) ? { name: p[SLOT], value: null } : { name: null, value: p },
  );
  const values = (args: Args) => slots.map((s) => (s.name === null ? s.value : args[s.name]));

  if (database.sqlite) {
    const read = rowReader(database.sqlite.prepare(compiled.sql));
    return async (args) => read(...values(args)) as Row[];
  }
  const pool = database.readPool!;
  const name = `q${(counter += 1)}`;
  return async (args) => (await pool.query({ name, text: compiled.sql, values: values(args) })).rows as Row[];
}
