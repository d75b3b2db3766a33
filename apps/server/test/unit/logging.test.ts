import { expect, it } from 'vitest';
import { redactUrl } from '../../src/http/logging.ts';

it('masks tokens in paths and queries before logging', () => {
  expect(redactUrl('/api/verify-email/abcdefghijklmnopqrstuvwx')).toBe('/api/verify-email/***');
  expect(redactUrl('/api/auth/verify-reset-token/abc?x=1')).toBe('/api/auth/verify-reset-token/***?x=1');
  expect(redactUrl('/api/invitations/details?token=secret&community_id=3')).toBe('/api/invitations/details?token=***&community_id=3');
  expect(redactUrl('/api/profile')).toBe('/api/profile');
  // Issue 24: calendar feed and one-click answer tokens.
  expect(redactUrl('/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics?festivities=1')).toBe('/calendar/***?festivities=1');
  expect(redactUrl('/api/rsvp/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde')).toBe('/api/rsvp/***');
});
