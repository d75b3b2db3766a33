import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DataExportsTable, DB } from '../../db/schema.ts';

/** Where the ZIPs live in the file storage (disk or database, FILE_STORAGE). */
export const DATA_EXPORT_AREA = 'data-exports';

export type DataExportRow = Selectable<DataExportsTable>;

/**
 * The SQL of "Moji podatki" exports (issue 61): the request, the worker's claim and outcome (the
 * mail outbox's pattern: one statement claims, SKIP LOCKED on PostgreSQL, a lease, the outcome
 * written only while the claim holds), the cleanup, and the reads of everything the app keeps
 * about one user.
 */
export class DataExportRepository {
  private readonly db: Kysely<DB>;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  latest(userId: number): Promise<DataExportRow | undefined> {
    return this.db.selectFrom('data_exports').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
  }

  /** A new request replaces the user's earlier exports; their files are returned for removal after the commit. */
  async replace(trx: Transaction<DB>, userId: number, now: string): Promise<{ row: DataExportRow; oldFiles: string[] }> {
    const old = await trx.selectFrom('data_exports').select(['id', 'file_name']).where('user_id', '=', userId).execute();
    if (old.length) await trx.deleteFrom('data_exports').where('user_id', '=', userId).execute();
    const row = await trx
      .insertInto('data_exports')
      .values({ user_id: userId, state: 'pending', next_attempt_at: now, file_name: null, size: null, last_error: null, created_at: now, ready_at: null, expires_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, oldFiles: old.flatMap((o) => (o.file_name ? [o.file_name] : [])) };
  }

  /** Takes one due export (pending whose time has come, or working whose lease ran out) for this worker. */
  async claim(now: string, leaseUntil: string): Promise<DataExportRow | undefined> {
    let due = this.db
      .selectFrom('data_exports')
      .select('id')
      .where('state', 'in', ['pending', 'working'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1);
    if (this.database.dialect === 'postgres') due = due.forUpdate().skipLocked();
    return this.db
      .updateTable('data_exports')
      .set((eb) => ({ state: 'working', next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returningAll()
      .executeTakeFirst();
  }

  /** Records the outcome while this worker still holds the claim; false when it no longer does (or the account is gone). */
  async finish(executor: Kysely<DB>, claimed: { id: number; attempts: number }, patch: Partial<Omit<DataExportRow, 'id' | 'user_id'>>): Promise<boolean> {
    const r = await executor
      .updateTable('data_exports')
      .set(patch)
      .where('id', '=', claimed.id)
      .where('state', '=', 'working')
      .where('attempts', '=', claimed.attempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Ready exports past their 24 hours and failed ones older than `failedBefore`: deleted, their files returned. */
  async deleteExpired(now: string, failedBefore: string): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('data_exports')
      .where((eb) => eb.or([eb.and([eb('state', '=', 'ready'), eb('expires_at', '<=', now)]), eb.and([eb('state', '=', 'failed'), eb('created_at', '<', failedBefore)])]))
      .returning('file_name')
      .execute();
    return rows.flatMap((r) => (r.file_name ? [r.file_name] : []));
  }

  // ------------------------------------------------------------ what the app keeps about one user

  profile(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'display_name', 'role', 'profile_image', 'email_verified', 'is_approved', 'community_id', 'created_at', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  memberships(userId: number) {
    return this.db
      .selectFrom('community_users as cu')
      .innerJoin('communities as c', 'c.id', 'cu.community_id')
      .select(['cu.community_id', 'c.name as community_name', 'cu.role', 'cu.is_primary', 'cu.voice_part', 'cu.created_at as joined_at'])
      .where('cu.user_id', '=', userId)
      .orderBy('c.name')
      .execute();
  }

  attendances(userId: number) {
    return this.db
      .selectFrom('event_attendees as a')
      .innerJoin('events as e', 'e.id', 'a.event_id')
      .leftJoin('communities as c', 'c.id', 'e.community_id')
      .leftJoin('users as setter', 'setter.id', 'a.set_by_id')
      .select([
        'a.event_id',
        'e.title',
        'e.date',
        'e.time',
        'e.location',
        'c.name as community_name',
        'a.status',
        'a.set_by_id',
        'setter.username as set_by_username',
        'setter.display_name as set_by_display_name',
        'a.created_at',
        'a.updated_at',
      ])
      .where('a.user_id', '=', userId)
      .orderBy('e.date')
      .orderBy('e.id')
      .execute();
  }

  absences(userId: number) {
    return this.db.selectFrom('absences').select(['id', 'start_date', 'end_date', 'note', 'created_at']).where('user_id', '=', userId).orderBy('start_date').execute();
  }

  async reminders(userId: number) {
    const [setting, sent, feeds] = await Promise.all([
      this.db.selectFrom('reminder_settings').select(['hours', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
      this.db
        .selectFrom('reminders_sent as r')
        .innerJoin('events as e', 'e.id', 'r.event_id')
        .select(['r.event_id', 'e.title', 'r.event_start', 'r.state', 'r.claimed_at', 'r.sent_at'])
        .where('r.user_id', '=', userId)
        .orderBy('r.event_start')
        .execute(),
      this.db
        .selectFrom('calendar_feed_tokens as f')
        .leftJoin('communities as c', 'c.id', 'f.community_id')
        .select(['f.scope', 'f.community_id', 'c.name as community_name', 'f.created_at'])
        .where('f.user_id', '=', userId)
        .orderBy('f.id')
        .execute(),
    ]);
    return { setting, sent, feeds };
  }

  notifications(userId: number) {
    return this.db
      .selectFrom('notifications')
      .select(['id', 'type', 'content', 'reference_type', 'reference_id', 'is_read', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async postsAndComments(userId: number) {
    const [posts, comments] = await Promise.all([
      this.db
        .selectFrom('posts as p')
        .innerJoin('communities as c', 'c.id', 'p.community_id')
        .select(['p.id', 'p.community_id', 'c.name as community_name', 'p.title', 'p.content', 'p.created_at', 'p.updated_at'])
        .where('p.user_id', '=', userId)
        .orderBy('p.created_at')
        .execute(),
      this.db
        .selectFrom('comments as k')
        .innerJoin('posts as p', 'p.id', 'k.post_id')
        .innerJoin('communities as c', 'c.id', 'p.community_id')
        .select(['k.id', 'k.post_id', 'p.title as post_title', 'c.name as community_name', 'k.content', 'k.created_at'])
        .where('k.user_id', '=', userId)
        .orderBy('k.created_at')
        .execute(),
    ]);
    return { posts, comments };
  }

  songs(userId: number) {
    return this.db
      .selectFrom('songs')
      .select(['id', 'title', 'composer', 'key', 'tempo', 'lyrics', 'notes', 'category', 'chord_notation', 'part_file_name', 'part_file_stored', 'part_file_type', 'part_file_size', 'created_at', 'updated_at'])
      .where('owner_type', '=', 'user')
      .where('owner_id', '=', userId)
      .orderBy('title_sort')
      .execute();
  }

  sessions(userId: number) {
    return this.db.selectFrom('sessions').select(['created_at', 'last_seen_at', 'user_agent']).where('user_id', '=', userId).orderBy('created_at').execute();
  }
}
