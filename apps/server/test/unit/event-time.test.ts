import { describe, expect, it } from 'vitest';
import { eventStart, startInstant } from '../../src/modules/calendar-feeds/event-time.ts';

describe('event start in the app zone', () => {
  it('takes the offset of the day: CET in winter, CEST in summer', () => {
    expect(startInstant('2026-12-24', '22:00', 'Europe/Ljubljana').toISOString()).toBe('2026-12-24T21:00:00.000Z');
    expect(startInstant('2026-07-05', '10:00', 'Europe/Ljubljana').toISOString()).toBe('2026-07-05T08:00:00.000Z');
    // The night the clocks go back (25 Oct 2026): 03:30 is CET again.
    expect(startInstant('2026-10-25', '03:30', 'Europe/Ljubljana').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('treats an event without a time as all-day, starting at the day’s midnight', () => {
    expect(eventStart('2026-12-24', '', 'Europe/Ljubljana')).toBeNull();
    expect(eventStart('2026-12-24', null, 'Europe/Ljubljana')).toBeNull();
    expect(startInstant('2026-12-24', '', 'Europe/Ljubljana').toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(eventStart('2026-12-24', '19:30:00', 'Europe/Ljubljana')?.toFormat('HH:mm')).toBe('19:30');
  });
});
