import { songStatSeasons, type TSongStatRow, type TSongStats } from '@zborovodja/contracts';

/** Rows per list on the statistics page. */
export const MOST_SUNG_MAX = 20;
export const NOT_SUNG_MAX = 200;
export const PER_SEASON_MAX = 10;

type Season = (typeof songStatSeasons)[number];

/**
 * The statistics page's lists from the songbook with its history (pure, issue 22):
 *  - most sung: sung in the last 12 months, most often first, then the most recently, then by title;
 *  - not sung for a year: no event in the last 12 months, never sung first, then the longest unsung;
 *  - per season: the seasons in the Church year's order, each with its songs, most often first.
 */
export function rankStats(songs: TSongStatRow[], sung: { song_id: number; season: Season; n: number }[]): Omit<TSongStats, 'today' | 'since'> {
  const byTitle = (a: TSongStatRow, b: TSongStatRow) => a.title.localeCompare(b.title, 'sl') || a.song_id - b.song_id;
  const most_sung = songs
    .filter((s) => s.times_sung_12m > 0)
    .sort((a, b) => b.times_sung_12m - a.times_sung_12m || (b.last_sung ?? '').localeCompare(a.last_sung ?? '') || byTitle(a, b))
    .slice(0, MOST_SUNG_MAX);
  const not_sung = songs
    .filter((s) => s.times_sung_12m === 0)
    .sort((a, b) => (a.last_sung ?? '').localeCompare(b.last_sung ?? '') || byTitle(a, b))
    .slice(0, NOT_SUNG_MAX);
  const byId = new Map(songs.map((s) => [s.song_id, s]));
  const seasons = songStatSeasons.flatMap((season) => {
    const times = new Map<number, number>();
    for (const r of sung) if (r.season === season && byId.has(r.song_id)) times.set(r.song_id, (times.get(r.song_id) ?? 0) + r.n);
    if (!times.size) return [];
    const list = [...times].map(([id, n]) => ({ ...byId.get(id)!, times: n })).sort((a, b) => b.times - a.times || byTitle(a, b));
    return [{ season, times: list.reduce((t, s) => t + s.times, 0), songs: list.slice(0, PER_SEASON_MAX) }];
  });
  return { most_sung, not_sung, seasons };
}
