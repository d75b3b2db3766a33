/**
 * Calendar dates of the song history (issue 22), kept apart from format.ts: only the lazily
 * loaded songbook and statistics pages use them, so the first screen's shared chunk stays as it was.
 */
const LOCALE = 'sl-SI';

/** A calendar date ('YYYY-MM-DD', no time zone) as '24. 11. 2026'. */
export function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString(LOCALE, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** 'YYYY-MM-DD' plus n days. */
export function addDaysIso(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
