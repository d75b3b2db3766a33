import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { eventVisibleSql } from '../../event-visibility.sql.ts';

/**
 * The song history (issue 22): which songs the setlists of earlier events held, as one statement
 * (setlist items joined to their setlist and its event, grouped). It is the only history query:
 * the song list, detail and setlist candidates embed it in their own statement (per song), the
 * Mass plan ranks by it (per song and role), the statistics page reads it per song and date.
 *
 * Only events the viewer may see count (eventVisibleSql, the policy's event.view rule in SQL;
 * global admins see every event). From the songs' side it is read through setlist_songs_song
 * (song_id), the setlist by its primary key and the event by its primary key; from a community's
 * side through events_community_date (community_id, date) and setlists.event_id (unique).
 */
export interface HistoryFilter {
  viewerId: number;
  /** Global admins see every event. */
  allEvents: boolean;
  /** Events before this date count: today for "past events", a planned Mass's own date. */
  before: string;
  /** `n_since` counts the events on or after this date (the last 12 months). */
  since: string;
  /** Only these songs: ids, or a subquery of ids (the page or scope of a song list). */
  songIds?: readonly number[] | Expression<{ id: number }>;
  /** Only events of this community (null: events without one, of the viewer). */
  communityId?: number | null;
  /** The planned event itself never counts. */
  excludeEventId?: number;
}

export type HistoryGrouping = 'song' | 'song_role' | 'song_date';

export interface HistoryRow {
  song_id: number;
  /** With 'song_role'. */
  song_role?: string | null;
  /** With 'song_date': the event's date. */
  date?: string;
  /** Events whose setlist held the song (a song is on a setlist at most once). */
  n: number;
  n_since: number;
  last_sung: string;
}

export type HistoryQuery = SelectQueryBuilder<DB & { ss: DB['setlist_songs'] }, 'ss', HistoryRow>;

/**
 * Setlist items of events before `before` that the viewer may see (eventVisibleSql; global
 * admins see every event), joined to their setlist and event as `ss`, `sl`, `e`: what the
 * grouped history and one song's entries (song-history.repository.ts) both read.
 */
export function pastSetlistItems(db: Kysely<DB>, f: Pick<HistoryFilter, 'viewerId' | 'allEvents' | 'before'>) {
  let q = db
    .selectFrom('setlist_songs as ss')
    .innerJoin('setlists as sl', 'sl.id', 'ss.setlist_id')
    .innerJoin('events as e', 'e.id', 'sl.event_id')
    .where('e.date', '<', f.before);
  if (!f.allEvents) {
    q = q
      .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').on('me.user_id', '=', f.viewerId))
      .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').on('cu.user_id', '=', f.viewerId))
      .where(eventVisibleSql(f.viewerId)) as unknown as typeof q;
  }
  return q;
}

export function songHistory(db: Kysely<DB>, f: HistoryFilter, by: HistoryGrouping): HistoryQuery {
  let q = pastSetlistItems(db, f).select([
    'ss.song_id',
    sql<number>`count(*)`.as('n'),
    sql<number>`sum(case when e.date >= ${f.since} then 1 else 0 end)`.as('n_since'),
    sql<string>`max(e.date)`.as('last_sung'),
  ]);
  if (f.songIds !== undefined) {
    const ids = f.songIds;
    q = Array.isArray(ids) ? (ids.length ? q.where('ss.song_id', 'in', ids) : q.where(sql<boolean>`1 = 0`)) : q.where('ss.song_id', 'in', ids as unknown as Expression<number>);
  }
  if (f.communityId !== undefined) {
    q = f.communityId === null ? q.where('e.community_id', 'is', null).where('e.owner_id', '=', f.viewerId) : q.where('e.community_id', '=', f.communityId);
  }
  if (f.excludeEventId !== undefined) q = q.where('e.id', '<>', f.excludeEventId);
  if (by === 'song_role') return q.select('ss.song_role').groupBy(['ss.song_id', 'ss.song_role']) as unknown as HistoryQuery;
  if (by === 'song_date') return q.select('e.date').groupBy(['ss.song_id', 'e.date']) as unknown as HistoryQuery;
  return q.groupBy('ss.song_id') as unknown as HistoryQuery;
}

/** Numbers come back as strings from PostgreSQL's count and sum. */
export const historyRow = (r: HistoryRow): HistoryRow => ({ ...r, song_id: Number(r.song_id), n: Number(r.n), n_since: Number(r.n_since), last_sung: String(r.last_sung) });

/** The same date a year earlier (29 February: 28 February): the start of "the last 12 months". */
export function yearBefore(date: string): string {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${String(y).padStart(4, '0')}-${md}`;
}
