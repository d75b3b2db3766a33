import type { Database } from './database.ts';

/**
 * Reads remembered until the database is next written to: on SQLite, the session statement's rows
 * (modules/auth/sessions.repository.ts), which every request would otherwise run again while
 * nothing changed. Each value is filed under the write mark it was read at (Database.writeMark),
 * and everything is dropped the moment the mark moves: a write by this process, or a commit by
 * another process on the same file (another app instance, the CLI). So nothing remembered is ever
 * older than the database, on any instance; the next write makes every read go to the database
 * again. On PostgreSQL there is no mark (another instance's write is seen only by asking), and
 * nothing is remembered. Off with the kept answers (KEPT_ANSWERS_MB=0). Why and what it buys:
 * docs/decisions.md "Kept answers", docs/performance.md.
 */
export class RememberedReads {
  private mark: string | null = null;
  private readonly values = new Map<string, unknown>();

  constructor(
    private readonly database: Database,
    private readonly enabled: boolean,
    /** Between two writes; past it nothing more is remembered until the next write empties the memory. */
    private readonly maxValues = 50_000,
  ) {}

  /**
   * The database's write mark now, forgetting what was read before it moved; null while nothing
   * may be remembered or used (PostgreSQL, a transaction open, off). `get` answers for this mark:
   * call it in the same synchronous stretch, with no await between.
   */
  now(): string | null {
    if (!this.enabled) return null;
    const mark = this.database.writeMark();
    if (mark !== this.mark) {
      this.values.clear();
      this.mark = mark;
    }
    return mark;
  }

  /** What was read under `key` at the mark `now()` just returned, if anything. */
  get<T>(key: string): T | undefined {
    return this.mark === null ? undefined : (this.values.get(key) as T | undefined);
  }

  /**
   * Remembers `value`, read at `mark` (a `now()` with no await between it and the read). Dropped
   * when the mark has moved since, which makes a read that an await separates from here safe.
   */
  set(mark: string | null, key: string, value: unknown): void {
    if (mark !== null && mark === this.mark && this.values.size < this.maxValues) this.values.set(key, value);
  }
}
