import { describe, expect, it } from 'vitest';
import { yearBefore } from '../../src/modules/song-history/song-history.query.ts';
import { MOST_SUNG_MAX, rankStats } from '../../src/modules/song-history/song-stats.ts';

const row = (song_id: number, title: string, last_sung: string | null, times_sung_12m: number) => ({ song_id, title, category: 'Splošno', last_sung, times_sung_12m });

describe('rankStats (issue 22, Statistika pesmi)', () => {
  const songs = [
    row(1, 'Ave Marija', '2026-11-01', 3),
    row(2, 'Kristus kraljuj', '2026-11-20', 3),
    row(3, 'Pridi, Gospod', '2026-10-01', 5),
    row(4, 'Nova', null, 0),
    row(5, 'Stara', '2024-05-01', 0),
    row(6, 'Čisto stara', '2023-05-01', 0),
  ];

  it('most sung: most often first, then the most recent, then by title; the unsung are not there', () => {
    expect(rankStats(songs, []).most_sung.map((s) => s.song_id)).toEqual([3, 2, 1]);
  });

  it('not sung for a year: never sung first, then the longest unsung', () => {
    expect(rankStats(songs, []).not_sung.map((s) => s.song_id)).toEqual([4, 6, 5]);
  });

  it('per season: in the order of the Church year, each most often first, with the season total', () => {
    const r = rankStats(songs, [
      { song_id: 3, season: 'ordinary_time', n: 2 },
      { song_id: 2, season: 'ordinary_time', n: 3 },
      { song_id: 3, season: 'advent', n: 1 },
      { song_id: 3, season: 'ordinary_time', n: 1 },
      { song_id: 99, season: 'lent', n: 1 }, // not in the songbook: ignored
    ]);
    expect(r.seasons.map((s) => [s.season, s.times, s.songs.map((x) => [x.song_id, x.times])])).toEqual([
      ['advent', 1, [[3, 1]]],
      ['ordinary_time', 6, [[2, 3], [3, 3]]],
    ]);
  });

  it('caps the most sung list', () => {
    const many = Array.from({ length: MOST_SUNG_MAX + 5 }, (_, i) => row(i + 1, `Pesem ${i}`, '2026-01-01', 1));
    expect(rankStats(many, []).most_sung).toHaveLength(MOST_SUNG_MAX);
  });
});

describe('yearBefore: the start of the last 12 months', () => {
  it('is the same date a year earlier; 29 February goes to 28 February', () => {
    expect(yearBefore('2026-11-24')).toBe('2025-11-24');
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
    expect(yearBefore('2027-01-01')).toBe('2026-01-01');
  });
});
