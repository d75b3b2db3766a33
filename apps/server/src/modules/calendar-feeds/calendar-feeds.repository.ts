import type { Kysely, Selectable } from 'kysely';
import type { DB, EventAttendeesTable, EventSeriesTable, EventsTable } from '../../db/schema.ts';
import { eventVisibleSql } from '../../event-visibility.sql.ts';

/** The calendar feeds' SQL (issue 24): tokens, the caller's communities, the feed's events and songs. */

export interface FeedOwner {
  id: number;
  username: string;
  display_name: string | null;
  role: string;
  email_verified: number;
  token_created_at: string;
  scope: string;
  community_id: number | null;
}

/** The fields an event and a series both carry (a series' are what its new occurrences copy). */
type FeedFields = 'title' | 'time' | 'location' | 'description' | 'visibility' | 'community_id' | 'owner_id' | 'organizer_id' | 'created_at' | 'updated_at';

/** What a feed reads about the community of an event or series. */
interface FeedCommunity {
  community_name: string | null;
  community_allow_member_edits: number | null;
  my_role: string | null;
}

/** An event as a feed needs it: the row, what the policy asks about the feed's owner, the setlist's time. */
export interface FeedEventRow extends Pick<Selectable<EventsTable>, 'id' | 'date' | FeedFields>, FeedCommunity {
  my_status: EventAttendeesTable['status'] | null;
  my_updated_at: string | null;
  setlist_id: number | null;
  setlist_updated_at: string | null;
  /** The series the event is an occurrence of (issue 23), and the date its rule gave it. */
  series_id: number | null;
  series_date: string | null;
}

/** A series as a feed needs it: the rule, the fields new occurrences copy, the owner's place in its community and invitation. */
export interface FeedSeriesRow
  extends Pick<Selectable<EventSeriesTable>, 'id' | 'rrule' | 'start_date' | 'ends_on' | 'exdates' | 'materialized_until' | 'invite' | FeedFields>, FeedCommunity {
  my_voice_part: string | null;
  /** Set when the owner is among the series' recorded invitees (event_series_invitees). */
  my_invitee: number | null;
}

export class CalendarFeedsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The feed's owner and purpose for a token hash, or undefined. */
  findByHash(tokenHash: string): Promise<FeedOwner | undefined> {
    return this.db
      .selectFrom('calendar_feed_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['u.id', 'u.username', 'u.display_name', 'u.role', 'u.email_verified', 't.created_at as token_created_at', 't.scope', 't.community_id'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  tokensOf(userId: number) {
    return this.db.selectFrom('calendar_feed_tokens').select(['scope', 'community_id', 'nonce', 'created_at']).where('user_id', '=', userId).execute();
  }

  /** Sets the user's token for a purpose, replacing the one before (whose URL then answers 404). */
  async putToken(row: { user_id: number; scope: string; community_id: number | null; nonce: string; token_hash: string; created_at: string }): Promise<void> {
    await this.db
      .insertInto('calendar_feed_tokens')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'scope']).doUpdateSet({ nonce: row.nonce, token_hash: row.token_hash, created_at: row.created_at }))
      .execute();
  }

  /**
   * Makes the user's token for a purpose unless one exists, and returns the nonce that is now
   * stored: two first loads of the profile at once agree on one URL instead of overwriting each
   * other. A stale token (from before the current membership) is replaced.
   */
  async ensureToken(row: { user_id: number; scope: string; community_id: number | null; nonce: string; token_hash: string; created_at: string }, staleBefore?: string): Promise<string> {
    if (staleBefore) {
      await this.db.deleteFrom('calendar_feed_tokens').where('user_id', '=', row.user_id).where('scope', '=', row.scope).where('created_at', '<', staleBefore).execute();
    }
    await this.db.insertInto('calendar_feed_tokens').values(row).onConflict((oc) => oc.columns(['user_id', 'scope']).doNothing()).execute();
    const stored = await this.db.selectFrom('calendar_feed_tokens').select('nonce').where('user_id', '=', row.user_id).where('scope', '=', row.scope).executeTakeFirstOrThrow();
    return stored.nonce;
  }

  /** The communities the user belongs to, with the date they joined. */
  memberships(userId: number) {
    return this.db
      .selectFrom('community_users as cu')
      .innerJoin('communities as c', 'c.id', 'cu.community_id')
      .select(['c.id as community_id', 'c.name', 'cu.role', 'cu.created_at'])
      .where('cu.user_id', '=', userId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
  }

  /**
   * Candidate events of a feed between two dates (both included). The user's feed: events the
   * user owns, organizes or is on the list of, and the non-private events of their communities.
   * A community's feed: that community's events. The service then asks policy.ts (event.view)
   * about every row, so nothing here decides visibility on its own.
   */
  events(userId: number, from: string, to: string, communityId: number | null): Promise<FeedEventRow[]> {
    let q = this.db
      .selectFrom('events as e')
      .leftJoin('communities as c', 'c.id', 'e.community_id')
      .leftJoin('setlists as s', 's.event_id', 'e.id')
      .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').on('me.user_id', '=', userId))
      .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').on('cu.user_id', '=', userId))
      .select([
        'e.id',
        'e.title',
        'e.date',
        'e.time',
        'e.location',
        'e.description',
        'e.visibility',
        'e.community_id',
        'c.name as community_name',
        'c.allow_member_edits as community_allow_member_edits',
        'e.owner_id',
        'e.organizer_id',
        'e.created_at',
        'e.updated_at',
        'me.status as my_status',
        'me.updated_at as my_updated_at',
        'cu.role as my_role',
        's.id as setlist_id',
        's.updated_at as setlist_updated_at',
        'e.series_id',
        'e.series_date',
      ])
      .where('e.date', '>=', from)
      .where('e.date', '<=', to);
    if (communityId !== null) {
      q = q.where('e.community_id', '=', communityId).where('cu.user_id', 'is not', null);
    } else {
      q = q.where((eb) =>
        eb.or([
          eb('e.owner_id', '=', userId),
          eb('e.organizer_id', '=', userId),
          eb('me.user_id', 'is not', null),
          eb.and([eb('cu.user_id', 'is not', null), eb('e.visibility', '!=', 'private')]),
        ]),
      );
    }
    return q.orderBy('e.date').orderBy('e.time').orderBy('e.id').execute() as Promise<FeedEventRow[]>;
  }

  /**
   * The series a feed shows (issue 24 with issue 23's series): those named (they have occurrences
   * among the feed's events), and those whose rule goes on past the occurrences made so far into
   * the feed's window and that concern the owner (the user's feed: theirs, a community of theirs,
   * or they were invited; a community's feed: that community's). The service asks policy.ts about
   * each, as about an event row.
   */
  series(userId: number, ids: number[], from: string, to: string, communityId: number | null): Promise<FeedSeriesRow[]> {
    return this.db
      .selectFrom('event_series as s')
      .leftJoin('communities as c', 'c.id', 's.community_id')
      .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 's.community_id').on('cu.user_id', '=', userId))
      .leftJoin('event_series_invitees as esi', (j) => j.onRef('esi.series_id', '=', 's.id').on('esi.user_id', '=', userId))
      .select([
        's.id',
        's.rrule',
        's.start_date',
        's.ends_on',
        's.exdates',
        's.materialized_until',
        's.invite',
        's.title',
        's.time',
        's.location',
        's.description',
        's.visibility',
        's.community_id',
        'c.name as community_name',
        'c.allow_member_edits as community_allow_member_edits',
        's.owner_id',
        's.organizer_id',
        's.created_at',
        's.updated_at',
        'cu.role as my_role',
        'cu.voice_part as my_voice_part',
        'esi.user_id as my_invitee',
      ])
      .where((eb) => {
        const goesOn = eb.and([eb('s.materialized_until', '<', to), eb('s.ends_on', '>', eb.ref('s.materialized_until')), eb('s.ends_on', '>=', from)]);
        const concerns =
          communityId !== null
            ? eb.and([eb('s.community_id', '=', communityId), eb('cu.user_id', 'is not', null)])
            : eb.or([eb('s.owner_id', '=', userId), eb('s.organizer_id', '=', userId), eb('cu.user_id', 'is not', null), eb('esi.user_id', 'is not', null)]);
        const which = [eb.and([goesOn, concerns])];
        if (ids.length) which.push(eb('s.id', 'in', ids));
        return eb.or(which);
      })
      .orderBy('s.id')
      .execute() as Promise<FeedSeriesRow[]>;
  }

  /**
   * The latest change per series among all its occurrences the user may see (not only the
   * window's): the row, its setlist, the user's answer. With the series' own `updated_at` this is
   * the master VEVENT's LAST-MODIFIED, so it does not go back when an occurrence leaves the
   * window, and an occurrence hidden from the user does not tell them when it changed. The
   * condition is policy.ts `eventVisibleTo` in SQL (event-visibility.sql.ts; a global admin's extra
   * right left out: a feed never uses it to show more).
   */
  async seriesModified(userId: number, ids: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('events as e')
      .leftJoin('setlists as st', 'st.event_id', 'e.id')
      .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').on('me.user_id', '=', userId))
      .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').on('cu.user_id', '=', userId))
      .select((eb) => ['e.series_id', eb.fn.max('e.updated_at').as('event_at'), eb.fn.max('st.updated_at').as('setlist_at'), eb.fn.max('me.updated_at').as('answer_at')])
      .where('e.series_id', 'in', ids)
      .where(eventVisibleSql(userId))
      .groupBy('e.series_id')
      .execute();
    for (const r of rows) {
      const latest = [r.event_at, r.setlist_at, r.answer_at].filter((x): x is string => typeof x === 'string').sort().at(-1);
      if (r.series_id !== null && latest) out.set(r.series_id, latest);
    }
    return out;
  }

  /** Song titles of these setlists, in setlist order. */
  async songTitles(setlistIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (!setlistIds.length) return out;
    const rows = await this.db
      .selectFrom('setlist_songs as ss')
      .innerJoin('songs as so', 'so.id', 'ss.song_id')
      .select(['ss.setlist_id', 'so.title'])
      .where('ss.setlist_id', 'in', setlistIds)
      .orderBy('ss.setlist_id')
      .orderBy('ss.position')
      .execute();
    for (const r of rows) {
      const list = out.get(r.setlist_id) ?? [];
      list.push(r.title);
      out.set(r.setlist_id, list);
    }
    return out;
  }
}
