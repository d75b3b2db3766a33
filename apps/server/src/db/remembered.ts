import { setTimeout as delay } from 'node:timers/promises';
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
 * running ids when it ends, so two equal snapshots see the same rows: no commit came between
 * them, on any connection; and between two marks the ids that ended are exactly the transactions
 * whose writes the later one sees and the earlier did not (committedBetween). Read in a statement
 * beside its rows, it is the mark those rows were read at. Transaction ids are the server's, not
 * the database's: a write to another database on the same PostgreSQL moves it too, and what is
 * held is read again (never wrong, only less spared).
 */
const MARK = 'pg_current_snapshot()::text';

/** A column with the write mark a statement's rows are read at: PostgreSQL's (MARK); null on SQLite, whose mark is read apart (Database.writeMark). */
export const markColumn = (dialect: Dialect): RawBuilder<string | null> => (dialect === 'postgres' ? sql<string>`${sql.raw(MARK)}` : sql<null>`null`);

/**
 * PostgreSQL: a write's transaction id, as text, which a write whose reach is known returns as
 * `xid` (db/prepared.ts preparedWrite); with it, one that may have moved the world's version (an
 * attendee added, not a status changed) returns `moved_world` true.
 */
export const writeIdColumn = sql<string>`pg_current_xact_id()::text`;

/** What an own write's statement returns (writeIdColumn). */
type OwnWriteRow = { xid?: string; moved_world?: boolean };

/** A PostgreSQL mark read apart: the snapshot's bounds and its running ids. */
interface Snapshot {
  xmin: number;
  xmax: number;
  running: Set<number>;
}

function parseMark(mark: string): Snapshot {
  const [xmin, xmax, running] = mark.split(':');
  return { xmin: Number(xmin), xmax: Number(xmax), running: new Set(running ? running.split(',').map(Number) : []) };
}

/** How long a mark statement waits at most for this instance's writes out when it was sent (their ids). */
const WAIT_FOR_WRITES_MS = 20;

/** Transactions ended between two marks that are looked at one by one at most; past it, everything is forgotten. */
const MAX_BETWEEN = 1000;

/**
 * The transactions whose writes `b` sees and `a` does not: those running at `a` or begun after it
 * that have ended by `b` (committed, or rolled back: either way told apart by nothing but their
 * id). Null when `b` does not see everything `a` sees (an older snapshot, or one taken beside it),
 * or when more than MAX_BETWEEN ids came between.
 */
export function committedBetween(a: Snapshot, b: Snapshot): number[] | null {
  if (b.xmax < a.xmax || b.xmax - a.xmax > MAX_BETWEEN) return null;
  for (const id of b.running) if (id < a.xmax && !a.running.has(id)) return null;
  const ended: number[] = [];
  for (const id of a.running) if (!b.running.has(id)) ended.push(id);
  for (let id = a.xmax; id < b.xmax; id++) if (!b.running.has(id)) ended.push(id);
  return ended;
}

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
 * arrived found the database at that snapshot, or at a later one whose every write between was
 * one of this instance's whose reach is known and did not reach the value (confirmed: one
 * statement for every request of a turn of the event loop, where each would otherwise read its
 * session).
 * Off with the kept answers (KEPT_ANSWERS_MB=0). Why and what it buys: docs/decisions.md "Kept
 * answers", docs/performance.md.
 */
export class RememberedReads {
  private mark: string | null = null;
  private readonly kinds: RememberedKind<unknown, unknown>[] = [];
  private world: SQLite.Statement | null = null;
  /** PostgreSQL: the database's mark, asked once for every confirmed() of a turn. */
  private readonly snapshots: DataLoader<string, string> | null;
  /** PostgreSQL: the held mark read apart, when it has been needed. */
  private parsed: Snapshot | null = null;
  /** PostgreSQL: this instance's writes whose reach is known (null: everything), by transaction id, until the held mark sees them (ownWrite). */
  private readonly own = new Map<number, WriteReach | null>();
  /** PostgreSQL: those writes sent and not yet come back, whose ids are not known yet. */
  private readonly writing = new Set<Promise<unknown>>();

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
            const writing = [...this.writing];
            const { rows } = await pool.query<{ mark: string }>({ name: 'remembered-mark', text: `select ${MARK} as mark` });
            const now = rows[0].mark;
            // A write of this instance may have ended before the mark was read and not come back
            // yet (a click every millisecond or two: most marks): it is waited for, briefly, rather
            // than taken for another's, which would forget everything.
            if (writing.length && this.endedUnknown(now)) await Promise.race([Promise.allSettled(writing), delay(WAIT_FOR_WRITES_MS, undefined, { ref: false })]);
            return calls.map(() => now);
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
   * used (a transaction open on SQLite, off). A kind's `get` answers for this mark: ask it through
   * `confirmed(mark, get)` in the same synchronous stretch, with no await between.
   */
  now(): string | null {
    if (!this.enabled) return null;
    if (this.snapshots) return this.mark;
    const mark = this.database.writeMark();
    if (mark !== this.mark) this.forgetAll(mark);
    return mark;
  }

  /**
   * The value `get` finds at `mark` (now(), with no await between), if it may answer a request that
   * arrived before this call. On SQLite at once: the mark was just read. On PostgreSQL once the
   * database has been asked for its mark (one statement for every call of the turn): if it moved,
   * the held mark is moved there (advanceTo), which forgets what the writes between reached, or
   * everything; `get` is then asked again.
   */
  confirmed<T>(mark: string | null, get: () => T | undefined): T | undefined | Promise<T | undefined> {
    if (mark === null) return undefined;
    const known = get();
    if (known === undefined || !this.snapshots) return known;
    return this.snapshots.load(mark).then((now) => {
      this.advanceTo(now);
      return get();
    });
  }

  /**
   * The mark to file a read's values under: on SQLite `before` (now() before the read); on
   * PostgreSQL the mark its statement ran with (markColumn), which the held mark advances to. Not
   * filed (the mark returned is not held, which set() refuses): a read at a mark older than the
   * one held, whose rows may have been written since; and, while writes of this instance are
   * out, one at a mark that sees a transaction ended that is not known yet (likely such a write:
   * the next confirmation waits for them, where advancing would forget everything).
   */
  readAt(before: string | null, read: string | null): string | null {
    if (!this.snapshots || read === null) return before;
    if (!(this.writing.size && this.endedUnknown(read))) this.advanceTo(read);
    return read;
  }

  /**
   * PostgreSQL: makes what is held right at `next`, a mark of the database now or of a
   * statement's rows. Held at a mark that sees all `next` sees, it already is. Otherwise the held
   * mark moves to `next`, and what is held stays where every transaction that ended between the
   * two was a write of this instance whose reach is known (ownWrite) and did not move the world's
   * version: then only what those writes reached is forgotten, as writeWithin does on SQLite.
   * Otherwise (another instance's write, a write of this one whose reach is not known, an
   * unrelated mark) everything is forgotten.
   */
  private advanceTo(next: string): void {
    if (next === this.mark) return;
    const b = parseMark(next);
    const a = this.mark === null ? null : this.held();
    if (a && committedBetween(b, a) !== null) return;
    const ended = a && committedBetween(a, b);
    if (ended === null || ended.some((id) => !this.own.get(id))) {
      this.forgetAll(next);
    } else {
      for (const id of ended) this.forgetReach(this.own.get(id)!);
      this.mark = next;
    }
    this.parsed = b;
    // What the new mark sees never ends between it and a later one.
    for (const id of this.own.keys()) if (id < b.xmax && !b.running.has(id)) this.own.delete(id);
  }

  /** Whether a transaction ended between the held mark and `next` that is not a known write of this instance. */
  private endedUnknown(next: string): boolean {
    if (this.mark === null || next === this.mark) return false;
    const ended = committedBetween(this.held(), parseMark(next));
    return ended !== null && ended.some((id) => !this.own.has(id));
  }

  private held(): Snapshot {
    this.parsed ??= parseMark(this.mark!);
    return this.parsed;
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
   * (PostgreSQL: see ownWrite(); remembering off; a transaction open on the connection, whose rows
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
    this.forgetReach(reach);
    this.mark = after;
    return true;
  }

  /**
   * PostgreSQL: runs a write of this instance whose reach is known, whose statement returns its
   * transaction's id as `xid` (writeIdColumn): what it reached is forgotten when it comes back,
   * and a later mark that sees it forgets only that again (advanceTo: what was read meanwhile at
   * an earlier mark); everything, both times, when it says it moved the world's version
   * (`moved_world`). Until it has come back, a mark statement that finds an unknown
   * transaction ended waits for it. Bounded: past 10 000 ids held, they are dropped, and a mark
   * that sees one forgets everything.
   */
  async ownWrite<R extends { rows: OwnWriteRow[] }>(write: Promise<R>, known: WriteReach): Promise<R> {
    if (!this.snapshots) return write;
    this.writing.add(write);
    try {
      const result = await write;
      const row = result.rows[0];
      const reach = row?.moved_world ? null : known;
      // Forgotten at once too, as on SQLite: the next reads of what it reached go to the database
      // without first asking for the mark.
      if (reach) this.forgetReach(reach);
      else if (this.mark !== null) this.forgetAll(this.mark);
      if (row?.xid !== undefined) {
        if (this.own.size >= 10_000) this.own.clear();
        this.own.set(Number(row.xid), reach);
      }
      return result;
    } finally {
      this.writing.delete(write);
    }
  }

  private forgetReach(reach: WriteReach): void {
    for (const kind of this.kinds) for (const id of reach[kind.filedUnder] ?? []) kind.forget(id);
  }

  private forgetAll(mark: string | null): void {
    for (const kind of this.kinds) kind.clear();
    this.mark = mark;
    this.parsed = null;
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
