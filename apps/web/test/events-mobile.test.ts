import { describe, expect, it } from 'vitest';
import { relativeDay, typesSummaryText } from '../src/features/events/components/mobile/mobile-utils.ts';

describe('mobile relative days and type summaries', () => {
  it('says today, tomorrow, yesterday and days within a week in Slovenian', () => {
    expect(relativeDay('2026-03-10', '2026-03-10')).toBe('danes');
    expect(relativeDay('2026-03-11', '2026-03-10')).toBe('jutri');
    expect(relativeDay('2026-03-09', '2026-03-10')).toBe('včeraj');
    expect(relativeDay('2026-03-13', '2026-03-10')).toBe('čez 3 dni');
    expect(relativeDay('2026-03-08', '2026-03-10')).toBe('pred 2 dnevoma');
    expect(relativeDay('2026-03-05', '2026-03-10')).toBe('pred 5 dnevi');
    expect(relativeDay('2026-03-17', '2026-03-10')).toBeNull();
    expect(relativeDay('2026-03-31', '2026-03-28')).toBe('čez 3 dni');
  });
  it('lists up to three event types plus a count', () => {
    expect(typesSummaryText(['rehearsal', 'mass'])).toBe('Vaja, Maša');
    expect(typesSummaryText(['rehearsal', 'mass', 'concert', 'meeting', 'other'])).toBe('Vaja, Maša, Koncert +2');
  });
});
