import type { TLiturgicalDay } from '@zborovodja/contracts';
import { describe, expect, it } from 'vitest';
import { massParts } from '../../src/liturgy/mass-rules.ts';
import { categoryFit, easterSunday, historyBySong, rankForRole, suggest } from '../../src/liturgy/mass-suggestions.ts';

const day = (o: Partial<TLiturgicalDay>): TLiturgicalDay => ({
  date: '2027-07-13', name: 'Torek 15. tedna med letom', rank: 'weekday', season: 'ordinary_time', colour: 'green', sunday_cycle: 'B', weekday_cycle: 'I',
  is_holy_day: false, no_mass: false, mass_parts: [{ role: 'Vstopna', note: '' }, { role: 'Obhajilo', note: '' }, { role: 'Zaključna', note: '' }], ...o,
});

describe('which song categories fit the day (issue 22)', () => {
  it('seasonal categories fit their season only, whatever their spelling', () => {
    expect(categoryFit('Adventna', day({ season: 'advent' }), 'Vstopna')).toEqual({ fit: true, bonus: true });
    expect(categoryFit('Adventna', day({ season: 'lent' }), 'Vstopna').fit).toBe(false);
    expect(categoryFit('Bozicna', day({ season: 'christmas' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Postna', day({ season: 'lent' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Velikonočna', day({ season: 'easter' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Velikonočna', day({ season: 'advent' }), 'Vstopna').fit).toBe(false);
  });

  it('Marijanska on Marian celebrations and in May and October; Evharistična at Obhajilo and on Sveto Rešnje telo in kri', () => {
    expect(categoryFit('Marijanska', day({}), 'Vstopna')).toEqual({ fit: true, bonus: false });
    expect(categoryFit('Marijanska', day({ date: '2027-05-04' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Marijanska', day({ date: '2027-10-12' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Marijanska', day({ date: '2027-08-15', name: 'Marijino vnebovzetje – veliki šmaren' }), 'Vstopna').bonus).toBe(true);
    // Not every name with Marija is Marian: sv. Marija Magdalena in July.
    expect(categoryFit('Marijanska', day({ date: '2027-07-22', name: 'Sv. Marija Magdalena' }), 'Vstopna').bonus).toBe(false);
    expect(categoryFit('Marijanska', day({ date: '2027-12-08', name: 'Brezmadežno spočetje Device Marije' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Evharistična', day({}), 'Vstopna').bonus).toBe(false);
    expect(categoryFit('Evharistična', day({}), 'Obhajilo').bonus).toBe(true);
    expect(categoryFit('Evharistična', day({ name: 'Sveto Rešnje telo in kri' }), 'Vstopna').bonus).toBe(true);
    expect(categoryFit('Splošno', day({ season: 'lent' }), 'Vstopna')).toEqual({ fit: true, bonus: false });
  });

  it('the sung ordinary takes only songs titled for it, whatever was sung in it before (issue 57); those are not offered as proper songs', () => {
    const songs = [
      { id: 1, title: 'Gospod, usmili se', category: 'Splošno' }, { id: 2, title: 'Hvalite Gospoda', category: 'Splošno' },
      { id: 3, title: 'Kyrie (Missa de Angelis)', category: 'Splošno' },
    ];
    expect(rankForRole('Gospod usmili se', day({}), songs, new Map()).map((s) => s.song_id)).toEqual([1, 3]);
    expect(rankForRole('Vstopna', day({}), songs, new Map()).map((s) => s.song_id)).toEqual([2]);
    const h = historyBySong([
      { song_id: 2, song_role: 'Gospod usmili se', n: 1, last_sung: '2027-01-01' },
      { song_id: 3, song_role: 'Gospod usmili se', n: 2, last_sung: '2027-01-01' },
    ]);
    // Sung in the part ranks a fitting song first; it does not make a hymn fit.
    expect(rankForRole('Gospod usmili se', day({}), songs, h).map((s) => s.song_id)).toEqual([3, 1]);
    // 'Slava tebi, Kristus' is the verse before the Gospel, not the Gloria.
    const verse = [{ id: 4, title: 'Slava tebi, Kristus', category: 'Postna' }];
    const lentSolemnity = day({ season: 'lent', date: '2027-03-19' });
    expect(rankForRole('Slava', lentSolemnity, verse, new Map())).toEqual([]);
    expect(rankForRole('Spev pred evangelijem', lentSolemnity, verse, new Map()).map((s) => s.song_id)).toEqual([4]);
  });

  it('never suggests the same song first for two parts nor a song already on the setlist', () => {
    const songs = [1, 2, 3, 4].map((id) => ({ id, title: `Pesem ${id}`, category: 'Splošno' }));
    const slots = suggest(day({}), songs, new Map(), new Set([4]));
    const firsts = slots.map((s) => s.suggestions[0]!.song_id);
    expect(new Set(firsts).size).toBe(3);
    expect(slots.flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(4);
  });

  it('a part left without a song of its own is empty, so taking every first suggestion never repeats a song (issue 57)', () => {
    const songs = [1, 2].map((id) => ({ id, title: `Pesem ${id}`, category: 'Splošno' }));
    const slots = suggest(day({}), songs, new Map(), new Set());
    const firsts = slots.map((s) => s.suggestions[0]?.song_id).filter((id) => id !== undefined);
    expect(firsts.sort()).toEqual([1, 2]);
    expect(slots.filter((s) => s.suggestions.length === 0)).toHaveLength(1);
  });
});

/**
 * Issue 57, item 3: a part takes only a song that fits it. The demo songbook's songs with the
 * history the demo's masses give them (any song in any role): 'Zdrava, Marija' sung as the
 * Psalm, 'Pridi, Sveti Duh' at Darovanje and as the Psalm.
 */
describe('a part of the Mass takes only a song that fits it (issue 57)', () => {
  const songbook = [
    { id: 1, title: 'Zdrava, Marija', category: 'Marijanska' },
    { id: 2, title: 'Pridi, Sveti Duh', category: 'Binkoštna' },
    { id: 3, title: 'Marija skoz življenje', category: 'Marijanska' },
    { id: 4, title: 'Rorate caeli', category: 'Adventna' },
    { id: 5, title: 'Sveta noč', category: 'Božična' },
    { id: 6, title: 'O Jezus, rane tvoje', category: 'Postna' },
    { id: 7, title: 'Hvalite Gospoda', category: 'Splošno' },
    { id: 8, title: 'Kristus je vstal', category: 'Velikonočna' },
  ];
  const history = historyBySong([
    { song_id: 1, song_role: 'Psalm', n: 3, last_sung: '2026-09-06' },
    { song_id: 2, song_role: 'Darovanje', n: 2, last_sung: '2026-08-30' },
    { song_id: 2, song_role: 'Psalm', n: 2, last_sung: '2026-08-30' },
    { song_id: 3, song_role: 'Gospod usmili se', n: 2, last_sung: '2026-09-13' },
    { song_id: 7, song_role: 'Psalm', n: 1, last_sung: '2026-09-20' },
  ]);
  const advent4 = day({ date: '2026-12-20', name: '4. adventna nedelja', rank: 'sunday', season: 'advent', colour: 'violet', mass_parts: massParts(false, true) });
  const lent1 = day({ date: '2027-02-14', name: '1. postna nedelja', rank: 'sunday', season: 'lent', colour: 'violet', mass_parts: massParts(false, false) });
  const ids = (slots: { role: string; suggestions: { song_id: number }[] }[], role: string) =>
    slots.find((s) => s.role === role)!.suggestions.map((s) => s.song_id);

  it('4th Sunday of Advent: no Marian hymn as the Psalm, no Binkoštna anywhere; the Psalm stays empty', () => {
    const slots = suggest(advent4, songbook, history, new Set());
    expect(ids(slots, 'Psalm')).toEqual([]);
    expect(slots.flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(2);
    expect(ids(slots, 'Darovanje')).not.toContain(2);
    // Marian hymns fit Advent's proper songs; Božična, Postna and Velikonočna do not.
    expect(ids(slots, 'Darovanje')).toEqual(expect.arrayContaining([1]));
    for (const out of [5, 6, 8]) expect(slots.flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(out);
    // A song sung in an ordinary part is not that part: no Marian hymn as Gospod, usmili se.
    expect(ids(slots, 'Gospod usmili se')).toEqual([]);
  });

  it('1st Sunday of Lent: no Pridi, Sveti Duh as the Psalm; a psalm by its category or title is offered', () => {
    const slots = suggest(lent1, songbook, history, new Set());
    expect(ids(slots, 'Psalm')).toEqual([]);
    expect(slots.flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(2);
    const psalms = [...songbook, { id: 9, title: 'Bodi z menoj, Gospod', category: 'Psalm' }, { id: 10, title: 'Psalm 91', category: 'Splošno' }];
    const withPsalms = suggest(lent1, psalms, history, new Set());
    expect(ids(withPsalms, 'Psalm').sort()).toEqual([10, 9].sort());
    // A psalm is not a proper song.
    expect(withPsalms.filter((s) => s.role !== 'Psalm').flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(9);
  });

  it('seasonal categories only in their season: Binkoštna from the Ascension to Pentecost, Božična only in Christmas time', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
    // Easter 2027 is 28 March: the Ascension 6 May, Pentecost 16 May.
    const easter = (date: string) => day({ date, season: 'easter' });
    expect(categoryFit('Binkoštna', easter('2027-05-16'), 'Vstopna')).toEqual({ fit: true, bonus: true });
    expect(categoryFit('Binkostna', easter('2027-05-06'), 'Vstopna').fit).toBe(true);
    expect(categoryFit('Binkoštna', easter('2027-05-05'), 'Vstopna').fit).toBe(false);
    expect(categoryFit('Binkoštna', day({ date: '2027-05-17' }), 'Vstopna').fit).toBe(false);
    expect(categoryFit('Binkoštna', advent4, 'Darovanje').fit).toBe(false);
    expect(categoryFit('Binkoštna', lent1, 'Darovanje').fit).toBe(false);
    expect(categoryFit('Božična', day({ date: '2027-01-06', season: 'christmas' }), 'Vstopna').fit).toBe(true);
    expect(categoryFit('Božična', day({ date: '2027-01-20' }), 'Vstopna').fit).toBe(false);
    expect(categoryFit('Božične pesmi', advent4, 'Vstopna').fit).toBe(false);
    expect(categoryFit('Marijine pesmi', advent4, 'Darovanje').fit).toBe(true);
  });
});
