import { describe, expect, it } from 'vitest';
import { formatMonth, weekdayNames } from '../src/features/events/components/desktop/calendar-grid.ts';
import { dateBlock, formatLongDate, formatShortDate, isoDate } from '../src/lib/dates.ts';

/*
 * The events screens write dates from the catalogue's Slovenian names instead of Intl (the first
 * Intl use loads the locale's data on the first screen). Node has the full ICU: every day of two
 * years must read exactly as Intl's sl-SI writes it.
 */
const long = new Intl.DateTimeFormat('sl-SI', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const short = new Intl.DateTimeFormat('sl-SI', { day: 'numeric', month: 'numeric', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('sl-SI', { month: 'short' });
const weekdayShort = new Intl.DateTimeFormat('sl-SI', { weekday: 'short' });
const monthYear = new Intl.DateTimeFormat('sl-SI', { month: 'long', year: 'numeric' });

const days = Array.from({ length: 731 }, (_, i) => new Date(2026, 0, 1 + i));

describe('Slovenian dates without Intl', () => {
  it('formatLongDate and formatShortDate read as Intl sl-SI on every day of 2026 and 2027', () => {
    for (const day of days) {
      expect(formatLongDate(isoDate(day))).toBe(long.format(day));
      expect(formatShortDate(isoDate(day))).toBe(short.format(day));
    }
    expect(formatLongDate('2026-11-28')).toBe('sobota, 28. november 2026');
  });

  it('the mobile date block has the short names without their period', () => {
    for (const day of days) {
      expect(dateBlock(isoDate(day))).toEqual({
        day: day.getDate(),
        month: monthShort.format(day).replace('.', ''),
        weekday: weekdayShort.format(day).replace('.', ''),
      });
    }
    expect(dateBlock('2026-05-04')).toEqual({ day: 4, month: 'maj', weekday: 'pon' });
  });

  it('the month calendar has Intl’s month titles and weekday names, Monday first', () => {
    for (let month = 1; month <= 12; month++) {
      expect(formatMonth({ year: 2026, month })).toBe(monthYear.format(new Date(2026, month - 1, 1)));
    }
    expect(weekdayNames()).toEqual(Array.from({ length: 7 }, (_, i) => weekdayShort.format(new Date(2024, 0, 1 + i))));
  });
});
