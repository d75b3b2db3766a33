import { expect, it } from 'vitest';
import { can, eventVisibleTo, isGlobalAdmin, type EventAccess } from '../../src/policy.ts';

const ana = { id: 1, username: 'ana', display_name: null, role: 'user', email_verified: true };
const admin = { id: 2, username: 'admin', display_name: null, role: 'global_admin', email_verified: true };

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

it('posts: members read, the author, community admins and global admins edit; comments likewise for their authors', () => {
  const ownPost = { user_id: 1, role: 'member' };
  const othersPost = { user_id: 9, role: 'member' };
  expect(can(ana, { type: 'post.view', post: othersPost })).toBe(true);
  expect(can(ana, { type: 'post.view', post: { user_id: 9, role: null } })).toBe(false);
  expect(can(admin, { type: 'post.view', post: { user_id: 9, role: null } })).toBe(true);
  expect(can(ana, { type: 'post.edit', post: ownPost })).toBe(true);
  expect(can(ana, { type: 'post.edit', post: othersPost })).toBe(false);
  expect(can(ana, { type: 'post.edit', post: { user_id: 9, role: 'community_admin' } })).toBe(true);
  expect(can(admin, { type: 'post.edit', post: { user_id: 9, role: null } })).toBe(true);
  expect(can(ana, { type: 'comment.delete', comment: { user_id: 1 }, post: othersPost })).toBe(true);
  expect(can(ana, { type: 'comment.delete', comment: { user_id: 9 }, post: ownPost })).toBe(false);
  expect(can(ana, { type: 'comment.delete', comment: { user_id: 9 }, post: { user_id: 9, role: 'community_admin' } })).toBe(true);
  expect(can(null, { type: 'post.view', post: othersPost })).toBe(false);
});

it("eventVisibleTo is event.view for someone else, without the global admin's right to see everything", () => {
  const event = (o: Partial<EventAccess> = {}): EventAccess => ({
    visibility: 'private', owner_id: 9, organizer_id: 9, is_attendee: false, community: { role: null, allow_member_edits: false }, ...o,
  });
  const cases: EventAccess[] = [
    event(),
    event({ owner_id: 1 }),
    event({ organizer_id: 1 }),
    event({ is_attendee: true }),
    event({ community: { role: 'member', allow_member_edits: true } }),
    event({ visibility: 'community' }),
    event({ visibility: 'community', community: { role: 'member', allow_member_edits: false } }),
    event({ visibility: 'public', community: null }),
  ];
  for (const e of cases) expect(eventVisibleTo(ana.id, e)).toBe(can(ana, { type: 'event.view', event: e }));
  // A private event of a community is not its members' to see, so they are not told about it.
  expect(eventVisibleTo(ana.id, event({ community: { role: 'community_admin', allow_member_edits: true } }))).toBe(false);
  expect(can(admin, { type: 'event.view', event: event() })).toBe(true);
  expect(eventVisibleTo(admin.id, event())).toBe(false);
});

it('community.leave: members leave; an admin only while another admin stays; outsiders and global admins who are not members do not', () => {
  const community = (role: string | null) => ({ visibility: 'Private', role });
  expect(can(ana, { type: 'community.leave', community: community('member'), otherAdmins: 0 })).toBe(true);
  expect(can(ana, { type: 'community.leave', community: community('community_admin'), otherAdmins: 1 })).toBe(true);
  expect(can(ana, { type: 'community.leave', community: community('community_admin'), otherAdmins: 0 })).toBe(false);
  expect(can(ana, { type: 'community.leave', community: community('admin'), otherAdmins: 0 })).toBe(false);
  expect(can(ana, { type: 'community.leave', community: community(null), otherAdmins: 2 })).toBe(false);
  expect(can(admin, { type: 'community.leave', community: community(null), otherAdmins: 2 })).toBe(false);
  expect(can(admin, { type: 'community.leave', community: community('community_admin'), otherAdmins: 0 })).toBe(false);
  expect(can(null, { type: 'community.leave', community: community('member'), otherAdmins: 1 })).toBe(false);
});

it('songbooks (issue 60): a group\'s admins import and its members export; one\'s own songbook only its owner', () => {
  const group = (role: string | null) => ({ owner_type: 'community' as const, owner_id: 5, role });
  expect(can(ana, { type: 'songbook.import', songbook: group('community_admin') })).toBe(true);
  expect(can(ana, { type: 'songbook.import', songbook: group('member') })).toBe(false);
  expect(can(ana, { type: 'songbook.import', songbook: group(null) })).toBe(false);
  expect(can(admin, { type: 'songbook.import', songbook: group(null) })).toBe(true);
  expect(can(ana, { type: 'songbook.export', songbook: group('member') })).toBe(true);
  expect(can(ana, { type: 'songbook.export', songbook: group(null) })).toBe(false);
  expect(can(ana, { type: 'songbook.import', songbook: { owner_type: 'user', owner_id: 1 } })).toBe(true);
  expect(can(ana, { type: 'songbook.import', songbook: { owner_type: 'user', owner_id: 2 } })).toBe(false);
  expect(can(ana, { type: 'songbook.export', songbook: { owner_type: 'user', owner_id: 2 } })).toBe(false);
  expect(can(null, { type: 'songbook.export', songbook: { owner_type: 'user', owner_id: 1 } })).toBe(false);
});

it('account.export: only the owner, not even a global admin; account.delete: the owner and global admins (issue 61)', () => {
  expect(can(ana, { type: 'account.export', userId: 1 })).toBe(true);
  expect(can(ana, { type: 'account.export', userId: 9 })).toBe(false);
  expect(can(admin, { type: 'account.export', userId: 1 })).toBe(false);
  expect(can(null, { type: 'account.export', userId: 1 })).toBe(false);
  expect(can(ana, { type: 'account.delete', userId: 1 })).toBe(true);
  expect(can(ana, { type: 'account.delete', userId: 9 })).toBe(false);
  expect(can(admin, { type: 'account.delete', userId: 1 })).toBe(true);
  expect(can(null, { type: 'account.delete', userId: 1 })).toBe(false);
});
