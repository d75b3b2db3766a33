import type { TInvite } from '@zborovodja/contracts';
import { expand } from '../events/series-rule.ts';
import type { FeedEventRow, FeedSeriesRow } from './calendar-feeds.repository.ts';

/*
 * An event series in a calendar feed (issue 24 with issue 23's series; docs/decisions.md,
 * "Series in calendar feeds"): one master VEVENT with the series' RRULE, from the first to the
 * last date the feed shows, EXDATE for every date of the rule in between that the feed does not
 * show, and a RECURRENCE-ID override for every occurrence that differs from the master. This file
 * decides the dates; calendar-feeds.service.ts writes the VEVENTs.
 */

export interface SeriesPlan {
  /** The dates of the rule the feed shows, in order, each with its occurrence row (null: not made yet). */
  included: { date: string; row: FeedEventRow | null }[];
  /** Dates of the rule between the first and the last included one that the feed does not show. */
  exdates: string[];
  /** Occurrences whose rule date the rule does not give: shown as events of their own. */
  strays: FeedEventRow[];
}

/**
 * Which dates of a series a feed shows. `rows` are the series' occurrences in the feed's window
 * that the owner may see (policy.ts has been asked about each). A date the rule gives is shown
 * when its occurrence is among them; a date past the occurrences made so far
 * (`materialized_until`), inside the window and not deleted, is shown when `unmadeVisible` (the
 * owner may see the occurrences the series will make: `unmadeAccess`). Every other date of the
 * rule between the first and the last shown one is an EXDATE: a deleted occurrence, one the
 * owner may not see, or one whose own date has left the window.
 */
export function planSeries(
  s: Pick<FeedSeriesRow, 'start_date' | 'rrule' | 'exdates' | 'materialized_until'>,
  rows: FeedEventRow[],
  window: { from: string; to: string },
  unmadeVisible: boolean,
): SeriesPlan {
  const bySeriesDate = new Map<string, FeedEventRow>();
  for (const r of rows) if (r.series_date) bySeriesDate.set(r.series_date, r);
  const known = [...bySeriesDate.keys()].sort();
  // An occurrence moved into the window from a rule date outside it still belongs to the master.
  const lo = known.length && known[0]! < window.from ? known[0]! : window.from;
  const hi = known.length && known.at(-1)! > window.to ? known.at(-1)! : window.to;
  const ruleDates = expand(s.start_date, s.rrule, [], lo, hi);
  const given = new Set(ruleDates);
  const strays = rows.filter((r) => !r.series_date || !given.has(r.series_date));
  const deleted = new Set(JSON.parse(s.exdates) as string[]);
  const shown = (d: string) =>
    bySeriesDate.has(d) || (unmadeVisible && d > s.materialized_until && d >= window.from && d <= window.to && !deleted.has(d));
  let first = -1;
  let last = -1;
  ruleDates.forEach((d, i) => {
    if (!shown(d)) return;
    if (first < 0) first = i;
    last = i;
  });
  if (first < 0) return { included: [], exdates: [], strays };
  const span = ruleDates.slice(first, last + 1);
  return {
    included: span.filter(shown).map((date) => ({ date, row: bySeriesDate.get(date) ?? null })),
    exdates: span.filter((d) => !shown(d)),
    strays,
  };
}

/**
 * Whether the feed's owner will be on the list of the occurrences the series has not made yet:
 * the series' invitation applied to the community's members today (as series.service.ts
 * `currentInvitees` does when it makes them), or its recorded invitees.
 */
export function willBeInvited(s: Pick<FeedSeriesRow, 'invite' | 'community_id' | 'my_role' | 'my_voice_part' | 'my_invitee'>): boolean {
  if (s.invite && s.community_id !== null) {
    if (s.my_role === null) return false;
    const invite = JSON.parse(s.invite) as TInvite;
    if ('all' in invite) return true;
    const part = s.my_voice_part?.toLowerCase();
    return part !== undefined && invite.voice_parts.some((p) => p.trim().toLowerCase() === part);
  }
  return s.my_invitee !== null;
}
