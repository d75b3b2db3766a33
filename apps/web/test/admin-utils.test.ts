import { describe, expect, it } from 'vitest';
import { adminUi, type TAdminUser } from '@zborovodja/contracts';
import { ApiError } from '../src/lib/api-error.ts';
import {
  adminFailure,
  communityDeletePrompt,
  compareCommunityLists,
  invitationStatusView,
  otherRole,
  pageCount,
  parseEventTypesText,
  reasonOf,
  userFormValues,
  userSavePlan,
} from '../src/features/admin/utils.ts';

const user: TAdminUser = {
  id: 7,
  username: 'sopran',
  email: 'sopran@zbor.example',
  role: 'user',
  role_choice: 'user',
  display_name: 'Ana',
  profile_image: null,
  email_verified: false,
  is_approved: false,
  community_id: 3,
  community_name: 'Cerkveni zbor',
  communities_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('admin failure texts (spec §8)', () => {
  it('puts the server message after the prefix, or a generic text', () => {
    expect(adminFailure('Napaka pri nalaganju uporabnikov', new ApiError(500, { error: 'Baza ni dosegljiva.' }))).toBe(
      'Napaka pri nalaganju uporabnikov: Baza ni dosegljiva.',
    );
    expect(adminFailure('Napaka pri nalaganju uporabnikov', new TypeError('Failed to fetch'))).toBe(`Napaka pri nalaganju uporabnikov: ${adminUi.unknownError}`);
    expect(adminUi.associations.roleFailed(reasonOf(new ApiError(403, { error: 'Ne.' })))).toBe('Napaka pri spreminjanju vloge: Ne.');
  });
});

describe('admin edit user (spec §4)', () => {
  it('assigns the community separately only when it changed to a non-empty value', () => {
    const same = userSavePlan(user, userFormValues(user));
    expect(same.assignTo).toBeNull();
    expect(same.body).toMatchObject({ username: 'sopran', role: 'user', community_id: 3, display_name: 'Ana' });

    const moved = userSavePlan(user, { ...userFormValues(user), communityId: '5', emailVerified: true, isApproved: true });
    expect(moved.assignTo).toBe(5);
    expect(moved.body).toMatchObject({ community_id: 5, email_verified: true, is_approved: true });

    const cleared = userSavePlan(user, { ...userFormValues(user), communityId: '' });
    expect(cleared.assignTo).toBeNull();
    expect(cleared.body.community_id).toBeNull();
  });

  it('trims the fields and sends an empty display name as null', () => {
    const plan = userSavePlan(user, { ...userFormValues(user), username: ' sopran2 ', displayName: '  ', role: 'admin' });
    expect(plan.body).toMatchObject({ username: 'sopran2', display_name: null, role: 'admin' });
  });
});

describe('supported_event_types as free JSON text (spec §5)', () => {
  it('accepts a list of names, and empty text as none', () => {
    expect(parseEventTypesText('["mass", "concert"]')).toEqual({ ok: true, types: ['mass', 'concert'] });
    expect(parseEventTypesText('  ')).toEqual({ ok: true, types: [] });
  });

  it('shows parse errors and rejects what is not a list of strings', () => {
    const broken = parseEventTypesText('["mass",');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toBe(adminUi.communities.parseError(adminUi.communities.notJson));
    expect(parseEventTypesText('{"a": 1}').ok).toBe(false);
    expect(parseEventTypesText('[1, 2]').ok).toBe(false);
  });
});

describe('community delete prompt (spec §8)', () => {
  it('names the members when there are some', () => {
    expect(communityDeletePrompt(4)).toBe(
      'Skupina ima 4 uporabnike. Z izbrisom skupine bodo vsi odstranjeni iz nje. Ali želite nadaljevati?',
    );
    expect(communityDeletePrompt(0)).toBe('Ali ste prepričani, da želite izbrisati to skupino? Tega dejanja ni mogoče razveljaviti.');
  });
});

describe('debug comparison', () => {
  it('lists communities only one of the two lists has', () => {
    const diff = compareCommunityLists(
      [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
      [{ id: 2, name: 'B' }, { id: 9, name: 'X' }],
    );
    expect(diff.onlyAdmin.map((c) => c.id)).toEqual([1]);
    expect(diff.onlyPublic.map((c) => c.id)).toEqual([9]);
  });
});

describe('invitation status (spec §4)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is Used, Expired, or Active with days and hours left', () => {
    expect(invitationStatusView({ is_used: true, expires_at: '2026-03-05T12:00:00Z' }, now)).toMatchObject({ label: 'Uporabljeno', remaining: null });
    expect(invitationStatusView({ is_used: false, expires_at: '2026-02-28T12:00:00Z' }, now)).toMatchObject({ label: 'Poteklo', remaining: null });
    const active = invitationStatusView({ is_used: false, expires_at: '2026-03-08T09:30:00Z' }, now);
    expect(active).toMatchObject({ label: 'Veljavno', variant: 'success' });
    expect(active.remaining).toBe(adminUi.invitations.remaining(6, 21));
  });
});

describe('associations and paging', () => {
  it('toggles between member and community_admin', () => {
    expect(otherRole('member')).toBe('community_admin');
    expect(otherRole('community_admin')).toBe('member');
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ total: 0, per_page: 50 })).toBe(1);
    expect(pageCount({ total: 101, per_page: 50 })).toBe(3);
  });
});
