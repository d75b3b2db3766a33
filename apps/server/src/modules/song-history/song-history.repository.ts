import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { historyRow, pastSetlistItems, songHistory, type HistoryFilter, type HistoryGrouping, type HistoryRow } from './song-history.query.ts';

export interface HistoryEntry {
  date: string;
  event_id: number;
  event_title: string;
  event_type: string;
  role: string | null;
}

/** Runs the song history query (song-history.query.ts) on its own; the song list embeds it instead. */
export class SongHistoryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async grouped(f: HistoryFilter, by: HistoryGrouping): Promise<HistoryRow[]> {
    const rows = await songHistory(this.db, f, by).execute();
    return rows.map(historyRow);
  }

  /** The song ids of one community's songbook, as a subquery (served by songs_owner_title). */
  communitySongIds(communityId: number) {
    return this.db.selectFrom('songs').select('songs.id').where('songs.owner_type', '=', 'community').where('songs.owner_id', '=', communityId);
  }

  /**
   * One song's entries, newest first: the same joins and visibility as the grouped history, one
   * row per event (a song is on an event's setlist at most once), through setlist_songs_song.
   */
  async entries(songId: number, f: Omit<HistoryFilter, 'songIds' | 'since'>, limit: number): Promise<HistoryEntry[]> {
    return pastSetlistItems(this.db, f)
      .select(['e.date', 'e.id as event_id', 'e.title as event_title', 'e.event_type', 'ss.song_role as role'])
      .where('ss.song_id', '=', songId)
      .orderBy('e.date', 'desc')
      .orderBy(sql`e.time`, 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
  }
}
