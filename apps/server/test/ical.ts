import ICAL from 'ical.js';

/**
 * What a calendar client makes of a feed (issue 24): every VEVENT without RECURRENCE-ID is a
 * master; a recurring master is expanded by ical.js's own RRULE/EXDATE expansion with its
 * RECURRENCE-ID overrides related to it, so each instance is what the client would show.
 */
export interface Instance {
  uid: string;
  /** The instance's RECURRENCE-ID (the rule's date and time, local), or its DTSTART for a single event. */
  recurrenceId: string;
  /** Local DTSTART, 'YYYY-MM-DDTHH:MM:SS' or 'YYYY-MM-DD' for an all-day instance. */
  start: string;
  /** The instant in UTC (for an all-day instance: the date at 00:00 UTC). */
  utc: string;
  summary: string;
  description: string;
  location: string;
  /** The instance comes from a RECURRENCE-ID override. */
  override: boolean;
  sequence: number;
  recurring: boolean;
}

export function parseFeed(body: string) {
  const cal = new ICAL.Component(ICAL.parse(body));
  // The feed's own VTIMEZONE, as a client reads it (not the parser's built-in zones).
  for (const tz of cal.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(tz);
    if (!ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  return { cal, events: cal.getAllSubcomponents('vevent') };
}

/** Every instance of every event in the feed, in UTC order (up to `limit` per master). */
export function instances(body: string, limit = 1000): Instance[] {
  const { events } = parseFeed(body);
  const overrides = events.filter((v) => v.hasProperty('recurrence-id'));
  const used = new Set<ICAL.Component>();
  const out: Instance[] = [];
  for (const master of events.filter((v) => !v.hasProperty('recurrence-id'))) {
    const uid = String(master.getFirstPropertyValue('uid'));
    const own = overrides.filter((o) => o.getFirstPropertyValue('uid') === uid);
    const ev = new ICAL.Event(master, { strictExceptions: true, exceptions: own });
    const exceptionByKey = new Map(own.map((o) => [String(o.getFirstPropertyValue('recurrence-id')), o]));
    const push = (item: ICAL.Event, recurrenceId: ICAL.Time, start: ICAL.Time, override: boolean) =>
      out.push({
        uid,
        recurrenceId: recurrenceId.toString(),
        start: start.toString(),
        utc: start.toJSDate().toISOString(),
        summary: String(item.summary),
        description: String(item.description ?? ''),
        location: String(item.location ?? ''),
        override,
        sequence: Number(item.sequence),
        recurring: ev.isRecurring(),
      });
    if (!ev.isRecurring()) {
      push(ev, ev.startDate, ev.startDate, false);
      continue;
    }
    const it = ev.iterator();
    let n = 0;
    for (let t = it.next(); t && n < limit; t = it.next(), n++) {
      const d = ev.getOccurrenceDetails(t);
      const override = d.item !== ev;
      if (override) used.add(exceptionByKey.get(d.recurrenceId.toString())!);
      push(d.item, d.recurrenceId, d.startDate, override);
    }
  }
  // A client shows nothing for an override that matches no instance of its master: a feed must have none.
  const orphans = overrides.filter((o) => !used.has(o));
  if (orphans.length) throw new Error(`overrides without an instance: ${orphans.map((o) => `${o.getFirstPropertyValue('uid')} ${o.getFirstPropertyValue('recurrence-id')}`).join(', ')}`);
  return out.sort((a, b) => a.utc.localeCompare(b.utc) || a.uid.localeCompare(b.uid));
}

/** The instances of one UID. */
export const instancesOf = (body: string, uid: string) => instances(body).filter((i) => i.uid === uid);
