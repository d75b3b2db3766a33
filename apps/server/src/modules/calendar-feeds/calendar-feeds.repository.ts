import type { Kysely } from 'kysely';
import type { DB, EventAttendeesTable, EventsTable } from '../../db/schema.ts';

/** The calendar feeds' SQL (issue 24): tokens, the caller's communities, the feed's events and songs. */

export interface FeedOwner {
  id: number;
  username: string;
  role: string;
  email_verified: number;
  token_created_at: string;
  scope: string;
  community_id: number | null;
}

/** An event as a feed needs it: the row, what the policy asks about the feed's owner, the setlist's time. */
export interface FeedEventRow {
  id: number;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string | null;
  visibility: EventsTable['visibility'];
  community_id: number | null;
  community_name: string | null;
  community_allow_member_edits: number | null;
  owner_id: number;
  organizer_id: number;
  created_at: string;
  updated_at: string;
  my_status: EventAttendeesTable['status'] | null;
  my_updated_at: string | null;
  my_role: string | null;
  setlist_id: number | null;
  setlist_updated_at: string | null;
}

export class CalendarFeedsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The feed's owner and purpose for a token hash, or undefined. */
  findByHash(tokenHash: string): Promise<FeedOwner | undefined> {
    return this.db
      .selectFrom('calendar_feed_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['u.id', 'u.username', 'u.role', 'u.email_verified', 't.created_at as token_created_at', 't.scope', 't.community_id'])
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
