import { dayColours, dayRanks, liturgicalSeasons, massSetlistWarnings, type TLiturgicalDay } from '@zborovodja/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/clock.ts';
import { FestivitiesService } from '../../src/liturgy/festivities.service.ts';
import { LiturgicalDayService } from '../../src/liturgy/liturgical-day.ts';
import { hasGloria } from '../../src/liturgy/mass-rules.ts';
import { weekdayName } from '../../src/liturgy/weekday-names.ts';

/**
 * Issue 22: the rules checked on every day of 2026–2028 against dates computed here on their own
 * (Easter by the Gregorian computus, Advent from 25 December), not against romcal.
 */

function easter(y: number): string {
  const a = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
const dow = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
/** The First Sunday of Advent: the fourth Sunday before 25 December. */
function advent1(y: number): string {
  const xmas = `${y}-12-25`;
  const back = dow(xmas) === 0 ? 7 : dow(xmas);
  return addDays(xmas, -back - 21);
}
/** The Baptism of the Lord: the Sunday after 6 January (Epiphany is kept on 6 January in Slovenia); Monday 7 January when 6 January is a Sunday. */
function baptism(y: number): string {
  const ep = `${y}-01-06`;
  return dow(ep) === 0 ? `${y}-01-07` : addDays(ep, 7 - dow(ep));
}

interface Expect {
  season: string;
  liturgicalYear: number;
  holyThursday: boolean;
  goodFriday: boolean;
  holySaturday: boolean;
  octave: boolean;
}
function expected(date: string): Expect {
  const y = Number(date.slice(0, 4));
  const e = easter(y);
  const ash = addDays(e, -46), hthu = addDays(e, -3), gfri = addDays(e, -2), hsat = addDays(e, -1), pent = addDays(e, 49);
  const adv = advent1(y);
  let season = 'ordinary_time';
  if (date >= adv && date <= `${y}-12-24`) season = 'advent';
  else if (date >= `${y}-12-25` || date <= baptism(y)) season = 'christmas';
  else if (date >= ash && date < hthu) season = 'lent';
  else if (date >= hthu && date < e) season = 'paschal_triduum';
  else if (date >= e && date <= pent) season = 'easter';
  const octave = (date >= `${y}-12-25`) || date === `${y}-01-01` || (date >= e && date <= addDays(e, 7));
  return { season, liturgicalYear: date >= adv ? y + 1 : y, holyThursday: date === hthu, goodFriday: date === gfri, holySaturday: date === hsat, octave };
}

const service = new LiturgicalDayService(new FestivitiesService('Europe/Ljubljana', { now: () => new Date('2026-01-01T00:00:00Z') }));
const days: TLiturgicalDay[] = [];
const roles = (d: TLiturgicalDay) => d.mass_parts.map((p) => p.role);

beforeAll(async () => {
  for (let d = '2026-01-01'; d <= '2028-12-31'; d = addDays(d, 1)) days.push(await service.day(d));
}, 120_000);

describe('the liturgical day on every day of 2026–2028', () => {
  it('walks 1096 days', () => expect(days).toHaveLength(1096));

  it('answers a name, a rank, a colour and a season from the lists for every date', () => {
    for (const d of days) {
      expect(d.name, d.date).toMatch(/\S/);
      expect(dayRanks, d.date).toContain(d.rank);
      expect(dayColours, d.date).toContain(d.colour);
      expect(liturgicalSeasons, d.date).toContain(d.season);
    }
  });

  it('gives the season and the cycles of the liturgical year the date belongs to', () => {
    for (const d of days) {
      const x = expected(d.date);
      expect(d.season, d.date).toBe(x.season);
      expect(d.sunday_cycle, d.date).toBe(['C', 'A', 'B'][x.liturgicalYear % 3]);
      expect(d.weekday_cycle, d.date).toBe(x.liturgicalYear % 2 === 1 ? 'I' : 'II');
    }
  });

  it('has no Mass on Good Friday and Holy Saturday only', () => {
    for (const d of days) {
      const x = expected(d.date);
      expect(d.no_mass, d.date).toBe(x.goodFriday || x.holySaturday);
      if (d.no_mass) expect(d.mass_parts, d.date).toEqual([]);
    }
  });

  it('has the ordinary parts and the proper songs in Mass order on every Mass day', () => {
    for (const d of days.filter((x) => !x.no_mass)) {
      const r = roles(d).filter((x) => x !== 'Slava' && x !== 'Aleluja' && x !== 'Spev pred evangelijem');
      expect(r, d.date).toEqual(['Vstopna', 'Gospod usmili se', 'Psalm', 'Darovanje', 'Svet', 'Jagnje Božje', 'Obhajilo', 'Zaključna']);
      const all = roles(d);
      if (all.includes('Slava')) expect(all.indexOf('Slava'), d.date).toBe(2);
      for (const p of d.mass_parts) expect(p.note, d.date).toMatch(/SNRM \d+/);
    }
  });

  it('sings the Slava on Sundays outside Advent and Lent, solemnities, feasts, the octaves and Holy Thursday only', () => {
    for (const d of days.filter((x) => !x.no_mass)) {
      const x = expected(d.date);
      const sunday = dow(d.date) === 0;
      const want = (sunday && x.season !== 'advent' && x.season !== 'lent') || d.rank === 'solemnity' || d.rank === 'feast' || x.octave || x.holyThursday;
      expect(roles(d).includes('Slava'), `${d.date} ${d.name}`).toBe(want);
      if (['weekday', 'memorial', 'optional_memorial'].includes(d.rank) && !x.octave && !x.holyThursday) expect(roles(d), d.date).not.toContain('Slava');
    }
  });

  it('has Spev pred evangelijem in Lent (and on Holy Thursday) and the Aleluja everywhere else', () => {
    for (const d of days.filter((x) => !x.no_mass)) {
      const x = expected(d.date);
      const lenten = x.season === 'lent' || x.holyThursday;
      expect(roles(d).includes('Aleluja'), d.date).toBe(!lenten);
      expect(roles(d).includes('Spev pred evangelijem'), d.date).toBe(lenten);
    }
  });

  it('names a plain weekday of Ordinary Time as the ordo does, green', () => {
    const plain = days.filter((d) => d.rank === 'weekday' && d.season === 'ordinary_time');
    expect(plain.length).toBeGreaterThan(300);
    for (const d of plain) {
      expect(d.name, d.date).toMatch(/^(Ponedeljek|Torek|Sreda|Četrtek|Petek|Sobota) \d{1,2}\. tedna med letom$/);
      expect(d.colour, d.date).toBe('green');
    }
  });

  it('keeps the weekday where only an optional memorial falls (13 July 2027, sv. Henrik)', () => {
    expect(days.find((d) => d.date === '2027-07-13')).toMatchObject({ name: 'Torek 15. tedna med letom', rank: 'weekday', colour: 'green' });
  });

  it('marks every Sunday and the Slovenian holy days of obligation', () => {
    for (const d of days) if (dow(d.date) === 0) expect(d.is_holy_day, d.date).toBe(true);
    for (const date of ['2026-12-25', '2027-08-15', '2027-11-01', '2026-06-04']) expect(days.find((d) => d.date === date)?.is_holy_day, date).toBe(true);
    for (const date of ['2026-12-08', '2027-07-13', '2027-03-19']) expect(days.find((d) => d.date === date)?.is_holy_day, date).toBe(false);
  });
});

describe('the days issue 22 names', () => {
  const day = (date: string) => days.find((d) => d.date === date)!;

  it('8 December 2026: a solemnity in Advent, with Slava', () => {
    expect(day('2026-12-08')).toMatchObject({ rank: 'solemnity', season: 'advent', colour: 'white', sunday_cycle: 'B', weekday_cycle: 'I' });
    expect(roles(day('2026-12-08'))).toContain('Slava');
    expect(roles(day('2026-12-08'))).toContain('Aleluja');
  });

  it('19 March 2027: a solemnity in Lent, with Slava and no Aleluja', () => {
    const d = day('2027-03-19');
    expect(d).toMatchObject({ rank: 'solemnity', season: 'lent', name: expect.stringContaining('Jožef') });
    expect(roles(d)).toContain('Slava');
    expect(roles(d)).not.toContain('Aleluja');
    expect(roles(d)).toContain('Spev pred evangelijem');
  });

  it('the First Sunday of Advent 2026: Leto B, violet, no Slava', () => {
    const d = day('2026-11-29');
    expect(d).toMatchObject({ name: '1. adventna nedelja', rank: 'sunday', season: 'advent', colour: 'violet', sunday_cycle: 'B', weekday_cycle: 'I', is_holy_day: true });
    expect(roles(d)).not.toContain('Slava');
    // The Saturday before still belongs to Leto A.
    expect(day('2026-11-28').sunday_cycle).toBe('A');
  });

  it('Easter Sunday 2027 (28 March): solemnity of Eastertide, Slava and Aleluja', () => {
    const d = day('2027-03-28');
    expect(d).toMatchObject({ rank: 'solemnity', season: 'easter', colour: 'white', no_mass: false, is_holy_day: true });
    expect(roles(d)).toEqual(['Vstopna', 'Gospod usmili se', 'Slava', 'Psalm', 'Aleluja', 'Darovanje', 'Svet', 'Jagnje Božje', 'Obhajilo', 'Zaključna']);
  });

  it('Good Friday 2027 (26 March): red, no Mass; Holy Saturday too', () => {
    expect(day('2027-03-26')).toMatchObject({ season: 'paschal_triduum', colour: 'red', no_mass: true, mass_parts: [] });
    expect(day('2027-03-27')).toMatchObject({ no_mass: true, mass_parts: [] });
    expect(day('2027-03-25')).toMatchObject({ no_mass: false, colour: 'white' });
    expect(roles(day('2027-03-25'))).toContain('Slava');
  });
});

describe('the rules as data', () => {
  it('hasGloria: a memorial on a weekday has none, a feast has one', () => {
    const base = { season: 'ordinary_time' as const, isSunday: false, inOctave: false, holyThursday: false };
    expect(hasGloria({ ...base, rank: 'memorial' })).toBe(false);
    expect(hasGloria({ ...base, rank: 'feast' })).toBe(true);
    expect(hasGloria({ ...base, rank: 'sunday', isSunday: true, season: 'lent' })).toBe(false);
  });

  it('names the weekdays of every season', () => {
    expect(weekdayName('advent_1_wednesday')).toBe('Sreda 1. adventnega tedna');
    expect(weekdayName('friday_after_ash_wednesday')).toBe('Petek po pepelnici');
    expect(weekdayName('ordinary_time_15_tuesday')).toBe('Torek 15. tedna med letom');
    expect(weekdayName('lent_3_monday')).toBe('Ponedeljek 3. postnega tedna');
    expect(weekdayName('easter_time_2_saturday')).toBe('Sobota 2. velikonočnega tedna');
    expect(weekdayName('holy_tuesday')).toBe('Veliki torek');
    for (const d of days) expect(d.name, d.date).not.toMatch(/[a-z]+_[a-z]+|\b(of|the|after|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Week|Day)\b/);
  });

  it('warns of a Slava on a day without Gloria, an Aleluja in Lent and any setlist on a day without Mass', () => {
    expect(massSetlistWarnings(days.find((d) => d.date === '2026-11-29')!, ['Vstopna', 'Slava'])).toEqual(['Na ta dan se Slava ne poje.']);
    expect(massSetlistWarnings(days.find((d) => d.date === '2026-12-08')!, ['Slava'])).toEqual([]);
    expect(massSetlistWarnings(days.find((d) => d.date === '2027-03-19')!, ['Aleluja'])).toHaveLength(1);
    expect(massSetlistWarnings(days.find((d) => d.date === '2027-03-26')!, [])).toEqual(['Na veliki petek in veliko soboto ni maše.']);
  });
});
