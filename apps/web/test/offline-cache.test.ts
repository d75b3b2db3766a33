import { describe, expect, it } from 'vitest';
import { notKept, toEvict } from '../src/pwa/offline-cache.ts';
import { offlineWindow } from '../src/pwa/warm.ts';

describe('what is kept for offline use (issue 25)', () => {
  const MB = 1024 * 1024;
  const entries = [
    { url: '/api/songs/1/part-file', bytes: 120 * MB, keptAt: 1000 },
    { url: '/api/events/5', bytes: 1 * MB, keptAt: 3000 },
    { url: '/api/songs/2/part-file', bytes: 90 * MB, keptAt: 2000 },
  ];

  it('is bounded: the oldest go first until what stays fits', () => {
    expect(toEvict(entries, 200 * MB)).toEqual(['/api/songs/1/part-file']);
    expect(toEvict(entries, 50 * MB)).toEqual(['/api/songs/1/part-file', '/api/songs/2/part-file']);
    expect(toEvict(entries, 500 * MB)).toEqual([]);
    expect(toEvict(entries, 0)).toEqual(['/api/songs/1/part-file', '/api/songs/2/part-file', '/api/events/5']);
  });

  it('keeps API reads but not the anti-forgery token or the health check', () => {
    expect(notKept('/api/get-csrf-token')).toBe(true);
    expect(notKept('/api/health')).toBe(true);
    expect(notKept('/api/events/5')).toBe(false);
    expect(notKept('/api/songs/2/part-file')).toBe(false);
  });

  it('issue 53, #4: never an answer that carries a secret (feed addresses, tokens)', () => {
    for (const path of [
      '/api/calendar-feeds', '/api/calendar/abc.ics', '/api/rsvp/tok', '/api/verify-email/tok', '/api/auth/verify-reset-token/tok',
      '/api/invitations/details', '/api/communities/invitation-details',
    ]) expect([path, notKept(path)]).toEqual([path, true]);
    expect(notKept('/api/anything', '?community_id=1&token=abc')).toBe(true);
    expect(notKept('/api/events', '?from=2026-01-01')).toBe(false);
    expect(notKept('/api/calendar/')).toBe(true);
    expect(notKept('/api/profile')).toBe(false);
  });

  it('covers the past 7 days and the next 14', () => {
    expect(offlineWindow(Date.parse('2026-11-24T10:00:00Z'))).toEqual({ from: '2026-11-17', to: '2026-12-08' });
  });
});
