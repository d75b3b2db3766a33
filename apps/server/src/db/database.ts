import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw SQLite handle (for the online backup API); null on PostgreSQL. */
  sqlite: SQLite.Database | null;
  /** The PostgreSQL pool of Kysely's queries and transactions; null on SQLite. */
  pool: pg.Pool | null;
  /**
   * The PostgreSQL pool of the prepared hot reads (db/prepared.ts), whose connections use generic
   * plans (`plan_cache_mode = force_generic_plan`); null on SQLite. PostgreSQL otherwise re-plans a
   * named statement on every execution while a custom plan looks cheaper, and planning the events
   * list took 1.3 ms against 0.2 ms to run it (docs/performance.md). Every hot read is driven by
   * an index whatever its values (a song search by its prefix index), so a plan made without the
   * values is a good one; Kysely's other queries keep PostgreSQL's default on their own pool.
   */
  readPool: pg.Pool | null;
  /**
   * Statements run so far, when opened with countStatements: tests hold requests to a budget.
   * While `log` is an array, each statement's text (SQLite: with its values written in) and
   * values are appended to it (test/api/query-plans.test.ts explains them).
   */
  statements: { count: number; log: { sql: string; values: unknown[] }[] | null } | null;
  /**
   * SQLite: transactions rolled back so far. A read on the one connection sees what an open
   * transaction has written; a kept answer read while one ran is kept only if none was undone
   * (http/kept-answers.ts). Always 0 on PostgreSQL, whose reads see only committed rows.
   */
  rollbacks: { count: number };
  /**
   * SQLite: a mark that moves whenever anything is written to the database, by this connection
   * (`total_changes()`, counted as each statement runs) or by any other, in this process or another
   * sharing the file (`PRAGMA data_version`, moved by their commits); null while a transaction is
   * open on this connection, whose reads then see rows that may yet be undone. Always null on
   * PostgreSQL, where another instance's write is seen only by asking the database. Reads that
   * stay true until the next write (db/remembered.ts) are filed under it.
   */
  writeMark(): string | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  countStatements?: boolean;
}

const DATA_VERSION = 'PRAGMA data_version';
const TOTAL_CHANGES = 'SELECT total_changes()';

/**
 * Database.writeMark on SQLite. `total_changes()` is read on every call (no transaction, ~0.1 µs).
 * `PRAGMA data_version` starts a read transaction, which costs a request as much as the statement
 * a remembered read spares (file locks: ~13 µs of a ~200 µs request on a slow machine,
 * docs/performance.md), so it is read once per turn of the event loop: every request answered in
 * that turn had arrived before it was read, and may be answered as of that moment. A request sent
 * after another process's commit reaches this one through I/O, in a later turn, and sees it.
 */
function sqliteWriteMark(sqlite: SQLite.Database): () => string | null {
  const dataVersion = sqlite.prepare(DATA_VERSION).pluck();
  const totalChanges = sqlite.prepare(TOTAL_CHANGES).pluck();
  let othersThisTurn: number | null = null;
  const others = () => {
    if (othersThisTurn === null) {
      othersThisTurn = dataVersion.get() as number;
      setImmediate(() => (othersThisTurn = null));
    }
    return othersThisTurn;
  };
  return () => (sqlite.inTransaction ? null : `${others()} ${totalChanges.get() as number}`);
}

export function sqlitePath(databaseUrl: string): string {
  return databaseUrl.replace(/^sqlite:(\/\/)?/, '');
}

/** Opens connections with a 0.8 s limit (see openDatabase). */
class QuickConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: 800 });
  }
}

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): Database {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = sqlitePath(databaseUrl);
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const statements: Database['statements'] = options.countStatements ? { count: 0, log: null } : null;
    const sqlite = new SQLite(
      file,
      statements
        ? {
            verbose: (text) => {
              // The write mark's two reads are not a request's statements (see writeMark).
              if (text === DATA_VERSION || text === TOTAL_CHANGES) return;
              statements.count += 1;
              statements.log?.push({ sql: String(text), values: [] });
            },
          }
        : {},
    );
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // SQLite's lower() folds ASCII only; searches "without regard to case" must find "Ána" for "ÁNA".
    // PostgreSQL gets the same function from migration 0004.
    sqlite.function('fold_case', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v));
    const rollbacks = { count: 0 };
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, rollbacks) }) });
    return { db, dialect: 'sqlite', sqlite, pool: null, readPool: null, statements, rollbacks, writeMark: sqliteWriteMark(sqlite), close: () => db.destroy() };
  }
  // COUNT(*) and other int8 values come back as strings by default; ids here fit in a JS number.
  pg.types.setTypeParser(20, (v) => Number(v));
  // A request waits for a free pooled connection as long as it takes (as on SQLite); only opening
  // a connection is limited, so a busy server queues while a database that does not answer fails
  // within 0.8 s (a 503).
  // No JIT: a plan whose estimate is high (a table not yet analyzed after a bulk import) was
  // compiled on every execution, ~110 ms for the events list at 50 000 events (docs/performance.md).
  // random_page_cost 1.1 (PostgreSQL's default of 4 prices a page read from a spinning disk): a
  // parish's database fits in memory, and at 4 the planner hashed whole tables where a few index
  // lookups do (the song search on the read pool: ~757 → ~1 030 req/s, docs/performance.md).
  const settings = '-c jit=off -c random_page_cost=1.1';
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, Client: QuickConnectClient, options: settings });
  // The hot reads: generic plans (see readPool above), the same settings, no parallel workers (starting one
  // cost the events list 5 ms of its 6), and connections renewed every 5 minutes, so that a plan
  // made before the statistics knew the data (an empty or freshly imported table) does not stay.
  const readPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 6,
    Client: QuickConnectClient,
    options: `${settings} -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0`,
    maxLifetimeSeconds: 300,
  });
  const statements: Database['statements'] = options.countStatements ? { count: 0, log: null } : null;
  for (const p of [pool, readPool]) {
    // A dropped idle connection must not crash the process; the next query reconnects.
    p.on('error', () => {});
    // Nor one dropped while checked out between two queries (pg_terminate_backend in a transaction):
    // pg then emits 'error' on the client, which refuses further queries (a 503) and leaves the pool.
    p.on('connect', (client) => client.on('error', () => {}));
    // Every statement goes through some pooled client's query(): Kysely's, the prepared reads', BEGIN/COMMIT.
    if (statements) {
      p.on('connect', (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: typeof query }).query = (...args) => {
          statements.count += 1;
          if (statements.log) {
            const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
            statements.log.push(typeof first === 'string' ? { sql: first, values: second ?? [] } : { sql: first.text, values: first.values ?? [] });
          }
          return query(...args);
        };
      });
    }
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    await Promise.all([db.destroy(), readPool.end()]);
  };
  return { db, dialect: 'postgres', sqlite: null, pool, readPool, statements, rollbacks: { count: 0 }, writeMark: () => null, close };
}

const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error means the database cannot be reached (down, restarting, refusing connections,
 * our connection killed) rather than a failed query; the error handler answers 503 for these.
 * PostgreSQL ends the session with a FATAL error (57P01 terminated, 55000 not accepting
 * connections, 57P03 starting up); pg reports a lost socket or a connect timeout by message only.
 */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { code, severity } = err as Error & { code?: string; severity?: string };
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  // Socket errors carry the system call; a client's aborted HTTP request (also ECONNRESET) does not.
  if (code && ((NETWORK_ERRORS.has(code) && 'syscall' in err) || code.startsWith('08') || code.startsWith('57P'))) return true;
  return /^(Connection terminated|timeout expired$|Client has encountered a connection error)/.test(err.message);
}

/**
 * Kysely's SQLite driver prepares every query anew; with the same few hundred query shapes over
 * and over, keeping the prepared statements saves a fifth of each query's time. SQLite re-prepares
 * a kept statement by itself after a schema change. Reads hand their rows over through
 * `rowReader` (below), which is what Kysely's driver calls `all` on.
 */
function withStatementCache(sqlite: SQLite.Database, rollbacks: { count: number }) {
  const cache = new Map<string, KeptStatement>();
  const schema = schemaGeneration(sqlite);
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= 1000) cache.clear();
        const prepared = sqlite.prepare(sql);
        // Kysely's rollback of a transaction or savepoint ('rollback', 'rollback to …').
        const undoes = /^\s*rollback/i.test(sql);
        // A migration's schema change: rowReader reads its statements' columns again (see there).
        const changesSchema = /^\s*(create|alter|drop)\b/i.test(sql);
        // Kysely's driver uses reader, all and run; iterate (streaming) is not used by the app.
        statement = prepared.reader
          ? { reader: true, all: rowReader(prepared), run: (...args: unknown[]) => prepared.run(...args), iterate: () => { throw new Error('streaming is not supported'); } }
          : {
              reader: false,
              all: (...args: unknown[]) => prepared.all(...args),
              run: undoes
                ? (...args: unknown[]) => ((rollbacks.count += 1), prepared.run(...args))
                : changesSchema
                  ? (...args: unknown[]) => ((schema.n += 1), prepared.run(...args))
                  : (...args: unknown[]) => prepared.run(...args),
              iterate: (...args: unknown[]) => prepared.iterate(...args),
            };
        cache.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Per connection: schema changes run through Kysely so far (withStatementCache counts them, rowReader reads them). */
const schemaGenerations = new WeakMap<SQLite.Database, { n: number }>();
function schemaGeneration(sqlite: SQLite.Database): { n: number } {
  let generation = schemaGenerations.get(sqlite);
  if (!generation) schemaGenerations.set(sqlite, (generation = { n: 0 }));
  return generation;
}

interface KeptStatement {
  reader: boolean;
  all: (...args: unknown[]) => unknown[];
  run: (...args: unknown[]) => SQLite.RunResult;
  iterate: (...args: unknown[]) => IterableIterator<unknown>;
}

/**
 * A read's rows as plain objects, made in JavaScript from better-sqlite3's arrays (raw mode) by a
 * function written once per column list: `{ "id": r[0], "title": r[1], … }`. better-sqlite3
 * builds each row object through V8's C++ API, one property at a time, which cost ~3.5 µs a row
 * of 23 columns (a songs page of 50: 315 µs against 142 µs, docs/performance.md); objects made
 * from one literal also share a shape, so JSON.stringify of them is a third faster. Same keys,
 * order and values as better-sqlite3's objects: a repeated column name keeps its first place and
 * its last value. The column list is read again after a schema change run through Kysely on the
 * connection (a migration on a running app: a column dropped and another added keeps the width but
 * not the order), and whenever the width changed (a change made elsewhere).
 */
export function rowReader(statement: SQLite.Statement): (...args: unknown[]) => Record<string, unknown>[] {
  statement.raw(true);
  const schema = schemaGeneration(statement.database);
  let seen = -1;
  let width = -1;
  let make: (r: unknown[]) => Record<string, unknown> = () => ({});
  const refresh = () => {
    const names = statement.columns().map((c) => c.name);
    const last = new Map<string, number>();
    names.forEach((n, i) => last.set(n, i));
    width = names.length;
    seen = schema.n;
    make = new Function('r', `return {${[...last].map(([n, i]) => `${JSON.stringify(n)}: r[${i}]`).join(', ')}};`) as typeof make;
  };
  return (...args) => {
    const raw = statement.all(...args) as unknown[][];
    if (raw.length && (raw[0].length !== width || schema.n !== seen)) refresh();
    const rows = new Array<Record<string, unknown>>(raw.length);
    for (let i = 0; i < raw.length; i++) rows[i] = make(raw[i]);
    return rows;
  };
}
