import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
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
 * A read on the hot path (every authenticated request), built once with Kysely and then run as a
 * prepared statement: on SQLite a cached better-sqlite3 statement, on PostgreSQL a named prepared
 * statement. Building and compiling a Kysely query costs ~35 µs, ten times the query itself.
 *
 * Only for reads: on SQLite the statement runs on the shared connection without Kysely's
 * connection lock, which is harmless for a read but not for a write inside another's transaction.
 */
export function preparedRead<Row, Args extends Record<string, unknown>>(
  database: Database,
  build: (db: Kysely<DB>) => Compilable<Row>,
): (args: Args) => Promise<Row[]> {
  const compiled = build(database.db).compile();
  const slots: { name: string | null; value: unknown }[] = compiled.parameters.map((p) =>
    isSlot(p) ? { name: p[SLOT], value: null } : { name: null, value: p },
  );
  const values = (args: Args) => slots.map((s) => (s.name === null ? s.value : args[s.name]));

  if (database.sqlite) {
    const read = rowReader(database.sqlite.prepare(compiled.sql));
    return async (args) => read(...values(args)) as Row[];
  }
  const pool = database.pool!;
  const name = `q${(counter += 1)}`;
  return async (args) => (await pool.query({ name, text: compiled.sql, values: values(args) })).rows as Row[];
}

/**
 * A query of a dynamic shape (filters that come and go) compiled once per shape: `build` makes it
 * with `param()` slots where the values go, and each call substitutes the values and runs the SQL
 * through Kysely as usual (its connection, its lock, on PostgreSQL an unnamed statement planned
 * for the values at hand). Building and compiling a nested Kysely query cost more than running it
 * (the song list's figures: ~350 µs of ~500, docs/performance.md). The caller keys the shapes.
 */
export function compiledShape<Row>(query: Compilable<Row> | CompiledQuery<Row>): (db: Kysely<DB>, args: Record<string, unknown>) => Promise<Row[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  const slots = compiled.parameters.map((p) => (isSlot(p) ? { name: p[SLOT], value: null } : { name: null, value: p }));
  return async (db, args) => {
    const values = slots.map((s) => (s.name === null ? s.value : args[s.name]));
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values))).rows;
  };
}
