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

describe('FestivitiesService', () => {
  it('answers a cached month in under a millisecond', async () => {
    const service = new FestivitiesService('Europe/Ljubljana', fixedClock('2026-06-01T10:00:00Z'));
    await service.forMonth(2026, 12);
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const list = await service.forMonth(2026, 12);
      best = Math.min(best, performance.now() - t0);
      expect(list.length).toBeGreaterThan(0);
    }
    expect(best).toBeLessThan(1);
  });

  it('shares one computation between concurrent first calls for the same year', async () => {
    let calls = 0;
    const service = new FestivitiesService('Europe/Ljubljana', fixedClock('2026-06-01T10:00:00Z'), async (year) => {
      calls++;
      return generateRomcalYear(year);
    });
    const [a, b, c] = await Promise.all([service.forMonth(2028, 1), service.forMonth(2028, 2), service.range('2028-03-01', 10)]);
    expect(calls).toBe(1);
    expect(a.length && b.length && c.festivities.length).toBeTruthy();
  });

  it('counts today in TZ_APP', () => {
    // 23:30 UTC on 31 December is already 1 January in Ljubljana.
    expect(dateIn('Europe/Ljubljana', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dateIn('UTC', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(addDays('2026-12-20', 29)).toBe('2027-01-18');
  });
});
