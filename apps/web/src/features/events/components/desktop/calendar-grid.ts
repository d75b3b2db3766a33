import { calendarNames } from '@zborovodja/contracts';
import { isoDate } from '@/lib/dates.ts';

/* The month calendar (spec §2): sl-SI, weeks start on Monday. */

export interface CalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
}

export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** The weeks shown for a month: whole weeks, Monday first, days of the neighbouring months marked. */
export function monthGrid({ year, month }: CalendarMonth): CalendarDay[][] {
  const first = new Date(year, month - 1, 1);
  const mondayOffset = (first.getDay() + 6) % 7;
  const daysInMonth = new Date(year, month, 0).getDate();
  const cells = Math.ceil((mondayOffset + daysInMonth) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const d = new Date(year, month - 1, 1 - mondayOffset + i);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push({ date: isoDate(d), day: d.getDate(), inMonth: d.getMonth() === month - 1 });
  }
  return weeks;
}

/** First and last day of the month, for GET /events?from&to. */
export function monthRange({ year, month }: CalendarMonth): { from: string; to: string } {
  return { from: isoDate(new Date(year, month - 1, 1)), to: isoDate(new Date(year, month, 0)) };
}

export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const d = new Date(year, month - 1 + delta, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

export const monthOf = (date: string): CalendarMonth => {
  const [year, month] = date.split('-').map(Number);
  return { year, month };
};

/** "december 2026" (the catalogue's names: events/utils.ts says why not Intl). */
export const formatMonth = ({ year, month }: CalendarMonth) => `${calendarNames.months[month - 1]} ${year}`;

/** Short weekday names, Monday first ("pon.", "tor." …). */
export const weekdayNames = (): string[] => [...calendarNames.weekdaysShort.slice(1), calendarNames.weekdaysShort[0]];

/** Groups items by their 'YYYY-MM-DD' date. */
export function byDate<T extends { date: string }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item]);
  return map;
}
