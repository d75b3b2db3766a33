import DataLoader from 'dataloader';
import { sql, type CompiledQuery, type Compilable, type Kysely, type QueryResult, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type SQLite from 'better-sqlite3';
import { rowReader, type Database, type Dialect } from './database.ts';
import type { RememberedReads, WriteReach } from './remembered.ts';
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
 * A row count (LIMIT) of a prepared read, written into the statement's text instead of bound:
 * SQLite runs the same plan with `LIMIT 21` a third faster than with `LIMIT ?` (the events
 * list 109 → 72 µs, a song page 307 → 208 µs, docs/performance.md). The value must be a
 * non-negative integer; each value gets its own statement (see preparedRead).
 */
export const literal = (name: string): RawBuilder<number> => sql<number>`${sql.raw(`/*lit:${name}*/0`)}`;
const LITERAL = /\/\*lit:(\w+)\*\/0/g;

/**
 * `column` is one of the ids in the slot `name`, bound as one value (idList) whatever their number,
 * so a prepared read has one text: SQLite reads a JSON array with json_each, PostgreSQL an integer
 * array with `= any`, which its generic plan reads by the column's index (`in (select unnest(…))`
 * hashed the whole table instead).
 */
export function inIdList(dialect: Dialect, column: string, name: string): RawBuilder<SqlBool> {
  const ids = param<string>(name);
  return dialect === 'sqlite' ? sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${ids}))` : sql<SqlBool>`${sql.ref(column)} = any(${ids}::integer[])`;
}

/**
 * The value of an inIdList slot, as text in both dialects (a JSON array; PostgreSQL's array
 * literal, which the slot's cast reads), so that it can also be one value of a batchedRow's call.
 */
export const idList = (dialect: Dialect, ids: readonly number[]): string => (dialect === 'sqlite' ? `[${ids.join(',')}]` : `{${ids.join(',')}}`);
/** Statements kept per read for distinct literal values; past that a statement is prepared for the one call. */
const MAX_LITERAL_TEXTS = 32;

/**
 * A read on the hot path, built once with Kysely and then run as a prepared statement: on SQLite a
 * cached better-sqlite3 statement, on PostgreSQL a named prepared statement on the read pool,
 * planned once without its values (database.ts, readPool): a query whose best plan depends on
 * its values must come in one shape per kind of value. A LIMIT is best a `literal()`. Building
 * and compiling a Kysely query costs
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
  const values = slotValues<Args>(compiled.parameters);
  const literals = [...compiled.sql.matchAll(LITERAL)].map((m) => m[1]);
  const run = literals.length ? null : statement(database, compiled.sql);
  const texts = new Map<string, ReturnType<typeof statement>>();
  return async (args) => {
    if (run) return (await run(values(args))) as Row[];
    const written = literals.map((name) => {
      const v = args[name];
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new Error(`literal ${name}: ${String(v)}`);
      return v;
    });
    const key = written.join(',');
    let text = texts.get(key);
    if (!text) {
      let i = 0;
      text = statement(database, compiled.sql.replace(LITERAL, () => String(written[i++])), texts.size < MAX_LITERAL_TEXTS);
      if (texts.size < MAX_LITERAL_TEXTS) texts.set(key, text);
    }
    return (await text(values(args))) as Row[];
  };
}

/** The values of a compiled query's parameters for `args`: each slot takes its named value, the rest stay as built. */
function slotValues<Args extends object>(parameters: readonly unknown[]): (args: Args) => unknown[] {
  const slots = parameters.map((p) => (isSlot(p) ? { name: p[SLOT], value: null } : { name: null, value: p }));
  return (args) => slots.map((s) => (s.name === null ? s.value : (args as Record<string, unknown>)[s.name]));
}

/**
 * A preparedWrite whose reach is known: remembered reads outside it survive the write
 * (RememberedReads.writeWithin, ownWrite). On PostgreSQL its statement returns its transaction's id
 * as `xid` (writeIdColumn).
 */
type KnownReach<Args> = { remembered: RememberedReads; of: (args: Args) => WriteReach };

/**
 * A write on the hot path (an attendance click and what it tells the organizer), built and
 * compiled with Kysely once and then run through Kysely's own executor with the values put in:
 * on the app's connection, or on the caller's transaction when one is given, so Kysely's
 * connection lock and transactions hold exactly as for any other write (unlike preparedRead,
 * which bypasses them). Building and compiling a small insert cost ~35 µs, three times running
 * it (docs/performance.md); on SQLite the executed text meets its cached statement (database.ts).
 * With `known`, a write on the app's connection with no transaction open runs on SQLite there and
 * then, through RememberedReads.writeWithin, so that it forgets only the remembered reads it
 * reaches (no transaction open: nothing of another's can be joined or undone with it). On
 * PostgreSQL a write on the app's connection is a named prepared statement on its pool, parsed
 * and planned once per connection (Kysely's driver sends every query unnamed, planned anew: the
 * click's upsert 234–262 → 193–201 µs a round trip, docs/performance.md), and with `known` its
 * transaction and reach are told to RememberedReads.ownWrite; in a transaction it goes through
 * Kysely as above.
 */
export function preparedWrite<Args extends object>(
  database: Database,
  build: (db: Kysely<DB>) => Compilable<unknown>,
  known?: KnownReach<Args>,
): (args: Args, executor?: Kysely<DB> | Transaction<DB>) => Promise<QueryResult<unknown>> {
  const compiled = build(database.db).compile();
  const values = slotValues<Args>(compiled.parameters);
  let direct: SQLite.Statement | null = null;
  const name = database.pool ? `w${(counter += 1)}` : null;
  return async (args, executor = database.db) => {
    if (name && executor === database.db) {
      const query = database.pool!.query({ name, text: compiled.sql, values: values(args) });
      const result = await (known ? known.remembered.ownWrite(query, known.of(args)) : query);
      return { rows: result.rows, numAffectedRows: BigInt(result.rowCount ?? 0) };
    }
    if (known && executor === database.db) {
      const ran = known.remembered.writeWithin(known.of(args), (sqlite) => {
        direct ??= sqlite.prepare(compiled.sql);
        direct.run(...values(args));
      });
      if (ran) return { rows: [] };
    }
    return executor.executeQuery({ ...compiled, parameters: values(args) });
  };
}

/** One statement text: on SQLite a prepared statement; on PostgreSQL a named one on the read pool (or unnamed, if not kept). */
function statement(database: Database, text: string, kept = true): (values: unknown[]) => Promise<unknown[]> {
  if (database.sqlite) {
    const read = rowReader(database.sqlite.prepare(text));
    return async (values) => read(...values);
  }
  const pool = database.readPool!;
  const name = kept ? `q${(counter += 1)}` : undefined;
  return async (values) => (await pool.query({ name, text, values })).rows;
}

/** The PostgreSQL type of a batchedRow's parameter. */
type ParamType = 'text' | 'integer';

/** Calls of a batchedRow that go as one statement at most. */
const MAX_BATCH = 100;

/**
 * A prepared read of at most one row (preparedRead) that on PostgreSQL goes to the database once
 * for all its calls of one turn of the event loop: the calls are collected until the turn's I/O is
 * handled (DataLoader, scheduled with setImmediate, nothing cached), then run as one statement, the
 * read joined laterally to the calls' values unnested (`types`: each named parameter's type), its
 * rows told apart by their call's number (a batched row keeps it as a column "call#": callers
 * read the columns they named). Under load a round trip to PostgreSQL costs the app
 * ~100 µs of CPU whatever it carries, and every request's session is such a read; one statement
 * for the requests that arrived together costs about what one of them did (docs/performance-history.md,
 * nineteenth session). Each call still reads the database after it was made: the statement is
 * sent after every call it carries, so it sees every write committed before any of them. A lone
 * call runs the read itself. On SQLite, whose statements are calls in process, it is the read.
 */
export function batchedRow<Row, Args extends Record<string, unknown>>(
  database: Database,
  build: (db: Kysely<DB>) => Compilable<Row>,
  types: { [K in keyof Args]: ParamType },
): (args: Args) => Promise<Row | undefined> {
  const one = preparedRead<Row, Args>(database, build);
  if (!database.readPool) return async (args) => (await one(args))[0];
  const compiled = build(database.db).compile();
  const slots = compiled.parameters.map((p) => (isSlot(p) ? (p[SLOT] as keyof Args & string) : null));
  const named = slots.flatMap((name, j) => (name === null ? [] : [{ name, j: j + 1 }]));
  // The read with its named parameters taken from the unnested row q; the others stay bound as built.
  const inner = compiled.sql.replace(/\$(\d+)\b/g, (all, j: string) => (slots[Number(j) - 1] === null ? all : `q.c${j}`));
  const unnested = named.map(({ name, j }) => `$${j}::${types[name]}[]`).join(', ');
  const columns = named.map(({ j }) => `c${j}`).join(', ');
  // OFFSET 0 keeps the read a subquery run once per call, by its keys' indexes: flattened into a
  // join, its generic plan (ten calls assumed) hashed the whole sessions table instead.
  const many = statement(database, `select q.n as "call#", s.* from unnest(${unnested}) with ordinality as q(${columns}, n) cross join lateral (${inner} offset 0) as s`);
  const loader = new DataLoader<Args, Row | undefined>(
    async (calls) => {
      if (calls.length === 1) return [(await one(calls[0]))[0]];
      const rows = (await many(slots.map((name, j) => (name === null ? compiled.parameters[j] : calls.map((c) => c[name]))))) as Record<string, unknown>[];
      const found = new Array<Row | undefined>(calls.length).fill(undefined);
      // Each row keeps its "call#" (callers read their columns by name): deleting it turned every
      // row into a slow dictionary object, read field by field after (~2 % of a kept answer's CPU).
      for (const row of rows) found[(row['call#'] as number) - 1] = row as Row;
      return found;
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (args) => loader.load(args);
}
