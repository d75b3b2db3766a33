import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, EventAttendeesTable, EventsTable } from '../../db/schema.ts';
import { eventVisibleWalks } from '../../event-visibility.sql.ts';

/**
 * An event row as every read returns it: with its community, owner, setlist link, the viewer's
 * own attendance and role in the community, and the attendee count, all in one statement.
 */
export type EventRow = Selectable<EventsTable> & {
  community_name: string | null;
  community_allow_member_edits: number | null;
  community_event_types: string | null;
  community_voice_part_minimums: string | null;
  owner_username: string;
  owner_display_name: string | null;
  setlist_id: number | null;
  my_status: EventAttendeesTable['status'] | null;
  my_role: string | null;
  attendee_count: number;
};

export type AttendeeRow = {
  user_id: number;
  username: string;
  display_name: string | null;
  profile_image: string | null;
  status: EventAttendeesTable['status'];
  set_by_id: number | null;
  set_by_name: string | null;
  voice_part: string | null;
};

export interface EventListFilter {
  viewerId: number;
  /** Global admins see every event. */
  all: boolean;
  from?: string;
  to?: string;
  communityId?: number;
  eventType?: string;
  descending: boolean;
  limit: number;
  offset: number;
}

type Db = Kysely<DB> | Transaction<DB>;
type AttendeeStatus = EventAttendeesTable['status'];

/** What the policy needs of an event read for its viewer (events.mapper.ts eventAccess). */
export type EventAccessRow = Pick<EventRow, 'visibility' | 'owner_id' | 'organizer_id' | 'my_status' | 'community_id' | 'my_role' | 'community_allow_member_edits'>;

/** The event with its community, owner, setlist, the viewer's attendance (`me`) and membership (`cu`); `viewer` is the caller's user id. */
function eventJoins(db: Kysely<DB>, viewer: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('users as o', 'o.id', 'e.owner_id')
    .leftJoin('communities as c', 'c.id', 'e.community_id')
    .leftJoin('setlists as s', 's.event_id', 'e.id')
    .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').on('me.user_id', '=', viewer))
    .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').on('cu.user_id', '=', viewer));
}

const attendeeCount = sql<number>`(select count(*) from event_attendees a where a.event_id = e.id)`;

/** The joined select the by-id reads use: every column of EventRow. */
function eventSelect(db: Kysely<DB>, viewer: number) {
  return eventJoins(db, viewer)
    .selectAll('e')
    .select([
      'c.name as community_name',
      'c.allow_member_edits as community_allow_member_edits',
      'c.supported_event_types as community_event_types',
      'c.voice_part_minimums as community_voice_part_minimums',
      'o.username as owner_username',
      'o.display_name as owner_display_name',
      's.id as setlist_id',
      'me.status as my_status',
      'cu.role as my_role',
      attendeeCount.as('attendee_count'),
    ]);
}

/**
 * The ids of one page of the events a viewer may see (policy.ts eventVisibleTo), in the list's
 * order: a union of index range scans, public events, their own, those they organize, those they
 * are on the list of, and the community events of their communities, each walked in date order
 * through its index and cut at the page's end, so a page reads at most five pages of rows however
 * many events there are. A global admin's page is one walk of events_date.
 */
function pageIds(f: EventListFilter) {
  const dir = sql.raw(f.descending ? 'desc' : 'asc');
  const reach = f.offset + f.limit + 1;
  const filters = sql`e.date >= ${f.from ?? '0000-01-01'} and e.date <= ${f.to ?? '9999-12-31'}${f.communityId ? sql` and e.community_id = ${f.communityId}` : sql``}${f.eventType ? sql` and e.event_type = ${f.eventType}` : sql``}`;
  const ways: [RawBuilder<unknown>, RawBuilder<unknown>][] = f.all ? [[sql`events e`, sql`1 = 1`]] : eventVisibleWalks(f.viewerId);
  // Each walk in a subquery of its own: SQLite allows ORDER BY and LIMIT only there in a union.
  const walks = ways.map(
    ([from, where], i) =>
      sql`select * from (select e.id, e.date, e.time from ${from} where ${where} and ${filters} order by e.date ${dir}, e.time ${dir}, e.id ${dir} limit ${reach}) ${sql.raw(`w${i}`)}`,
  );
  return sql<number>`select v.id from (${sql.join(walks, sql` union `)}) v order by v.date ${dir}, v.time ${dir}, v.id ${dir} limit ${f.limit + 1} offset ${f.offset}`;
}

export class EventsRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  findForViewer(id: number, viewer: number): Promise<EventRow | undefined> {
    return eventSelect(this.db, viewer).where('e.id', '=', id).executeTakeFirst();
  }

  /** The event and its attendee list. */
  async findWithAttendees(id: number, viewer: number): Promise<{ row: EventRow; attendees: AttendeeRow[] } | undefined> {
    const row = await this.findForViewer(id, viewer);
    return row && { row, attendees: await this.attendees(id, row.community_id) };
  }

  /**
   * The event's attendee list, in the order it was made: who set a status for someone else
   * (issue 23) and each attendee's voice part in the event's community.
   */
  attendees(eventId: number, communityId: number | null): Promise<AttendeeRow[]> {
    return this.db
      .selectFrom('event_attendees as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as sb', 'sb.id', 'a.set_by_id')
      .leftJoin('community_users as vp', (j) => j.onRef('vp.user_id', '=', 'a.user_id').on('vp.community_id', '=', communityId))
      .select(['a.user_id', 'u.username', 'u.display_name', 'u.profile_image', 'a.status', 'a.set_by_id', 'vp.voice_part'])
      .select(sql<string | null>`coalesce(sb.display_name, sb.username)`.as('set_by_name'))
      .where('a.event_id', '=', eventId)
      .orderBy('a.created_at')
      .orderBy('a.user_id')
      .execute();
  }

  /**
   * One page of the events the viewer may see (pageIds), one row more than asked: the caller
   * learns from it whether another page follows.
   */
  list(f: EventListFilter): Promise<EventRow[]> {
    const dir = f.descending ? 'desc' : 'asc';
    return eventSelect(this.db, f.viewerId)
      .where(sql<SqlBool>`e.id in (${pageIds(f)})`)
      .orderBy('e.date', dir)
      .orderBy('e.time', dir)
      .orderBy('e.id', dir)
      .execute();
  }

  async insert(db: Db, row: Insertable<EventsTable>): Promise<number> {
    const { id } = await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(db: Db, id: number, patch: Updateable<EventsTable>): Promise<void> {
    await db.updateTable('events').set(patch).where('id', '=', id).execute();
  }

  /** Deletes the event with its attendee rows and setlist. */
  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('setlists').where('event_id', '=', id).execute();
    await db.deleteFrom('event_attendees').where('event_id', '=', id).execute();
    await db.deleteFrom('events').where('id', '=', id).execute();
  }

  /** Drops the setlists of these events (they moved to another community, whose songs they cannot hold). */
  async deleteSetlists(db: Db, eventIds: number[]): Promise<void> {
    if (eventIds.length) await db.deleteFrom('setlists').where('event_id', 'in', eventIds).execute();
  }

  /** Attendees of an event among these users (to skip those already on the list). */
  /** Everyone on the list of any of these events, once. */
  async attendeeIdsOf(eventIds: number[]): Promise<number[]> {
    if (!eventIds.length) return [];
    const rows = await this.db.selectFrom('event_attendees').select('user_id').distinct().where('event_id', 'in', eventIds).execute();
    return rows.map((r) => r.user_id);
  }

  async attendeeIds(eventId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', eventId).execute();
    return rows.map((r) => r.user_id);
  }

  async insertAttendees(db: Db, rows: Insertable<EventAttendeesTable>[]): Promise<void> {
    if (rows.length) await db.insertInto('event_attendees').values(rows).execute();
  }

  /**
   * Sets the user's status, creating their row when there is none, and answers the event's
   * attendee list as it is then. `setBy` is the leader who set it for them (issue 23); null when
   * they answer themselves, which clears a leader's mark.
   */
  async setStatusListed(event: { id: number; community_id: number | null }, userId: number, status: AttendeeStatus, at: string, setBy: number | null = null): Promise<AttendeeRow[]> {
    const eventId = event.id;
    await this.db
      .insertInto('event_attendees')
      .values({ event_id: eventId, user_id: userId, status, created_at: at, updated_at: at, set_by_id: setBy })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ status, updated_at: at, set_by_id: setBy }))
      .execute();
    return this.attendees(eventId, event.community_id);
  }

  /** One attendee's row, or undefined when they are not on the list. */
  attendeeStatus(eventId: number, userId: number) {
    return this.db
      .selectFrom('event_attendees')
      .select(['status', 'set_by_id'])
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Deletes the rows of attendees who may no longer be on this event's list: the event has a
   * community and they are neither its members nor global admins nor the owner or organizer
   * (policy.ts attendeeAllowed, in SQL). Returns who was taken off.
   */
  async removeIneligibleAttendees(db: Db, eventId: number): Promise<{ user_id: number; username: string; display_name: string | null }[]> {
    const event = await db.selectFrom('events').select(['community_id', 'owner_id', 'organizer_id']).where('id', '=', eventId).executeTakeFirst();
    if (!event || event.community_id === null) return [];
    const gone = await db
      .selectFrom('event_attendees as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('community_users as cu', (j) => j.onRef('cu.user_id', '=', 'a.user_id').on('cu.community_id', '=', event.community_id!))
      .select(['a.user_id', 'u.username', 'u.display_name'])
      .where('a.event_id', '=', eventId)
      .where('cu.user_id', 'is', null)
      .where('u.role', 'not in', ['global_admin', 'admin'])
      .where('a.user_id', 'not in', [event.owner_id, event.organizer_id])
      .execute();
    if (gone.length) {
      await db.deleteFrom('event_attendees').where('event_id', '=', eventId).where('user_id', 'in', gone.map((g) => g.user_id)).execute();
    }
    return gone;
  }

  async removeAttendee(eventId: number, userId: number): Promise<boolean> {
    const r = await this.db.deleteFrom('event_attendees').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /**
   * Attendee candidates: members of the community (or users without any community), minus those
   * already on the event's list, searched by username or display name without regard to case.
   */
  candidates(opts: { communityId: number | null; excludeEventId?: number; search?: string; limit: number }) {
    let q = this.db.selectFrom('users as u').select(['u.id', 'u.username', 'u.display_name', 'u.profile_image']);
    if (opts.communityId) {
      q = q.innerJoin('community_users as cu', 'cu.user_id', 'u.id').where('cu.community_id', '=', opts.communityId);
    } else {
      q = q.where('u.community_id', 'is', null);
    }
    if (opts.excludeEventId) {
      const on = this.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', opts.excludeEventId);
      q = q.where('u.id', 'not in', on);
    }
    if (opts.search) {
      const like = `%${opts.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`fold_case(u.username)`, 'like', sql`${like} escape '\\'`),
          eb(sql`fold_case(coalesce(u.display_name, ''))`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    }
    return q.orderBy(sql`fold_case(coalesce(u.display_name, u.username))`).limit(opts.limit).execute();
  }

  /** Which of these users may be added: members of the community, or users without one. */
  async eligibleUserIds(userIds: number[], communityId: number | null): Promise<number[]> {
    let q = this.db.selectFrom('users as u').select('u.id').where('u.id', 'in', userIds);
    q = communityId
      ? q.where('u.id', 'in', this.db.selectFrom('community_users').select('user_id').where('community_id', '=', communityId))
      : q.where('u.community_id', 'is', null);
    return (await q.execute()).map((r) => r.id);
  }
}
