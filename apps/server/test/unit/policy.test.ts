import { expect, it } from 'vitest';
import { can, isGlobalAdmin } from '../../src/policy.ts';

const ana = { id: 1, username: 'ana', role: 'user', email_verified: true };
const admin = { id: 2, username: 'admin', role: 'global_admin', email_verified: true };

it('only the recipient manages a notification, not even a global admin', () => {
  expect(can(ana, { type: 'notification.manage', notification: { user_id: 1 } })).toBe(true);
  expect(can(admin, { type: 'notification.manage', notification: { user_id: 1 } })).toBe(false);
  expect(can(null, { type: 'notification.manage', notification: { user_id: 1 } })).toBe(false);
});

it('treats admin as a synonym of global_admin', () => {
  expect(isGlobalAdmin({ ...ana, role: 'admin' })).toBe(true);
  expect(isGlobalAdmin(admin)).toBe(true);
  expect(isGlobalAdmin(ana)).toBe(false);
});
