import type { TLiturgicalDay } from '@zborovodja/contracts';
import { describe, expect, it } from 'vitest';
import { categoryFit, historyBySong, rankForRole, suggest } from '../../src/liturgy/mass-suggestions.ts';

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

  it('the sung ordinary takes songs titled for it or sung in it; those are not offered as proper songs', () => {
    const songs = [{ id: 1, title: 'Gospod, usmili se', category: 'Splošno' }, { id: 2, title: 'Hvalite Gospoda', category: 'Splošno' }];
    expect(rankForRole('Gospod usmili se', day({}), songs, new Map()).map((s) => s.song_id)).toEqual([1]);
    expect(rankForRole('Vstopna', day({}), songs, new Map()).map((s) => s.song_id)).toEqual([2]);
    const h = historyBySong([{ song_id: 2, song_role: 'Gospod usmili se', n: 1, last_sung: '2027-01-01' }]);
    expect(rankForRole('Gospod usmili se', day({}), songs, h).map((s) => s.song_id)).toEqual([2, 1]);
  });

  it('never suggests the same song first for two parts nor a song already on the setlist', () => {
    const songs = [1, 2, 3, 4].map((id) => ({ id, title: `Pesem ${id}`, category: 'Splošno' }));
    const slots = suggest(day({}), songs, new Map(), new Set([4]));
    const firsts = slots.map((s) => s.suggestions[0]!.song_id);
    expect(new Set(firsts).size).toBe(3);
    expect(slots.flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(4);
  });
});
