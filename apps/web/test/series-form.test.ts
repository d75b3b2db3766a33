import { seriesUi } from '@zborovodja/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialSeriesValues, monthWeekOfDate, seriesRequestOf, validateSeries, weekdayOfDate,
} from '../src/features/events/components/shared/series-form.ts';

/* Issue 23: the event form's 'Ponavljanje' and 'Povabi' values become the request's repeat and invite. */
describe('series form', () => {
  it('sends nothing for an event that neither repeats nor invites', () => {
    expect(seriesRequestOf(initialSeriesValues(), true)).toEqual({});
    expect(validateSeries(initialSeriesValues())).toBeNull();
  });

  it('builds weekly, every-two-weeks and monthly rules with their end', () => {
    const v = { ...initialSeriesValues(), frequency: 'weekly' as const, weekdays: ['TU' as const], until: '2026-12-22' };
    expect(seriesRequestOf(v, true)).toEqual({ repeat: { frequency: 'weekly', weekdays: ['TU'], until: '2026-12-22' } });
    expect(seriesRequestOf({ ...v, frequency: 'biweekly', end: 'count', count: '6' }, true).repeat).toEqual({ frequency: 'biweekly', weekdays: ['TU'], count: 6 });
    expect(seriesRequestOf({ ...v, frequency: 'monthly' }, true).repeat).toEqual({ frequency: 'monthly', until: '2026-12-22' });
  });

  it('says what is missing: a weekday, an end, a voice part', () => {
    const weekly = { ...initialSeriesValues(), frequency: 'weekly' as const };
    expect(validateSeries(weekly)).toBe(seriesUi.pickWeekday);
    expect(validateSeries({ ...weekly, weekdays: ['MO'] })).toBe(seriesUi.pickEnd);
    expect(validateSeries({ ...initialSeriesValues(), invite: 'parts' })).toBe(seriesUi.pickPart);
  });

  it('invites only with a community', () => {
    const all = { ...initialSeriesValues(), invite: 'all' as const };
    expect(seriesRequestOf(all, true)).toEqual({ invite: { all: true } });
    expect(seriesRequestOf(all, false)).toEqual({});
    expect(seriesRequestOf({ ...all, invite: 'parts', parts: ['Tenor', 'Orgle'] }, true)).toEqual({ invite: { voice_parts: ['Tenor', 'Orgle'] } });
  });

  it('knows the weekday and the n-th weekday of a date as the server does', () => {
    expect(weekdayOfDate('2026-10-27')).toBe('TU');
    expect(monthWeekOfDate('2026-10-13')).toBe('2');
    expect(monthWeekOfDate('2026-10-30')).toBe('-1');
  });
});
