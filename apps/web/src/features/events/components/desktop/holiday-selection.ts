import { eventLimits, type TFestivity } from '@zborovodja/contracts';

/**
 * The church holidays the desktop card shows (spec §2, §9: at most 3 from a window of 3 days
 * before to 7 days after today). Today's and the coming ones come first, so that a Sunday ahead is
 * not crowded out by the days just gone; past days fill the card only when fewer than three are
 * ahead, the latest of them first. The chosen ones are listed in date order.
 */
export function holidaysToShow<T extends Pick<TFestivity, 'date'>>(festivities: readonly T[], today: string, max: number = eventLimits.holidaysMax): T[] {
  // Stable: a day's principal celebration keeps its place before that day's optional memorials.
  const byDate = [...festivities].sort((a, b) => a.date.localeCompare(b.date));
  const ahead = byDate.filter((f) => f.date >= today);
  const past = byDate.filter((f) => f.date < today);
  const chosen = ahead.slice(0, max);
  const filling = past.slice(Math.max(0, past.length - (max - chosen.length)));
  return [...filling, ...chosen];
}
