import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../src/clock.ts';
import { buildYear, FestivitiesService, generateRomcalYear } from '../../src/liturgy/festivities.service.ts';
import { properCelebrations, slovenianName } from '../../src/liturgy/slovenian-calendar.ts';

const fixedClock = (iso: string) => ({ now: () => new Date(iso) });

describe('the Slovenian layer over romcal', () => {
  it.each([2026, 2027])('names every celebration romcal produces for Slovenia in %i in Slovenian', async (year) => {
    const cal = await generateRomcalYear(year);
    const missing: string[] = [];
    for (const days of Object.values(cal)) {
      for (const day of days) {
        if (day.rank === 'WEEKDAY' && day.precedence !== 'TRIDUUM_1' && day.precedence !== 'ASH_WEDNESDAY_2') continue;
        if (!slovenianName(day.id)) missing.push(`${day.id} (${day.name})`);
      }
    }
    expect(missing).toEqual([]);
    for (const c of properCelebrations) expect(slovenianName(c.id)).toBeTruthy();
  });

  it('returns no English or Latin romcal name and keeps descriptions within 80 characters', async () => {
    for (const year of [2026, 2027]) {
      const cal = await generateRomcalYear(year);
      const romcalNames = new Set(Object.values(cal).flat().map((d) => d.name));
      for (const f of buildYear(year, cal)) {
        expect(romcalNames.has(f.name), f.name).toBe(false);
        expect(f.description.length).toBeLessThanOrEqual(80);
        expect(f.id).toBe(`${f.id.slice(0, -11)}-${f.date}`);
      }
    }
  });

  it('moves Marija Pomagaj off Pentecost Sunday 2026 to Monday 25 May', async () => {
    const all = buildYear(2026, await generateRomcalYear(2026));
    expect(all.filter((f) => f.id.startsWith('mary_help_of_christians-')).map((f) => f.date)).toEqual(['2026-05-25']);
    expect(all.filter((f) => f.date === '2026-05-24').map((f) => f.id)).toEqual(['pentecost_sunday-2026-05-24']);
    const y2027 = buildYear(2027, await generateRomcalYear(2027));
    expect(y2027.find((f) => f.date === '2027-05-24')).toMatchObject({ festivity_type: 'solemnity', name: expect.stringContaining('Marija Pomagaj') });
  });
});

/** The festivity type a proper day's romcal precedence should give when nothing impedes it. */
const typeOf = (precedence: string) =>
  precedence.startsWith('PROPER_SOLEMNITY')
    ? 'solemnity'
    : precedence === 'PROPER_FEAST_8F'
      ? 'feast'
      : precedence === 'PROPER_MEMORIAL_11B'
        ? 'memorial'
        : 'optional_memorial';

/**
 * Every proper day of the table in slovenian-calendar.ts, as 2026 shows it: on its date with its
 * rank, or, when a higher day impedes it, that day instead (a memorial on a Sunday or on the
 * Baptism of the Lord is not kept; the impeded solemnity Marija Pomagaj moves to the Monday).
 */
const expected2026: [id: string, date: string, type: string, impededBy?: RegExp][] = [
  ['paulinus_ii_of_aquileia_bishop', '2026-01-11', 'memorial', /^Jezusov krst$/],
  ['blaise_of_sebaste_bishop', '2026-02-03', 'memorial'],
  ['ansgar_of_hamburg_bishop', '2026-02-04', 'optional_memorial'],
  ['valentine_of_rome_priest', '2026-02-14', 'optional_memorial'],
  ['matthias_apostle', '2026-02-24', 'feast'],
  ['bernadette_soubirous_virgin', '2026-04-16', 'memorial'],
  ['joseph_the_worker', '2026-05-01', 'feast'],
  ['florian_of_lorch_martyr', '2026-05-04', 'memorial'],
  ['nereus_of_terracina_and_achilleus_of_terracina_martyrs', '2026-05-11', 'optional_memorial'],
  ['pancras_of_rome_martyr', '2026-05-11', 'optional_memorial'],
  ['leopold_mandic_priest', '2026-05-12', 'memorial'],
  ['john_nepomucene_priest', '2026-05-16', 'memorial'],
  ['judoc_priest', '2026-05-17', 'optional_memorial', /^7\. velikonočna nedelja$/],
  ['mary_help_of_christians', '2026-05-24', 'solemnity', /^Binkošti/],
  ['alojzij_grozde_martyr', '2026-05-27', 'optional_memorial'],
  ['maximus_of_emona_bishop', '2026-05-29', 'optional_memorial'],
  ['cantius_cantianus_and_cantianilla_martyrs', '2026-05-30', 'optional_memorial'],
  ['primus_and_felician_martyrs', '2026-06-09', 'optional_memorial'],
  ['vitus_martyr', '2026-06-15', 'optional_memorial'],
  ['cyril_of_alexandria_bishop', '2026-06-26', 'optional_memorial'],
  ['hemma_of_gurk', '2026-06-27', 'memorial'],
  ['ulrich_of_augsburg_bishop', '2026-07-04', 'optional_memorial'],
  ['cyril_constantine_the_philosopher_monk_and_methodius_michael_of_thessaloniki_bishop', '2026-07-05', 'solemnity'],
  ['anthony_zaccaria_priest', '2026-07-07', 'optional_memorial'],
  ['hermagoras_and_fortunatus_martyrs', '2026-07-12', 'optional_memorial', /^15\. nedelja med letom$/],
  ['christopher_martyr', '2026-07-24', 'optional_memorial'],
  ['gorazd_and_clement_of_ohrid_bishops_and_companions', '2026-07-27', 'memorial'],
  ['roch_of_montpellier', '2026-08-16', 'optional_memorial', /^20\. nedelja med letom$/],
  ['giles_abbot', '2026-09-01', 'optional_memorial'],
  ['anton_martin_slomsek_bishop', '2026-09-24', 'optional_memorial'],
  ['rupert_of_salzburg_bishop', '2026-09-24', 'optional_memorial'],
  ['bruno_of_cologne_priest', '2026-10-06', 'memorial'],
  ['maximilian_of_celeia_bishop', '2026-10-12', 'optional_memorial'],
  ['justus_of_trieste_martyr', '2026-11-03', 'optional_memorial'],
  ['victorinus_of_pettau_bishop', '2026-11-03', 'optional_memorial'],
  ['leonard_of_noblac_abbot', '2026-11-06', 'optional_memorial'],
  ['stanislaus_kostka_religious', '2026-11-13', 'optional_memorial'],
  ['virgil_of_salzburg_and_modestus_bishops', '2026-11-27', 'optional_memorial'],
  ['nicholas_of_myra_bishop', '2026-12-06', 'memorial', /^2\. adventna nedelja$/],
  ['marija_krizina_bojanc_marija_antonija_fabjan_and_companions_virgins_and_martyrs', '2026-12-15', 'optional_memorial'],
];

describe('the Slovenian proper calendar', () => {
  it('has sv. Maksimilijan Celjski on 12 October as an optional memorial (red), after the weekday', async () => {
    const all = buildYear(2026, await generateRomcalYear(2026));
    expect(all.filter((f) => f.date === '2026-10-12')).toEqual([
      {
        id: 'maximilian_of_celeia_bishop-2026-10-12',
        name: 'Sv. Maksimilijan Celjski, škof in mučenec',
        date: '2026-10-12',
        description: 'Neobvezni god – čas med letom',
        color: 'red',
        festivity_type: 'optional_memorial',
        is_holy_day: false,
      },
    ]);
    expect(all.filter((f) => f.name.includes('Maksimilijan Celjski')).map((f) => f.date)).toEqual(['2026-10-12']);
    // 12 October 2025 is the 28th Sunday in Ordinary Time: the Sunday is kept, the optional memorial is not.
    const y2025 = buildYear(2025, await generateRomcalYear(2025));
    expect(y2025.filter((f) => f.date === '2025-10-12').map((f) => f.name)).toEqual(['28. nedelja med letom']);
  });

  it('gives every proper day a source, a date that exists and a Slovenian name, once per id', () => {
    expect(new Set(properCelebrations.map((c) => c.id)).size).toBe(properCelebrations.length);
    for (const c of properCelebrations) {
      expect(c.source.length, c.id).toBeGreaterThan(10);
      const d = new Date(Date.UTC(2026, c.month - 1, c.day));
      expect(d.getUTCMonth() + 1 === c.month && d.getUTCDate() === c.day, c.id).toBe(true);
      expect(slovenianName(c.id), c.id).toMatch(/^(Sv\.|Bl\.|Marija) /);
    }
  });

  it('lists every proper day in the table below, with the rank its precedence gives', () => {
    expect(expected2026.map(([id]) => id).sort()).toEqual(properCelebrations.map((c) => c.id).sort());
    for (const [id, date, type] of expected2026) {
      const c = properCelebrations.find((p) => p.id === id)!;
      expect(`${2026}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`, id).toBe(date);
      expect(typeOf(c.precedence), id).toBe(type);
    }
  });

  it.each(expected2026)('2026: %s on %s as %s, unless a higher day impedes it', async (id, date, type, impededBy) => {
    const all = buildYear(2026, await generateRomcalYear(2026));
    const day = all.filter((f) => f.date === date);
    const mine = day.filter((f) => f.id === `${id}-${date}`);
    if (impededBy) {
      expect(mine).toEqual([]);
      expect(day[0]?.name).toMatch(impededBy);
    } else {
      expect(mine).toEqual([expect.objectContaining({ name: slovenianName(id), festivity_type: type })]);
      // A memorial or higher is the day's celebration; an optional memorial comes after the others.
      if (type !== 'optional_memorial') expect(day[0]!.id).toBe(`${id}-${date}`);
    }
  });

  it('moves an impeded proper solemnity and keeps the displaced General Roman Calendar days off their old dates', async () => {
    const all = buildYear(2026, await generateRomcalYear(2026));
    const dates = (prefix: string) => all.filter((f) => f.id.startsWith(`${prefix}-`)).map((f) => f.date);
    expect(dates('mary_help_of_christians')).toEqual(['2026-05-25']);
    expect(all.find((f) => f.date === '2026-05-25')).toMatchObject({ festivity_type: 'solemnity', description: expect.stringContaining('prenesen s 24. 5.') });
    expect(dates('matthias_apostle')).toEqual(['2026-02-24']);
    expect(dates('ansgar_of_hamburg_bishop')).toEqual(['2026-02-04']);
    expect(dates('nereus_of_terracina_and_achilleus_of_terracina_martyrs')).toEqual(['2026-05-11']);
    expect(dates('pancras_of_rome_martyr')).toEqual(['2026-05-11']);
    expect(dates('cyril_of_alexandria_bishop')).toEqual(['2026-06-26']);
    expect(dates('anthony_zaccaria_priest')).toEqual(['2026-07-07']);
    expect(dates('cyril_constantine_the_philosopher_monk_and_methodius_michael_of_thessaloniki_bishop')).toEqual(['2026-07-05']);
  });

  it('drops a proper memorial that falls on a Sunday (sv. Hema on Sunday 27 June 2027)', async () => {
    const y2027 = buildYear(2027, await generateRomcalYear(2027));
    expect(y2027.filter((f) => f.date === '2027-06-27').map((f) => [f.name, f.festivity_type])).toEqual([['13. nedelja med letom', 'sunday']]);
    expect(y2027.filter((f) => f.date === '2027-07-12').map((f) => f.name)).toContain('Sv. Mohor in Fortunat, mučenca');
  });
});

describe('FestivitiesService', () => {
  it('answers a cached month in under a millisecond', async () => {
    const service = new FestivitiesService('Europe/Ljubljana', fixedClock('2026-06-01T10:00:00Z'));
    await service.month(2026, 12);
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const answer = await service.month(2026, 12);
      best = Math.min(best, performance.now() - t0);
      expect(answer.festivities.length).toBeGreaterThan(0);
    }
    expect(best).toBeLessThan(1);
  });

  it('shares one computation between concurrent first calls for the same year', async () => {
    let calls = 0;
    const service = new FestivitiesService('Europe/Ljubljana', fixedClock('2026-06-01T10:00:00Z'), async (year) => {
      calls++;
      return generateRomcalYear(year);
    });
    const [a, b, c] = await Promise.all([service.month(2028, 1), service.month(2028, 2), service.range('2028-03-01', 10)]);
    expect(calls).toBe(1);
    expect(a.festivities.length && b.festivities.length && c.festivities.length).toBeTruthy();
  });

  it('counts today in TZ_APP', () => {
    // 23:30 UTC on 31 December is already 1 January in Ljubljana.
    expect(dateIn('Europe/Ljubljana', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dateIn('UTC', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(addDays('2026-12-20', 29)).toBe('2027-01-18');
  });

  it('turns the date at midnight to the millisecond, though it keeps the last answer for its minute', () => {
    for (const [at, date] of [
      ['2026-12-31T22:59:00.000Z', '2026-12-31'],
      ['2026-12-31T22:59:59.999Z', '2026-12-31'],
      ['2026-12-31T23:00:00.000Z', '2027-01-01'],
      ['2026-12-31T22:59:30.000Z', '2026-12-31'],
      ['2027-03-28T00:59:59.999Z', '2027-03-28'],
    ] as const) {
      expect(dateIn('Europe/Ljubljana', new Date(at)), at).toBe(date);
    }
  });
});
