import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where the history of songs is read: the past events of one community, or one user's events without a community. */
export interface HistoryScope {
  communityId: number | null;
  /** The actor: the owner of the events without a community, and who sees the private events of a community. */
  viewerId: number;
  /** Events before this date (the planned event's date) count. */
  before: string;
  /** The planned event itself never counts. */
  excludeEventId: number;
}

export interface HistoryRow {
  song_id: number;
  song_role: string | null;
  n: number;
  last_sung: string;
}

/**
 * The song history the Mass plan ranks by (issue 22): per song and role, how often and when last
 * it was on the setlist of an earlier event. One statement; it starts from events_community_date
 * (community_id, date) or events_owner (owner_id) and joins the setlist by setlists.event_id and
 * its songs by the setlist_songs primary key (setlist_id, song_id).
 */
export class MassPlanRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async history(scope: HistoryScope): Promise<HistoryRow[]> {
    let q = this.db
      .selectFrom('events as e')
      .innerJoin('setlists as sl', 'sl.event_id', 'e.id')
      .innerJoin('setlist_songs as ss', 'ss.setlist_id', 'sl.id')
      .select(['ss.song_id', 'ss.song_role', sql<number>`count(*)`.as('n'), sql<string>`max(e.date)`.as('last_sung')])
      .where('e.date', '<', scope.before)
      .where('e.id', '<>', scope.excludeEventId);
    if (scope.communityId !== null) {
      q = q
        .where('e.community_id', '=', scope.communityId)
        // A private event of the community counts only for who may see it (its owner or organizer).
        .where((eb) => eb.or([eb('e.visibility', '<>', 'private'), eb('e.owner_id', '=', scope.viewerId), eb('e.organizer_id', '=', scope.viewerId)]));
    } else {
      q = q.where('e.community_id', 'is', null).where('e.owner_id', '=', scope.viewerId);
    }
    const rows = await q.groupBy(['ss.song_id', 'ss.song_role']).execute();
    return rows.map((r) => ({ song_id: Number(r.song_id), song_role: r.song_role, n: Number(r.n), last_sung: String(r.last_sung) }));
  }
}
