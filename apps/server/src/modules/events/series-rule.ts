import { seriesLimits, seriesMessages, seriesWeekdays, type TRepeat, type TSeriesFrequency, type TSeriesWeekday } from '@zborovodja/contracts';
// rrule ships CommonJS for Node: its named exports are reached through the default export.
import rrule from 'rrule';
import { addDays } from '../../clock.ts';
import { badRequest } from '../../domain/errors.ts';

const { RRule } = rrule;
type Options = ConstructorParameters<typeof RRule>[0];

/*
 * An event series' rule (issue 23), RFC 5545 RRULE semantics through the rrule library.
 *
 * Events keep their date and their wall-clock time apart ('2026-10-27', '19:30', in TZ_APP), so a
 * series is expanded over *dates*: rrule works on "floating" dates (UTC midnight standing for the
 * local date, as its documentation advises), and every occurrence takes the series' time. 19:30
 * therefore stays 19:30 in Ljubljana across the change to and from summer time; the UTC instant
 * is computed only where one is needed (feeds, reminders: calendar-feeds/event-time.ts).
 */

const weekdayObjects = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const codeOf = (weekday: number) => seriesWeekdays[weekday]!;

const floating = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
/** The RFC 5545 weekday code of a date. */
export const weekdayOf = (date: string): TSeriesWeekday => codeOf((floating(date).getUTCDay() + 6) % 7);
/** Which of its weekday in the month a date is: 1–4, or -1 for a fifth (that is, the last). */
export const monthWeekOf = (date: string): 1 | 2 | 3 | 4 | -1 => {
  const n = Math.ceil(Number(date.slice(8, 10)) / 7);
  return n >= 5 ? -1 : (n as 1 | 2 | 3 | 4);
};

export const addYears = (date: string, years: number) => {
  const [y, m, d] = date.split('-').map(Number);
  // 29 February plus a year is 28 February.
  const target = new Date(Date.UTC(y! + years, m! - 1, 1));
  const last = new Date(Date.UTC(y! + years, m!, 0)).getUTCDate();
  target.setUTCDate(Math.min(d!, last));
  return dateOf(target);
};

export interface SeriesRule {
  /** The RRULE value without its name, e.g. FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=TU;UNTIL=20261222T000000Z */
  rrule: string;
  frequency: TSeriesFrequency;
  weekdays: TSeriesWeekday[];
  monthWeek: number | null;
  until: string | null;
  count: number | null;
}

/**
 * The rule of a repeat request starting on `start`, checked: weekly rules need a weekday, the end
 * must follow the start, and the last occurrence may be at most two years after `today`
 * (seriesLimits.maxYearsAhead). Throws 400 with a Slovenian message.
 */
export function buildRule(start: string, repeat: TRepeat, today: string): SeriesRule {
  const until = repeat.until ?? null;
  const count = repeat.count ?? null;
  // Each refusal names its field (`details`), so the form shows it beside that field (issue 57, #4).
  const at = (field: 'until' | 'count' | 'weekdays', message: string) => badRequest(message, { [`repeat.${field}`]: message });
  if (!until && !count) throw at('until', seriesMessages.endRequired);
  if (until && until < start) throw at('until', seriesMessages.untilBeforeStart);
  const limit = addYears(today, seriesLimits.maxYearsAhead);
  if (until && until > limit) throw at('until', seriesMessages.tooFarAhead);
  let options: Options;
  let weekdays: TSeriesWeekday[];
  let monthWeek: number | null = null;
  if (repeat.frequency === 'monthly') {
    monthWeek = repeat.month_week ?? monthWeekOf(start);
    const day = weekdayOf(start);
    weekdays = [day];
    options = { freq: RRule.MONTHLY, byweekday: [weekdayObjects[seriesWeekdays.indexOf(day)]!.nth(monthWeek)] };
  } else {
    weekdays = repeat.weekdays?.length ? seriesWeekdays.filter((d) => repeat.weekdays!.includes(d)) : [weekdayOf(start)];
    if (!weekdays.length) throw at('weekdays', seriesMessages.weekdaysRequired);
    options = {
      freq: RRule.WEEKLY,
      interval: repeat.frequency === 'biweekly' ? 2 : 1,
      // With an interval of two weeks the week's start decides which weeks count (RFC 5545 WKST).
      wkst: RRule.MO,
      byweekday: weekdays.map((d) => weekdayObjects[seriesWeekdays.indexOf(d)]!),
    };
  }
  if (until) options.until = floating(until);
  else options.count = count;
  const rule: SeriesRule = {
    rrule: RRule.optionsToString(options).replace(/^RRULE:/, ''),
    frequency: repeat.frequency,
    weekdays,
    monthWeek,
    until,
    count,
  };
  const dates = expand(start, rule.rrule, [], start, limit);
  if (!dates.length) throw badRequest(seriesMessages.noOccurrences);
  // A count that reaches past the limit: the occurrence after the limit exists.
  if (count && dates.length < count) throw at('count', seriesMessages.tooFarAhead);
  return rule;
}

/** The rule stored for a series, read back (for TEvent.series and for splitting a series). */
export function describeRule(rruleText: string): Omit<SeriesRule, 'rrule'> & { interval: number } {
  const o = RRule.parseString(rruleText);
  const days = (Array.isArray(o.byweekday) ? o.byweekday : o.byweekday == null ? [] : [o.byweekday]) as { weekday: number; n?: number }[];
  const monthly = o.freq === RRule.MONTHLY;
  return {
    frequency: monthly ? 'monthly' : o.interval === 2 ? 'biweekly' : 'weekly',
    interval: o.interval ?? 1,
    weekdays: days.map((d) => codeOf(d.weekday)),
    monthWeek: monthly ? (days[0]?.n ?? null) : null,
    until: o.until ? dateOf(o.until) : null,
    count: o.count ?? null,
  };
}

/**
 * The dates of a series from `from` to `to` inclusive (YYYY-MM-DD), without its exception dates
 * (EXDATE). `start` is the series' DTSTART date.
 */
export function expand(start: string, rruleText: string, exdates: string[], from: string, to: string): string[] {
  if (to < from) return [];
  const rule = new RRule({ ...RRule.parseString(rruleText), dtstart: floating(start) });
  const skip = new Set(exdates);
  return rule
    .between(floating(from), floating(to), true)
    .map(dateOf)
    .filter((d) => !skip.has(d));
}

/**
 * The rule's FREQ, INTERVAL, WKST and BY… parts without its end (COUNT, UNTIL): a calendar feed
 * shows a series from and up to dates of its own and writes its own UNTIL (calendar-feeds).
 */
export function ruleWithoutEnd(rruleText: string): string {
  const o = RRule.parseString(rruleText);
  delete o.count;
  delete o.until;
  delete o.dtstart;
  delete o.tzid;
  return RRule.optionsToString(o).replace(/^RRULE:/, '');
}

/** The last date of a series (a count or an until always ends it). */
export function lastDate(start: string, rruleText: string): string {
  const rule = new RRule({ ...RRule.parseString(rruleText), dtstart: floating(start) });
  const all = rule.all((_, i) => i < seriesLimits.maxCount * 2);
  return all.length ? dateOf(all[all.length - 1]!) : start;
}

/**
 * The rule cut so that its last occurrence is before `date` (the old half of a split series, or
 * a series whose following occurrences are deleted): a COUNT becomes an UNTIL.
 */
export function endBefore(rruleText: string, date: string): string {
  const o = RRule.parseString(rruleText);
  delete o.count;
  o.until = floating(addDays(date, -1));
  return RRule.optionsToString(o).replace(/^RRULE:/, '');
}

/** The rule of the new half of a split series, from `date` on: a COUNT keeps only what remains. */
export function continueFrom(start: string, rruleText: string, date: string): string {
  const o = RRule.parseString(rruleText);
  if (o.count) {
    const before = expand(start, rruleText, [], start, addDays(date, -1)).length;
    o.count = Math.max(1, o.count - before);
  }
  return RRule.optionsToString(o).replace(/^RRULE:/, '');
}
