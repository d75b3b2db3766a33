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
  /** The PostgreSQL pool; null on SQLite. */
  pool: pg.Pool | null;
  /**
   * Statements run so far, when opened with countStatements: tests hold requests to a budget (no
   * per-row queries). While `log` is an array, each statement's text and values are appended to it
   * (test/api/query-plans.test.ts explains the plans of the hot reads).
   */
  statements: { count: number; log: { sql: string; values: unknown[] }[] | null } | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  countStatements?: boolean;
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
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', sqlite, pool: null, statements, close: () => db.destroy() };
  }
  // COUNT(*) and other int8 values come back as strings by default; ids here fit in a JS number.
  pg.types.setTypeParser(20, (v) => Number(v));
  // A request waits for a free pooled connection as long as it takes (as on SQLite); only opening
  // a connection is limited, so a busy server queues while a database that does not answer fails
  // within 0.8 s (a 503).
  // No JIT: a plan whose estimate is high (a table not yet analyzed after a bulk import) was
  // compiled on every execution. random_page_cost 1.1: a parish's database fits in memory, and
  // at PostgreSQL's default of 4 (a spinning disk) the planner hashed whole tables where a few
  // index lookups do.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, Client: QuickConnectClient, options: '-c jit=off -c random_page_cost=1.1' });
  const statements: Database['statements'] = options.countStatements ? { count: 0, log: null } : null;
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one dropped while checked out between two queries (pg_terminate_backend in a transaction):
  // pg then emits 'error' on the client, which refuses further queries (a 503) and leaves the pool.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (statements) {
    pool.on('connect', (client) => {
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
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', sqlite: null, pool, statements, close: () => db.destroy() };
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
