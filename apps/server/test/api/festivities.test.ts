import { errors, ZFestivity, type TFestivity } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  client = (await loggedIn(t.app)).client;
});
afterAll(() => t.close());

async function month(year: number, m: number): Promise<TFestivity[]> {
  const res = await client.get(`/api/catholic-festivities?year=${year}&month=${m}`);
  expect(res.statusCode).toBe(200);
  // JSON with the API's headers.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  const list = res.json().festivities as TFestivity[];
  for (const f of list) ZFestivity.parse(f);
  return list;
}
const on = (list: TFestivity[], date: string) => list.filter((f) => f.date === date);

describe('GET /api/catholic-festivities', () => {
  it('needs a login', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/catholic-festivities?year=2026&month=12')).statusCode).toBe(401);
    expect((await anon.get('/api/catholic-festivities/range')).statusCode).toBe(401);
  });

  it.each([
    '/api/catholic-festivities?year=2026&month=13',
    '/api/catholic-festivities?year=2026&month=0',
    '/api/catholic-festivities?year=1800&month=5',
    '/api/catholic-festivities?year=abc&month=5',
    '/api/catholic-festivities?month=5',
    '/api/catholic-festivities/range?days=0',
    '/api/catholic-festivities/range?days=367',
    '/api/catholic-festivities/range?days=x',
    '/api/catholic-festivities/range?start_date=2026-02-30',
    '/api/catholic-festivities/range?start_date=1.5.2026',
  ])('refuses %s with a Slovenian message', async (url) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.invalidQuery);
  });

  it('gives the Slovenian calendar for December 2026', async () => {
    const dec = await month(2026, 12);
    expect(dec.map((f) => f.date)).toEqual([...dec.map((f) => f.date)].sort());
    expect(dec.every((f) => f.date.startsWith('2026-12-'))).toBe(true);
    expect(on(dec, '2026-12-08')).toEqual([
      expect.objectContaining({ name: 'Brezmadežno spočetje Device Marije', festivity_type: 'solemnity', is_holy_day: false, color: 'white' }),
    ]);
    expect(on(dec, '2026-12-25')).toEqual([
      expect.objectContaining({ name: 'Božič – Gospodovo rojstvo', festivity_type: 'solemnity', is_holy_day: true }),
    ]);
    expect(on(dec, '2026-12-13')[0]).toMatchObject({ name: '3. adventna nedelja', festivity_type: 'sunday', color: 'rose', is_holy_day: true });
  });

  it('marks Easter, the Assumption, All Saints and Corpus Christi (a Thursday) as holy days', async () => {
    expect(on(await month(2026, 4), '2026-04-05')[0]).toMatchObject({ name: expect.stringContaining('Velika noč'), is_holy_day: true });
    expect(['sunday', 'solemnity']).toContain(on(await month(2026, 4), '2026-04-05')[0]!.festivity_type);
    expect(on(await month(2026, 8), '2026-08-15')[0]).toMatchObject({ festivity_type: 'solemnity', is_holy_day: true });
    expect(on(await month(2026, 11), '2026-11-01')[0]).toMatchObject({ name: 'Vsi sveti', is_holy_day: true });
    const june = await month(2026, 6);
    expect(on(june, '2026-06-04')[0]).toMatchObject({ name: 'Sveto Rešnje telo in kri', is_holy_day: true });
    // Only the Sundays and those four are holy days.
    const holy = (await Promise.all(Array.from({ length: 12 }, (_, i) => month(2026, i + 1)))).flat().filter((f) => f.is_holy_day);
    const weekdays = holy.filter((f) => new Date(`${f.date}T00:00:00Z`).getUTCDay() !== 0).map((f) => f.date);
    expect(weekdays).toEqual(['2026-06-04', '2026-08-15', '2026-12-25']);
  });

  it('has the days proper to Slovenia', async () => {
    const may = await month(2026, 5);
    // 24 May 2026 is Pentecost Sunday; Marija Pomagaj moves to the Monday.
    expect(on(may, '2026-05-24')[0]).toMatchObject({ name: expect.stringContaining('Binkošti'), is_holy_day: true });
    expect(on(may, '2026-05-25')).toEqual([expect.objectContaining({ name: expect.stringContaining('Marija Pomagaj'), festivity_type: 'solemnity' })]);
    expect(on(await month(2026, 9), '2026-09-24')).toEqual([
      expect.objectContaining({ name: 'Bl. Anton Martin Slomšek, škof', festivity_type: 'optional_memorial' }),
      expect.objectContaining({ name: 'Sv. Rupert, škof', festivity_type: 'optional_memorial' }),
    ]);
    expect(on(await month(2026, 2), '2026-02-24')[0]).toMatchObject({ name: 'Sv. Matija, apostol', festivity_type: 'feast' });
    expect((await month(2026, 5)).some((f) => f.name.includes('Matija'))).toBe(false);
    expect(on(await month(2026, 7), '2026-07-05')[0]).toMatchObject({ name: expect.stringContaining('Ciril in Metod') });
    expect((await month(2026, 2)).some((f) => f.name.includes('Ciril in Metod'))).toBe(false);
    expect(on(await month(2026, 6), '2026-06-27')[0]).toMatchObject({ name: 'Sv. Hema Krška, kneginja', festivity_type: 'memorial' });
    // Issue 18, item 11: sv. Maksimilijan Celjski, 12 October, optional memorial (a Monday in 2026).
    expect(on(await month(2026, 10), '2026-10-12')).toEqual([
      expect.objectContaining({
        id: 'maximilian_of_celeia_bishop-2026-10-12',
        name: 'Sv. Maksimilijan Celjski, škof in mučenec',
        festivity_type: 'optional_memorial',
        color: 'red',
        is_holy_day: false,
      }),
    ]);
    // On a Sunday (12 October 2025) the Sunday is the day's only celebration.
    expect(on(await month(2025, 10), '2025-10-12')).toEqual([expect.objectContaining({ name: '28. nedelja med letom', festivity_type: 'sunday' })]);
  });

  it('names ordinary Sundays in Slovenian', async () => {
    const jan = await month(2027, 1);
    expect(on(jan, '2027-01-17')[0]).toMatchObject({ name: '2. nedelja med letom', festivity_type: 'sunday', color: 'green', is_holy_day: true });
    expect(jan.some((f) => /Sunday|Saint|Ordinary/.test(f.name))).toBe(false);
  });
});

describe('GET /api/catholic-festivities/range', () => {
  it('returns the days within [start, start+29], sorted', async () => {
    const res = await client.get('/api/catholic-festivities/range?days=30&start_date=2026-12-20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ start_date: '2026-12-20', end_date: '2027-01-18' });
    const dates = (body.festivities as TFestivity[]).map((f) => f.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= '2026-12-20' && dates.at(-1)! <= '2027-01-18').toBe(true);
    expect(dates).toContain('2026-12-25');
    expect(dates).toContain('2027-01-06');
  });

  it('starts today in TZ_APP by default, 30 days long', async () => {
    // Move the clock to 31 December 2026, 23:30 UTC: already 1 January 2027 in Ljubljana.
    t.clock.advance(new Date('2026-12-31T23:30:00Z').getTime() - t.clock.now().getTime());
    // A fresh login: moving the clock may have outlived the earlier session.
    const { client: later } = await loggedIn(t.app);
    const res = await later.get('/api/catholic-festivities/range');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ start_date: '2027-01-01', end_date: '2027-01-30' });
    expect(res.json().festivities[0]).toMatchObject({ date: '2027-01-01', name: expect.stringContaining('Marija') });
  });
});
