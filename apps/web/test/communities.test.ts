import { describe, expect, it } from 'vitest';
import type { TCommunity } from '@zborovodja/contracts';
import { pickActiveCommunity } from '../src/lib/active-community.ts';
import { ApiError } from '../src/lib/api-error.ts';
import { administersACommunity, parseCommunityId } from '../src/lib/communities.ts';
import { eventTypeLabel } from '../src/lib/event-types.ts';
import { invitationErrorKind } from '../src/lib/invitation-details.ts';

const community = (id: number, isPrimary = false) => ({ id, name: `C${id}`, is_primary: isPrimary }) as TCommunity;

describe('active community (spec §4)', () => {
  const list = [community(1), community(2, true), community(3)];
  it('is the chosen one while the user still belongs to it', () => expect(pickActiveCommunity(list, 3)?.id).toBe(3));
  it('else the primary', () => expect(pickActiveCommunity(list, 99)?.id).toBe(2));
  it('else the first', () => expect(pickActiveCommunity([community(5), community(6)], null)?.id).toBe(5));
  it('is null without communities', () => expect(pickActiveCommunity([], 1)).toBeNull());
});

describe('who may open /performers', () => {
  const user = (role: string, roles: string[]) => ({ role, communities: roles.map((r, i) => ({ id: i, name: '', role: r, is_primary: false })) });
  it('an admin of at least one community', () => expect(administersACommunity(user('user', ['member', 'community_admin']))).toBe(true));
  it('a global admin', () => expect(administersACommunity(user('global_admin', []))).toBe(true));
  it('not a plain member', () => expect(administersACommunity(user('user', ['member']))).toBe(false));
  it('not anonymous', () => expect(administersACommunity(null)).toBe(false));
});

describe('invitation look-up failures', () => {
  it.each(['invalid', 'expired', 'used'])('error_kind %s goes to the error page', (kind) => {
    expect(invitationErrorKind(new ApiError(410, { error: 'x', error_kind: kind }))).toBe(kind);
  });
  it('5xx and network failures are "server"', () => {
    expect(invitationErrorKind(new ApiError(500, null))).toBe('server');
    expect(invitationErrorKind(new TypeError('Failed to fetch'))).toBe('server');
  });
  it('other failures stay on the page', () => expect(invitationErrorKind(new ApiError(404, { error: 'x' }))).toBeNull());
});

describe('small helpers', () => {
  it('labels standard event types in Slovenian and keeps custom ones', () => {
    expect(eventTypeLabel('rehearsal')).toBe('Vaja');
    expect(eventTypeLabel('meeting')).toBe('Srečanje');
    expect(eventTypeLabel('Romanje')).toBe('Romanje');
  });
  it('parses route ids', () => {
    expect(parseCommunityId('12')).toBe(12);
    expect(parseCommunityId('abc')).toBe(0);
    expect(parseCommunityId('-1')).toBe(0);
    expect(parseCommunityId(undefined)).toBe(0);
  });
});
