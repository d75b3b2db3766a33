import { seriesMessages } from '@zborovodja/contracts';
import { describe, expect, it } from 'vitest';
import { addYears, buildRule, continueFrom, describeRule, endBefore, expand, lastDate, monthWeekOf, weekdayOf } from '../../src/modules/events/series-rule.ts';

/* Issue 23: building and expanding a series' rule (RFC 5545 RRULE over the events' local dates). */
const today = '2026-10-01';

describe('series rule', () => {
  it('knows weekdays and the n-th weekday of a month', () => {
    expect(weekdayOf('2026-10-27')).toBe('TU');
    expect(weekdayOf('2026-11-01')).toBe('SU');
    expect(monthWeekOf('2026-10-13')).toBe(2);
    expect(monthWeekOf('2026-10-29')).toBe(-1);
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('weekly on the date\'s weekday until a date, across the change of time on 25 October 2026', () => {
    const rule = buildRule('2026-10-13', { frequency: 'weekly', until: '2026-11-03' }, today);
    expect(rule.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=TU;UNTIL=20261103T000000Z');
    // Dates only: the time (19:30) is the event's own and stays the same on every one.
    expect(expand('2026-10-13', rule.rrule, [], '2026-10-01', '2026-12-31')).toEqual(['2026-10-13', '2026-10-20', '2026-10-27', '2026-11-03']);
    expect(lastDate('2026-10-13', rule.rrule)).toBe('2026-11-03');
  });

  it('every two weeks on chosen weekdays, with exception dates', () => {
    const rule = buildRule('2026-10-05', { frequency: 'biweekly', weekdays: ['TH', 'MO'], count: 5 }, today);
    expect(rule.weekdays).toEqual(['MO', 'TH']);
    expect(expand('2026-10-05', rule.rrule, ['2026-10-19'], '2026-10-01', '2027-01-01')).toEqual(['2026-10-05', '2026-10-08', '2026-10-22', '2026-11-02']);
    expect(describeRule(rule.rrule)).toMatchObject({ frequency: 'biweekly', weekdays: ['MO', 'TH'], count: 5, until: null });
  });

  it('monthly on the n-th weekday, default from the date', () => {
    const rule = buildRule('2026-10-13', { frequency: 'monthly', count: 3 }, today);
    expect(rule.rrule).toContain('BYDAY=+2TU');
    expect(expand('2026-10-13', rule.rrule, [], '2026-10-01', '2027-12-31')).toEqual(['2026-10-13', '2026-11-10', '2026-12-08']);
    const last = buildRule('2026-10-30', { frequency: 'monthly', month_week: -1, until: '2027-01-31' }, today);
    expect(expand('2026-10-30', last.rrule, [], '2026-10-01', '2027-12-31')).toEqual(['2026-10-30', '2026-11-27', '2026-12-25', '2027-01-29']);
  });

  it('refuses more than two years ahead, an end before the start, and no end', () => {
    expect(() => buildRule('2026-10-05', { frequency: 'weekly', until: '2028-10-02' }, today)).toThrow(seriesMessages.tooFarAhead);
    expect(() => buildRule('2026-10-05', { frequency: 'weekly', count: 106 }, today)).toThrow(seriesMessages.tooFarAhead);
    expect(buildRule('2026-10-05', { frequency: 'weekly', count: 104 }, today).count).toBe(104);
    expect(() => buildRule('2026-10-05', { frequency: 'weekly', until: '2026-10-01' }, today)).toThrow(seriesMessages.untilBeforeStart);
    expect(() => buildRule('2026-10-05', { frequency: 'weekly' }, today)).toThrow(seriesMessages.endRequired);
  });

  it('splits a rule: the old half ends the day before, the new keeps what remains of a count', () => {
    const rule = buildRule('2026-10-06', { frequency: 'weekly', count: 5 }, today).rrule;
    const old = endBefore(rule, '2026-10-20');
    expect(expand('2026-10-06', old, [], '2026-10-01', '2027-01-01')).toEqual(['2026-10-06', '2026-10-13']);
    const rest = continueFrom('2026-10-06', rule, '2026-10-20');
    expect(expand('2026-10-20', rest, [], '2026-10-01', '2027-01-01')).toEqual(['2026-10-20', '2026-10-27', '2026-11-03']);
  });
});
