import { errors, type TSongHistory, type TSongStatRow, type TSongStats } from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import type { LiturgicalDayService } from '../../liturgy/liturgical-day.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import type { SongsService } from '../songs/songs.service.ts';
import { SongHistoryRepository } from './song-history.repository.ts';
import { rankStats } from './song-stats.ts';
import type { HistoryFilter } from './song-history.query.ts';

/** The songbook read for the page; a parish songbook is far smaller (docs/decisions.md, issue 22). */
const SONGS_MAX = 5000;
/** A song's history lists this many events at most. */
const ENTRIES_MAX = 500;

/**
 * 'Statistika pesmi' (issue 22): a community's songbook by its history, for the community's
 * members (policy community.members: 404 where the community is hidden, 403 where not a member).
 * Two statements of the one history query besides the membership check: per song (with the songs,
 * through the song list) and per song and date of the last 12 months (the seasons).
 */
export class SongStatsService {
  private readonly repo: SongHistoryRepository;

  constructor(
    db: Kysely<DB>,
    private readonly communities: CommunitiesService,
    private readonly songs: SongsService,
    private readonly liturgy: LiturgicalDayService,
  ) {
    this.repo = new SongHistoryRepository(db);
  }

  /** The song history per song and role (song-history.query.ts), for the Mass plan's ranking. */
  historyByRole(filter: HistoryFilter) {
    return this.repo.grouped(filter, 'song_role');
  }

  async stats(actor: SessionUser, communityId: number): Promise<TSongStats> {
    await this.communities.authorize(actor, communityId, 'community.members');
    const history = this.songs.historyFor(actor);
    const [songs, byDate] = await Promise.all([
      this.songs.communitySongs(actor, communityId, SONGS_MAX),
      this.repo.grouped({ ...history, songIds: this.repo.communitySongIds(communityId) }, 'song_date'),
    ]);
    const recent = byDate.filter((r) => r.date! >= history.since);
    const dates = [...new Set(recent.map((r) => r.date!))];
    const seasons = new Map(await Promise.all(dates.map(async (d) => [d, (await this.liturgy.day(d)).season] as const)));
    return { today: history.before, since: history.since, ...rankStats(songs, recent.map((r) => ({ song_id: r.song_id, season: seasons.get(r.date!)!, n: r.n }))) };
  }

  async songHistory(actor: SessionUser, communityId: number, songId: number): Promise<TSongHistory> {
    await this.communities.authorize(actor, communityId, 'community.members');
    const song = await this.songs.get(actor, songId);
    if (song.owner_type !== 'community' || song.owner_id !== communityId) throw notFound(errors.songNotFound);
    const entries = await this.repo.entries(songId, this.songs.historyFor(actor), ENTRIES_MAX);
    const row: TSongStatRow = { song_id: song.id, title: song.title, category: song.category, last_sung: song.last_sung, times_sung_12m: song.times_sung_12m };
    return { song: row, entries };
  }
}
