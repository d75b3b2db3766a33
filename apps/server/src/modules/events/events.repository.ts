import { sql, type Expression, type Insertable, type RawBuilder, type Kysely, type QueryCreator, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { jsonArrayOfRows, jsonBool, jsonObject } from '../../db/json.ts';
import { batchedRow, idList, inIdList, literal, param, preparedRead, preparedWrite } from '../../db/prepared.ts';
import { writeIdColumn, type RememberedReads } from '../../db/remembered.ts';
import type { DB, EventAttendeesTable, EventsTable } from '../../db/schema.ts';

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

/**
 * What the policy needs of an event read for its viewer (events.mapper.ts eventAccess), and the
 * events list's rows: those, the setlist link, and the rest of the API's event as JSON text the
 * database writes (db/json.ts), the viewer's verdicts added by the service.
 */
export type EventAccessRow = Pick<EventRow, 'visibility' | 'owner_id' | 'organizer_id' | 'my_status' | 'community_id' | 'my_role' | 'community_allow_member_edits'>;
export type EventListRow = EventAccessRow & Pick<EventRow, 'id' | 'setlist_id'> & { item: string };

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

/** The API's event (contracts ZEvent) but the viewer's part (events.mapper.ts viewerPartOf), in SQL: as events.mapper.ts eventFields writes it. */
function eventItemJson(dialect: Database['dialect']) {
  const c = (column: string) => sql.ref(column);
  return jsonObject(dialect, {
    id: c('e.id'),
    title: c('e.title'),
    date: c('e.date'),
    time: sql`substr(e.time, 1, 5)`,
    location: c('e.location'),
    event_type: c('e.event_type'),
    description: c('e.description'),
    visibility: c('e.visibility'),
    community_id: c('e.community_id'),
    community_name: c('c.name'),
    setlist_id: c('s.id'),
    owner_id: c('e.owner_id'),
    owner_username: c('o.username'),
    owner_display_name: c('o.display_name'),
    organizer_id: c('e.organizer_id'),
    has_header_image: jsonBool(dialect, sql`e.header_image_stored is not null`),
    header_image_name: c('e.header_image_name'),
    header_image_type: c('e.header_image_type'),
    header_image_uploaded_at: c('e.header_image_uploaded_at'),
    created_at: c('e.created_at'),
    updated_at: c('e.updated_at'),
    attendee_count: attendeeCount,
    series_id: c('e.series_id'),
  });
}

/**
 * The attendee list of the row's event as JSON text, in one statement with the event: the event
 * page is the most read thing in the app, and a second statement cost a fifth of its time.
 * `attendees`: where the attendee rows come from (the table, or the table with a click's written
 * row put in, setStatusListed), as `a` with its event_id, user_id, status, set_by_id, created_at.
 */
function attendeesJson(dialect: Database['dialect'], attendees = 'event_attendees') {
  // Who set a status for someone else (issue 23) and each attendee's voice part in the event's
  // community. SQLite reads each join by its key. PostgreSQL's plan, made for a few hundred users,
  // hashed all of users and community_users for an event's dozen attendees, so there each is a
  // subquery by its key, the user's kept from being joined back by OFFSET 0 (the event page's
  // statement 0.60 → 0.39 ms, docs/performance-history.md, twenty-first session).
  const [from, setBy, voicePart] =
    dialect === 'sqlite'
      ? [
          `${attendees} a join users u on u.id = a.user_id left join users sb on sb.id = a.set_by_id
            left join community_users vp on vp.user_id = a.user_id and vp.community_id = e.community_id`,
          'coalesce(sb.display_name, sb.username)',
          'vp.voice_part',
        ]
      : [
          `${attendees} a cross join lateral (select u.username, u.display_name, u.profile_image from users u where u.id = a.user_id offset 0) u`,
          '(select coalesce(sb.display_name, sb.username) from users sb where sb.id = a.set_by_id)',
          '(select vp.voice_part from community_users vp where vp.user_id = a.user_id and vp.community_id = e.community_id)',
        ];
  return jsonArrayOfRows(
    dialect,
    `select a.created_at, a.user_id, u.username, u.display_name, u.profile_image, a.status, a.set_by_id,
        ${setBy} as set_by_name, ${voicePart} as voice_part
      from ${from}
      where a.event_id = e.id`,
    ['user_id', 'username', 'display_name', 'profile_image', 'status', 'set_by_id', 'set_by_name', 'voice_part'],
    'x.created_at, x.user_id',
  );
}

/**
 * The policy's event.view rule (policy.ts eventVisibleTo) in SQL, for the global admin's right
 * aside: the one copy that lists and the song history (modules/song-history) filter by. Needs
 * the aliases `e` (events), `me` (the viewer's event_attendees row, left joined) and `cu` (the
 * viewer's community_users row for the event's community, left joined).
 */
export const eventVisibleSql = (viewer: number) =>
  sql<boolean>`(e.visibility = 'public' or e.owner_id = ${viewer} or e.organizer_id = ${viewer} or me.user_id is not null or (e.visibility = 'community' and cu.user_id is not null))`;

/**
 * The statuses of a user (an expression: a parameter, a column of the outer query) on the events
 * in the inIdList slot `ids`, as JSON text `[[event_id, status], …]`, each looked up by key: a
 * kept events list made again after the member's own clicks (events.service relist), read on its
 * own or inside the session's statement (sessions.repository). Read back with statusesFrom.
 */
export function ownStatusesJson(dialect: Database['dialect'], user: number | Expression<number>, ids: string): RawBuilder<string> {
  const rows = sql`from event_attendees own where own.user_id = ${user} and ${inIdList(dialect, 'own.event_id', ids)}`;
  return dialect === 'sqlite'
    ? sql<string>`(select json_group_array(json_array(own.event_id, own.status)) ${rows})`
    : sql<string>`(select coalesce(json_agg(json_build_array(own.event_id, own.status)), '[]'::json)::text ${rows})`;
}

export const statusesFrom = (json: string): Map<number, AttendeeStatus> => new Map(JSON.parse(json) as [number, AttendeeStatus][]);

/** An attendee's status set (the attendance click). */
type UpsertArgs = { eventId: number; userId: number; status: EventAttendeesTable['status']; at: string; setBy: number | null };

/** The click's write, its values named parameters (UpsertArgs): the status set, the row made when there is none. */
function upsertStatus(db: QueryCreator<DB>) {
  const [status, at, setBy] = [param<EventAttendeesTable['status']>('status'), param<string>('at'), param<number | null>('setBy')];
  return db
    .insertInto('event_attendees')
    .values({ event_id: param<number>('eventId'), user_id: param<number>('userId'), status, created_at: at, updated_at: at, set_by_id: setBy })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ status, updated_at: at, set_by_id: setBy }));
}

export class EventsRepository {
  private readonly db: Kysely<DB>;
  private readonly database: Database;
  /** The list as prepared statements, one per shape of filter (at most 64 shapes). */
  private readonly listShapes = new Map<string, (args: Record<string, unknown>) => Promise<unknown[]>>();
  private readonly byIdFor;
  private readonly byIdWithAttendees;
  private readonly attendeesOf;
  /** An attendance click, the hottest write (docs/performance.md), and the list it answers with: compiled once. */
  private readonly statusListed: (args: UpsertArgs) => Promise<AttendeeRow[]>;
  private readonly statusesOf;

  /** `remembered`: the app's (context.ts), so that a click forgets only what it reaches; none in commands. */
  constructor(database: Database, remembered?: RememberedReads) {
    this.db = database.db;
    this.database = database;
    // The event page reads these two on every open, and every click the first: prepared once, and
    // on PostgreSQL the calls of one turn go as one statement, as the session reads do (db/prepared.ts).
    const byId = { id: 'integer', viewer: 'integer' } as const;
    this.byIdFor = batchedRow(database, (db) => eventSelect(db, param<number>('viewer')).where('e.id', '=', param<number>('id')), byId);
    this.byIdWithAttendees = batchedRow(
      database,
      (db) =>
        eventSelect(db, param<number>('viewer'))
          .select(attendeesJson(database.dialect).as('attendees_json'))
          .where('e.id', '=', param<number>('id')),
      byId,
    );
    // PostgreSQL: the click's write and the list it answers with as one statement (one round trip
    // instead of two). The list cannot see the row the statement writes (a data-modifying WITH
    // runs on the statement's snapshot), so the written row takes the place of the one read.
    // SQLite: the write, then the list, both calls in process; a status changed reaches its
    // attendee's and its event's versions (migrations 0017, 0018), a row added moves the world's,
    // which writeWithin sees; on PostgreSQL the statement says so (a row made now has this click's
    // created_at) with its transaction's id (db/remembered.ts ownWrite).
    const reach = remembered && { remembered, of: (a: UpsertArgs) => ({ users: [a.userId], events: [a.eventId] }) };
    if (database.dialect === 'postgres') {
      const written = `(select event_id, user_id, status, set_by_id, created_at from event_attendees where user_id <> (select user_id from up)
        union all select event_id, user_id, status, set_by_id, created_at from up)`;
      const run = preparedWrite<UpsertArgs>(database, (db) =>
        db
          .with('up', (w) => upsertStatus(w).returning(['event_id', 'user_id', 'status', 'set_by_id', 'created_at']))
          .selectFrom('events as e')
          .select([
            attendeesJson(database.dialect, written).as('attendees_json'),
            writeIdColumn.as('xid'),
            sql<boolean>`(select created_at from up) = ${param<string>('at')}`.as('moved_world'),
          ])
          .where('e.id', '=', param<number>('eventId')),
        reach,
      );
      this.statusListed = async (args) => {
        const [found] = (await run(args)).rows as { attendees_json: string }[];
        return found ? (JSON.parse(found.attendees_json) as AttendeeRow[]) : [];
      };
    } else {
      const run = preparedWrite<UpsertArgs>(database, upsertStatus, reach);
      this.statusListed = async (args) => {
        await run(args);
        return this.attendees(args.eventId);
      };
    }
    this.statusesOf = preparedRead(database, (db) => db.selectNoFrom(ownStatusesJson(database.dialect, param<number>('user'), 'ids').as('statuses')));
    // The event page's rows, as JSON: one definition of the list, and on SQLite cheaper than as
    // rows (~55 against ~85 µs for a dozen attendees, rows read out one by one).
    this.attendeesOf = preparedRead(database, (db) =>
      db
        .selectFrom('events as e')
        .select(attendeesJson(database.dialect).as('attendees_json'))
        .where('e.id', '=', param<number>('eventId')),
    );
  }

  async findForViewer(id: number, viewer: number): Promise<EventRow | undefined> {
    return (await this.byIdFor({ id, viewer })) as EventRow | undefined;
  }

  /** The event and its attendee list in one statement. */
  async findWithAttendees(id: number, viewer: number): Promise<{ row: EventRow; attendees: AttendeeRow[] } | undefined> {
    const found = (await this.byIdWithAttendees({ id, viewer })) as (EventRow & { attendees_json: string }) | undefined;
    if (!found) return undefined;
    // The row keeps its attendees_json, which nothing reads past here: a copy without it (rest
    // destructuring of ~30 columns) cost ~1 µs on every event page read.
    return { row: found, attendees: JSON.parse(found.attendees_json) as AttendeeRow[] };
  }

  /** The user's statuses on these events (ownStatusesJson): a kept events list made again when the session's read did not bring them. */
  async statusesOn(userId: number, eventIds: readonly number[]): Promise<Map<number, AttendeeStatus>> {
    const [row] = (await this.statusesOf({ user: userId, ids: idList(this.database.dialect, eventIds) })) as { statuses: string }[];
    return statusesFrom(row!.statuses);
  }

  /** The event's attendee list, in the order it was made ([] when there is no such event). */
  async attendees(eventId: number): Promise<AttendeeRow[]> {
    const found = (await this.attendeesOf({ eventId }))[0] as { attendees_json: string } | undefined;
    return found ? (JSON.parse(found.attendees_json) as AttendeeRow[]) : [];
  }

  /**
   * One page of the events the viewer may see, one row more than asked (the caller learns from it
   * whether another page follows). The WHERE clause is the policy's event.view rule in SQL
   * (policy.ts); the API tests check that lists and by-id reads agree. The dashboard asks for this
   * on every open, so each shape of filter is built once and run as a prepared statement.
   */
  async list(f: EventListFilter): Promise<EventListRow[]> {
    const shape = [f.all, !!f.from, !!f.to, !!f.communityId, !!f.eventType, f.descending].map(Number).join('');
    let run = this.listShapes.get(shape);
    if (!run) {
      run = preparedRead(this.database, (db) => this.listQuery(db, f));
      this.listShapes.set(shape, run);
    }
    return (await run({ viewer: f.viewerId, from: f.from, to: f.to, communityId: f.communityId, eventType: f.eventType, limit: f.limit + 1, offset: f.offset })) as EventListRow[];
  }

  private listQuery(db: Kysely<DB>, f: EventListFilter) {
    const viewer = param<number>('viewer');
    let q = eventJoins(db, viewer).select([
      'e.id',
      'e.visibility',
      'e.owner_id',
      'e.organizer_id',
      'e.community_id',
      'me.status as my_status',
      'cu.role as my_role',
      'c.allow_member_edits as community_allow_member_edits',
      's.id as setlist_id',
      eventItemJson(this.database.dialect).as('item'),
    ]);
    if (!f.all) q = q.where(eventVisibleSql(viewer));
    if (f.from) q = q.where('e.date', '>=', param<string>('from'));
    if (f.to) q = q.where('e.date', '<=', param<string>('to'));
    if (f.communityId) q = q.where('e.community_id', '=', param<number>('communityId'));
    if (f.eventType) q = q.where('e.event_type', '=', param<string>('eventType'));
    const dir = f.descending ? 'desc' : 'asc';
    return q
      .orderBy('e.date', dir)
      .orderBy('e.time', dir)
      .orderBy('e.id', dir)
      .limit(literal('limit'))
      .offset(param<number>('offset'));
  }

  async insert(db: Db, row: Insertable<EventsTable>): Promise<number> {
    const { id } = await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(db: Db, id: number, patch: Updateable<EventsTable>): Promise<void> {
    await db.updateTable('events').set(patch).where('id', '=', id).execute();
  }

  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('events').where('id', '=', id).execute();
  }

  /** Attendees of an event among these users (to skip those already on the list). */
  async attendeeIds(eventId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', eventId).execute();
    return rows.map((r) => r.user_id);
  }

  async insertAttendees(db: Db, rows: Insertable<EventAttendeesTable>[]): Promise<void> {
    if (rows.length) await db.insertInto('event_attendees').values(rows).execute();
  }

  /**
   * Sets the user's status, creating their row when there is none, and answers the event's
   * attendee list as it is then (attendees): on PostgreSQL one statement, on SQLite two calls in
   * process. `setBy` is the leader who set it for them (issue 23); null when they answer
   * themselves, which clears a leader's mark.
   */
  setStatusListed(eventId: number, userId: number, status: EventAttendeesTable['status'], at: string, setBy: number | null = null): Promise<AttendeeRow[]> {
    return this.statusListed({ eventId, userId, status, at, setBy });
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
