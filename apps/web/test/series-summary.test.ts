import { describe, expect, it } from 'vitest';
import { seriesUi, type TEventSeriesInfo } from '@zborovodja/contracts';
import { monthlyDay, seriesSummary } from '../src/features/events/series-summary.ts';

const series = (o: Partial<TEventSeriesInfo>): TEventSeriesInfo => ({
  id: 1, frequency: 'weekly', weekdays: ['TU'], month_week: null, until: null, count: null, rrule: 'FREQ=WEEKLY', ...o,
});

describe('seriesSummary: how an occurrence repeats, in Slovenian', () => {
  it('names the weekdays as "ob torkih", joined with "in"', () => {
    expect(seriesSummary(series({}))).toBe('Tedensko ob torkih');
    expect(seriesSummary(series({ weekdays: ['MO', 'WE', 'FR'] }))).toBe('Tedensko ob ponedeljkih, sredah in petkih');
    expect(seriesSummary(series({ frequency: 'biweekly', weekdays: ['TH', 'SU'] }))).toBe('Vsaka dva tedna ob četrtkih in nedeljah');
  });

  it('a monthly series by its week and weekday, with the weekday’s gender', () => {
    expect(seriesSummary(series({ frequency: 'monthly', weekdays: ['SU'], month_week: 1 }))).toBe('Mesečno, vsako prvo nedeljo');
    expect(seriesSummary(series({ frequency: 'monthly', weekdays: ['TU'], month_week: -1 }))).toBe('Mesečno, vsak zadnji torek');
    expect(seriesSummary(series({ frequency: 'monthly', weekdays: ['SA'], month_week: 3 }))).toBe('Mesečno, vsako tretjo soboto');
  });

  it('ends with its last date or its number of events, the noun in the right form', () => {
    expect(seriesSummary(series({ until: '2026-12-22' }))).toBe('Tedensko ob torkih · do 22. 12. 2026');
    expect(seriesSummary(series({ count: 1 }))).toBe('Tedensko ob torkih · 1 dogodek');
    expect(seriesSummary(series({ count: 2 }))).toBe('Tedensko ob torkih · 2 dogodka');
    expect(seriesSummary(series({ count: 4 }))).toBe('Tedensko ob torkih · 4 dogodki');
    expect(seriesSummary(series({ count: 10 }))).toBe('Tedensko ob torkih · 10 dogodkov');
    expect(seriesSummary(series({ count: 102 }))).toBe('Tedensko ob torkih · 102 dogodka');
  });

  it('the form\'s monthly hint puts the day in the accusative: "na prvo nedeljo", "na zadnji torek"', () => {
    expect(seriesUi.monthlyHint(monthlyDay('1', 'SU').text)).toBe('Vsak mesec na prvo nedeljo v mesecu, kot prvi dogodek.');
    expect(seriesUi.monthlyHint(monthlyDay('-1', 'TU').text)).toBe('Vsak mesec na zadnji torek v mesecu, kot prvi dogodek.');
    expect(monthlyDay('3', 'WE')).toEqual({ feminine: true, text: 'tretjo sredo' });
  });
});
