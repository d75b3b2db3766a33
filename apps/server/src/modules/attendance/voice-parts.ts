import { standardVoiceParts, type TAttendeeStatus, type TVoicePartCount } from '@zborovodja/contracts';

export interface PartTally {
  part: string | null;
  confirmed: number;
  pending: number;
  declined: number;
}

/** What the tally needs of an attendee on the event's list (events.repository.ts AttendeeRow). */
export type ListedAttendee = { status: TAttendeeStatus; voice_part: string | null };

/**
 * The answers per voice part, tallied from the event's attendee list: the page reads that list
 * anyway (each attendee with their status and their part in the event's community), so counting it
 * again in the database was a statement more on every event page.
 */
export function partTallies(attendees: readonly ListedAttendee[]): PartTally[] {
  const byPart = new Map<string | null, PartTally>();
  for (const a of attendees) {
    let t = byPart.get(a.voice_part);
    if (!t) byPart.set(a.voice_part, (t = { part: a.voice_part, confirmed: 0, pending: 0, declined: 0 }));
    t[a.status] += 1;
  }
  return [...byPart.values()];
}

/** Sopran, Alt, Tenor, Bas first, other parts by name, attendees without a part last. */
function partOrder(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const ia = (standardVoiceParts as readonly string[]).indexOf(a);
  const ib = (standardVoiceParts as readonly string[]).indexOf(b);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
  return a.localeCompare(b, 'sl');
}

/**
 * The voice-part summary of an event (issue 23): the tallies, plus a zero line for every part
 * the community wants a minimum of and nobody on the list sings. A part is below its minimum
 * when fewer have confirmed than the minimum; pending answers do not count.
 */
export function voicePartSummary(tallies: PartTally[], minimums: Record<string, number>): TVoicePartCount[] {
  const byPart = new Map<string | null, PartTally>();
  for (const t of tallies) byPart.set(t.part, { part: t.part, confirmed: Number(t.confirmed), pending: Number(t.pending), declined: Number(t.declined) });
  for (const part of Object.keys(minimums)) if (!byPart.has(part)) byPart.set(part, { part, confirmed: 0, pending: 0, declined: 0 });
  return [...byPart.values()]
    .sort((a, b) => partOrder(a.part, b.part))
    .map((t) => {
      const minimum = t.part !== null && t.part in minimums ? minimums[t.part] : null;
      return { ...t, minimum, below_minimum: minimum !== null && t.confirmed < minimum };
    });
}
