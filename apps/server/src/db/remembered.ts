import type SQLite from 'better-sqlite3';
import DataLoader from 'dataloader';
import { sql, type RawBuilder } from 'kysely';
import type { Database, Dialect } from './database.ts';

/**
 * What a write can have changed besides the world's version (migration 0016): rows of these users
 * and events, their kept answers' versions included. An attendance click reaches its attendee and
 * its event; a notice its reader.
 */
export type WriteReach = { users?: readonly number[]; events?: readonly number[] };

const WORLD = "select n from answer_versions where scope = 'world' and id = 0";

/**
 * PostgreSQL's write mark: the snapshot a statement reads with, as text (`xmin:xmax:running`).
 * Every transaction that writes takes an id, which moves `xmax` when it is given and leaves the
 * running ids when it ends, so two equal snapshots see the same rows: no commit came between them,
 * on any connection. Read in a statement beside its rows, it is the mark those rows were read at.
 * Transaction ids are the server's, not the database's: a write to another database on the same
 * PostgreSQL moves it too, and what is held is read again (never wrong, only less spared).
 */
const SNAPSHOT = 'pg_current_snapshot()::text';

/** A column with the write mark a statement's rows are read at: PostgreSQL's snapshot; null on SQLite, whose mark is read apart (Database.writeMark). */
export const markColumn = (dialect: Dialect): RawBuilder<string | null> => (dialect === 'postgres' ? sql<string>`${sql.raw(SNAPSHOT)}` : sql<null>`null`);

/**
 * Reads remembered until the database is next written to: the session statement's rows
 * (modules/auth/sessions.repository.ts), which every request would otherwise run again while
 * nothing changed. Each value is filed under the write mark it was read at (Database.writeMark),
 * and everything is dropped the moment the mark moves: a write by this process, or a commit by
 * another process on the same file (another app instance, the CLI). So nothing remembered is ever
 * older than the database, on any instance; the next write makes every read go to the database
 * again. One exception, the writes whose reach is known (writeWithin): the attendance click, the
 * most frequent write, forgets only what is filed under its attendee and its event. On PostgreSQL
 * another instance's write is seen only by asking: the mark is the snapshot a read's statement ran
 * with (markColumn), and a remembered value is used only once a statement sent after the request
 * arrived found the database at the very snapshot it was read at (confirm: one statement for
 * every request of a turn of the event loop, where each would otherwise read its session).
 * Off with the kept answers (KEPT_ANSWERS_MB=0). Why and what it buys: docs/decisions.md "Kept
 * answers", docs/performance.md.
 */
export class RememberedReads {
  private mark: string | null = null;
  private readonly kinds: RememberedKind<unknown, unknown>[] = [];
  private world: SQLite.Statement | null = null;
  /** PostgreSQL: the database's snapshot, asked once for every confirm() of a turn. */
  private readonly snapshots: DataLoader<string, string> | null;

  constructor(
    private readonly database: Database,
    private readonly enabled: boolean,
    /** Values held at most, of every kind; past it everything is forgotten and remembering starts over. */
    private readonly maxValues = 50_000,
  ) {
    const pool = enabled ? database.readPool : null;
    // Sent when the turn's I/O has been handled (setImmediate, as db/prepared.ts batchedRow): after
    // every request it answers for had arrived, so it sees every write committed before them.
    this.snapshots = pool
      ? new DataLoader<string, string>(
          async (calls) => {
            const { rows } = await pool.query<{ mark: string }>({ name: 'remembered-mark', text: `select ${SNAPSHOT} as mark` });
            return calls.map(() => rows[0].mark);
          },
          { cache: false, batchScheduleFn: (run) => setImmediate(run) },
        )
      : null;
  }

  /**
   * A kind of value to remember, in a Map of its own keyed as the kind needs (a number, or a
   * string the caller has: no key built and hashed on every use, ~3 % of a kept event page's CPU
   * when one Map held every kind under built strings), each value filed under one of its users'
   * or events' ids, which a write reaching that user or event forgets (writeWithin).
   */
  kind<K, V>(filedUnder: keyof WriteReach): RememberedKind<K, V> {
    const kind = new RememberedKind<K, V>(this, filedUnder);
    this.kinds.push(kind as RememberedKind<unknown, unknown>);
    return kind;
  }

  /**
   * On SQLite the database's write mark now, forgetting what was read before it moved; on
   * PostgreSQL the mark of what is held, not yet confirmed; null while nothing may be remembered or
   * used (a transaction open on SQLite, off). A kind's `get` answers for this mark: call it in the
   * same synchronous stretch, with no await between, and use what it gave only if `confirm(mark)`
   * says so.
   */
  now(): string | null {
    if (!this.enabled) return null;
    if (this.snapshots) return this.mark;
    const mark = this.database.writeMark();
    if (mark !== this.mark) this.forgetAll(mark);
    return mark;
  }

  /**
   * Whether the values `get` gave at `mark` (now()) may answer a request that arrived before this
   * call. On SQLite at once: the mark was just read. On PostgreSQL the database is asked for its
   * snapshot (one statement for every call of the turn); a snapshot other than `mark` means a
   * commit came since, and everything held is forgotten.
   */
  confirm(mark: string | null): boolean | Promise<boolean> {
    if (mark === null) return false;
    if (!this.snapshots) return true;
    return this.snapshots.load(mark).then((now) => {
      if (now !== this.mark) this.forgetAll(now);
      return now === mark;
    });
  }

  /**
   * The mark to file a read's values under: on SQLite `before` (now() before the read); on
   * PostgreSQL the snapshot its statement ran with (markColumn), which becomes the held mark,
   * forgetting what was read at another.
   */
  readAt(before: string | null, read: string | null): string | null {
    if (!this.snapshots || read === null) return before;
    if (read !== this.mark) this.forgetAll(read);
    return read;
  }

  /** Whether something may be used now (a mark is held: see now()). */
  get holding(): boolean {
    return this.mark !== null;
  }

  /**
   * Whether a value read at `mark` (a `now()` with no await between it and the read) may be
   * remembered: not once the mark has moved since, which makes a read that an await separates from
   * its filing safe. Makes room when the bound is reached.
   */
  accepts(mark: string | null): boolean {
    if (mark === null || mark !== this.mark) return false;
    let held = 0;
    for (const kind of this.kinds) held += kind.size;
    if (held >= this.maxValues) this.forgetAll(mark);
    return true;
  }

  /**
   * Runs `write` (one statement on SQLite's connection, run there and then) and forgets only what
   * is filed under the users and events of `reach`, keeping the rest: between one member's
   * attendance click and the next, every other member's session rows stay remembered, where any
   * write used to forget them all (under a parish's load a click every few milliseconds left
   * nothing remembered; docs/performance-history.md, twentieth session). `reach` must name every user and
   * event whose versioned or uncounted rows the statement writes (a status: its attendee's and its
   * event's versions; a notice: its reader's unread count); whatever else it writes moves the
   * world's version (migration 0016), which is read before and after it in the same synchronous
   * stretch: a moved world (an attendee added, not a status changed) forgets everything, as does
   * a mark that had already moved. Returns false without running `write` where this cannot be done
   * (PostgreSQL: see written(); remembering off; a transaction open on the connection, whose rows
   * may yet be undone): the caller then writes the usual way.
   */
  writeWithin(reach: WriteReach, write: (sqlite: SQLite.Database) => void): boolean {
    const sqlite = this.database.sqlite;
    if (!this.enabled || !sqlite || sqlite.inTransaction) return false;
    this.now();
    this.world ??= sqlite.prepare(WORLD).pluck();
    const world = this.world.get();
    write(sqlite);
    const after = this.database.writeMark();
    if (after === null || this.world.get() !== world) {
      this.forgetAll(after);
      return true;
    }
    for (const kind of this.kinds) for (const id of reach[kind.filedUnder] ?? []) kind.forget(id);
    this.mark = after;
    return true;
  }

  /**
   * PostgreSQL: a write of this instance is about to run, which will move the mark. What is held is
   * forgotten now, so that the next reads go to the database at once instead of first asking for a
   * mark that has moved (db/prepared.ts preparedWrite, for the writes whose reach is known; any
   * other write is found by the next confirm).
   */
  written(): void {
    if (this.snapshots) this.forgetAll(null);
  }

  private forgetAll(mark: string | null): void {
    for (const kind of this.kinds) kind.clear();
    this.mark = mark;
  }
}

/** One kind of remembered value (RememberedReads.kind). */
export class RememberedKind<K, V> {
  private readonly values = new Map<K, V>();
  /** The keys filed under each user's or event's id. */
  private readonly filed = new Map<number, K[]>();

  constructor(
    private readonly reads: RememberedReads,
    readonly filedUnder: keyof WriteReach,
  ) {}

  get size(): number {
    return this.values.size;
  }

  /** What was read under `key` at the mark `now()` just returned, if anything. */
  get(key: K): V | undefined {
    return this.reads.holding ? this.values.get(key) : undefined;
  }

  /**
   * Remembers `value`, read at `mark` (see RememberedReads.accepts), filed under `id`, one of the
   * kind's users or events: a write reaching it forgets it.
   */
  set(mark: string | null, key: K, value: V, id: number): void {
    if (!this.reads.accepts(mark)) return;
    if (!this.values.has(key)) {
      const keys = this.filed.get(id);
      if (keys) keys.push(key);
      else this.filed.set(id, [key]);
    }
    this.values.set(key, value);
  }

  /** Forgets what is filed under `id`. */
  forget(id: number): void {
    for (const key of this.filed.get(id) ?? []) this.values.delete(key);
    this.filed.delete(id);
  }

  clear(): void {
    this.values.clear();
    this.filed.clear();
  }
}
