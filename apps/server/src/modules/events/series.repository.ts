import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, EventSeriesTable, EventsTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type SeriesRow = Selectable<EventSeriesTable>;

/** The SQL of event series (issue 23): the series rows, their occurrences and their invitees. */
export class SeriesRepository {
  async insert(db: Db, row: Insertable<EventSeriesTable>): Promise<number> {
    const { id } = await db.insertInto('event_series').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  find(db: Db, id: number): Promise<SeriesRow | undefined> {
    return db.selectFrom('event_series').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(db: Db, id: number, patch: Updateable<EventSeriesTable>): Promise<void> {
    await db.updateTable('event_series').set(patch).where('id', '=', id).execute();
  }

  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('event_series').where('id', '=', id).execute();
  }

  /**
   * Creates the occurrences on these dates that do not exist yet; a concurrent extension of the
   * same series is held out by the unique (series_id, series_date) index. Returns the new rows' ids.
   */
  async insertOccurrences(db: Db, rows: Insertable<EventsTable>[]): Promise<number[]> {
    if (!rows.length) return [];
    const made = await db
      .insertInto('events')
      .values(rows)
      .onConflict((oc) => oc.columns(['series_id', 'series_date']).doNothing())
      .returning('id')
      .execute();
    return made.map((r) => r.id);
  }

  /** The occurrences of a series, from a rule date on (all without one), in date order. */
  occurrences(db: Db, seriesId: number, fromSeriesDate?: string) {
    let q = db
      .selectFrom('events')
      .select(['id', 'date', 'time', 'series_date', 'header_image_stored', 'community_id', 'visibility', 'title', 'location', 'event_type', 'description'])
      .where('series_id', '=', seriesId);
    if (fromSeriesDate) q = q.where('series_date', '>=', fromSeriesDate);
    return q.orderBy('series_date').orderBy('id').execute();
  }

  /**
   * What the policy needs of each occurrence from a rule date on (all without one), read for
   * `viewer` (events.mapper.ts eventAccess): a scoped edit or deletion is checked on every date it
   * reaches (issue 53, #1).
   */
  occurrencesAccess(db: Db, seriesId: number, fromSeriesDate: string | undefined, viewer: number) {
    let q = db
      .selectFrom('events as e')
      .leftJoin('communities as c', 'c.id', 'e.community_id')
      .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').on('me.user_id', '=', viewer))
      .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').on('cu.user_id', '=', viewer))
      .select([
        'e.id',
        'e.visibility',
        'e.owner_id',
        'e.organizer_id',
        'e.community_id',
        'me.status as my_status',
        'cu.role as my_role',
        'c.allow_member_edits as community_allow_member_edits',
      ])
      .where('e.series_id', '=', seriesId);
    if (fromSeriesDate) q = q.where('e.series_date', '>=', fromSeriesDate);
    return q.orderBy('e.id').execute();
  }

  /** Moves the occurrences from a rule date on to another series (a split). */
  async moveOccurrences(db: Db, fromSeries: number, toSeries: number, fromSeriesDate: string): Promise<void> {
    await db.updateTable('events').set({ series_id: toSeries }).where('series_id', '=', fromSeries).where('series_date', '>=', fromSeriesDate).execute();
  }

  /** The series whose occurrences do not yet reach `horizon` and whose rule goes on past what exists. */
  async dueForExtension(db: Db, horizon: string): Promise<number[]> {
    const rows = await db
      .selectFrom('event_series')
      .select('id')
      .where('materialized_until', '<', horizon)
      .whereRef('materialized_until', '<', 'ends_on')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Members of a community to invite: all, or those whose voice part (community_users.voice_part)
   * is one of `parts`, compared without regard to case.
   */
  async members(db: Db, communityId: number, parts: string[] | null): Promise<number[]> {
    let q = db.selectFrom('community_users').select('user_id').where('community_id', '=', communityId);
    if (parts) {
      const wanted = parts.map((p) => p.trim().toLowerCase());
      q = q.where((eb) => eb(eb.fn('lower', ['voice_part']), 'in', wanted));
    }
    return (await q.orderBy('user_id').execute()).map((r) => r.user_id);
  }

  /** Records the invitees; returns those not invited to this series before (each is told once). */
  async addInvitees(db: Db, seriesId: number, userIds: number[], at: string): Promise<number[]> {
    if (!userIds.length) return [];
    const made = await db
      .insertInto('event_series_invitees')
      .values(userIds.map((user_id) => ({ series_id: seriesId, user_id, created_at: at })))
      .onConflict((oc) => oc.columns(['series_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    return made.map((r) => r.user_id);
  }

  async invitees(db: Db, seriesId: number): Promise<number[]> {
    const rows = await db.selectFrom('event_series_invitees').select('user_id').where('series_id', '=', seriesId).execute();
    return rows.map((r) => r.user_id);
  }

  async copyInvitees(db: Db, fromSeries: number, toSeries: number, at: string): Promise<void> {
    await this.addInvitees(db, toSeries, await this.invitees(db, fromSeries), at);
  }

  /** Puts these users on these events' lists as pending, leaving anyone already there as they are. */
  async addAttendees(db: Db, eventIds: number[], userIds: number[], at: string): Promise<void> {
    const rows = eventIds.flatMap((event_id) => userIds.map((user_id) => ({ event_id, user_id, status: 'pending' as const, created_at: at, updated_at: at })));
    // A few hundred rows per statement keeps within SQLite's and PostgreSQL's parameter limits.
    for (let i = 0; i < rows.length; i += 300) {
      await db.insertInto('event_attendees').values(rows.slice(i, i + 300)).onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing()).execute();
    }
  }

  /** E-mail addresses and names of verified users, for the invitation mail. */
  recipients(db: Db, userIds: number[]) {
    if (!userIds.length) return Promise.resolve([]);
    return db.selectFrom('users').select(['id', 'email', 'username', 'display_name']).where('id', 'in', userIds).where('email_verified', '=', 1).execute();
  }

  /** The occurrences in date order, by id. */
  datesOf(db: Db, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.selectFrom('events').select(['id', 'date']).where('id', 'in', ids).orderBy('date').execute();
  }

  /** The series' first occurrence on or after a date. */
  firstFrom(db: Db, seriesId: number, from: string) {
    return db.selectFrom('events').select(['id', 'date']).where('series_id', '=', seriesId).where('date', '>=', from).orderBy('date').limit(1).executeTakeFirst();
  }

  /** Sets fields on these occurrences. */
  async updateOccurrences(db: Db, ids: number[], patch: Updateable<EventsTable>): Promise<void> {
    if (ids.length) await db.updateTable('events').set(patch).where('id', 'in', ids).execute();
  }

  /** Deletes these occurrences with their attendee rows and setlists. */
  async deleteOccurrences(db: Db, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await db.deleteFrom('setlists').where('event_id', 'in', ids).execute();
    await db.deleteFrom('event_attendees').where('event_id', 'in', ids).execute();
    await db.deleteFrom('events').where('id', 'in', ids).execute();
  }

  /** How the organizer is named in invitation mails. */
  userName(db: Db, id: number) {
    return db.selectFrom('users').select(['display_name', 'username']).where('id', '=', id).executeTakeFirst();
  }
}
