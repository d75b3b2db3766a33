import { absenceDays, attendanceErrors, normalizeVoicePart, ZAbsenceRequest, ZVoicePartMinimums } from '@zborovodja/contracts';
import { describe, expect, it } from 'vitest';
import { partTallies, voicePartSummary, type ListedAttendee } from '../../src/modules/attendance/voice-parts.ts';
import { can, type EventAccess } from '../../src/policy.ts';

/** Issue 23's pure rules: who keeps attendance, voice parts, minimums, absences. */
const user = (id: number, role = 'user') => ({ id, username: `u${id}`, display_name: null, role, email_verified: true });
const event = (o: Partial<EventAccess> = {}): EventAccess => ({
  visibility: 'community',
  owner_id: 1,
  organizer_id: 2,
  is_attendee: false,
  community: { role: 'member', allow_member_edits: false },
  ...o,
});

describe('policy: event.attendance.manage', () => {
  const manage = (actor: ReturnType<typeof user>, e: EventAccess) => can(actor, { type: 'event.attendance.manage', event: e });
  it('the organizer, the owner, community admins and global admins', () => {
    expect(manage(user(2), event())).toBe(true);
    expect(manage(user(1), event())).toBe(true);
    expect(manage(user(3), event({ community: { role: 'community_admin', allow_member_edits: false } }))).toBe(true);
    expect(manage(user(3, 'global_admin'), event({ community: { role: null, allow_member_edits: false } }))).toBe(true);
  });
  it('not a plain member, even with member edits on, nor anyone outside', () => {
    expect(manage(user(3), event({ community: { role: 'member', allow_member_edits: true }, is_attendee: true }))).toBe(false);
    expect(manage(user(3), event({ community: null, visibility: 'public' }))).toBe(false);
    expect(can(null, { type: 'event.attendance.manage', event: event() })).toBe(false);
  });
});

describe('policy: community.voice_part', () => {
  const vp = (actor: ReturnType<typeof user>, role: string | null, userId: number) =>
    can(actor, { type: 'community.voice_part', community: { visibility: 'Private', role }, userId });
  it('a member their own, admins anyone’s', () => {
    expect(vp(user(3), 'member', 3)).toBe(true);
    expect(vp(user(3), 'member', 4)).toBe(false);
    expect(vp(user(3), 'community_admin', 4)).toBe(true);
    expect(vp(user(3, 'global_admin'), null, 4)).toBe(true);
    expect(vp(user(3), null, 3)).toBe(false);
  });
});

describe('policy: absence.view', () => {
  const view = (actor: ReturnType<typeof user>, owner: number, e: EventAccess | null, member: boolean) =>
    can(actor, { type: 'absence.view', absence: { user_id: owner }, event: e, member });
  const led = (o: Partial<EventAccess> = {}) => event({ community: { role: 'community_admin', allow_member_edits: false }, ...o });
  it('its owner always; a leader of the community planning its event, for its members', () => {
    expect(view(user(5), 5, null, false)).toBe(true);
    expect(view(user(3), 5, led(), true)).toBe(true);
    expect(view(user(2), 5, led({ visibility: 'private' }), true)).toBe(true);
  });
  it('issue 53, #2: not through an event without a community, not to its organizer or owner as such, not to a plain member or a global admin who does not lead it', () => {
    expect(view(user(2), 5, event({ community: null, visibility: 'private' }), true)).toBe(false);
    expect(view(user(1), 5, event({ community: null }), true)).toBe(false);
    expect(view(user(2), 5, event(), true)).toBe(false);
    expect(view(user(2), 5, event({ community: { role: 'member', allow_member_edits: true } }), true)).toBe(false);
    expect(view(user(3, 'global_admin'), 5, event({ community: { role: null, allow_member_edits: false } }), true)).toBe(false);
    expect(view(user(3, 'global_admin'), 5, null, true)).toBe(false);
    expect(view(user(3), 5, led(), false)).toBe(false);
  });
});

describe('policy: event.edit (issue 53, #1)', () => {
  const edit = (actor: ReturnType<typeof user>, e: EventAccess) => can(actor, { type: 'event.edit', event: e });
  const editing = { role: 'member', allow_member_edits: true };
  it('a member with member edits edits what they see, not a private event of the community they do not see', () => {
    expect(edit(user(3), event({ community: editing }))).toBe(true);
    expect(edit(user(3), event({ community: editing, visibility: 'private' }))).toBe(false);
    expect(edit(user(3), event({ community: editing, visibility: 'private', is_attendee: true }))).toBe(true);
    expect(edit(user(3), event({ community: { role: 'community_admin', allow_member_edits: false }, visibility: 'private' }))).toBe(false);
    expect(edit(user(1), event({ visibility: 'private' }))).toBe(true);
    expect(edit(user(3, 'global_admin'), event({ visibility: 'private', community: null }))).toBe(true);
  });
});

describe('voice parts', () => {
  it('trims, collapses spaces and writes the four standard parts one way', () => {
    expect(normalizeVoicePart('  tenor ')).toBe('Tenor');
    expect(normalizeVoicePart('SOPRAN')).toBe('Sopran');
    expect(normalizeVoicePart('Orgle   in  klavir')).toBe('Orgle in klavir');
    expect(normalizeVoicePart('   ')).toBeNull();
  });
  it('minimums: whole numbers from 0, parts normalized, a list or a negative refused', () => {
    expect(ZVoicePartMinimums.parse({ tenor: 2, Bas: '1', Orgle: 0 })).toEqual({ Tenor: 2, Bas: 1, Orgle: 0 });
    expect(ZVoicePartMinimums.safeParse({ Tenor: -1 }).error?.issues[0].message).toBe('Najmanjše število pevcev za glas Tenor vnesite kot celo število od 0 do 200, na primer 2.');
    expect(ZVoicePartMinimums.safeParse({ '': 1 }).success).toBe(false);
    expect(ZVoicePartMinimums.safeParse(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Glas ${i}`, 1]))).error?.issues[0].message).toBe(attendanceErrors.minimumsTooMany);
  });
  it('the tallies: each part (and no part) counts its confirmed, pending and declined attendees', () => {
    const list: ListedAttendee[] = [
      { status: 'confirmed', voice_part: 'Tenor' },
      { status: 'pending', voice_part: 'Tenor' },
      { status: 'declined', voice_part: 'Tenor' },
      { status: 'confirmed', voice_part: null },
      { status: 'confirmed', voice_part: 'Alt' },
      { status: 'confirmed', voice_part: 'Alt' },
    ];
    expect(partTallies(list)).toEqual([
      { part: 'Tenor', confirmed: 1, pending: 1, declined: 1 },
      { part: null, confirmed: 1, pending: 0, declined: 0 },
      { part: 'Alt', confirmed: 2, pending: 0, declined: 0 },
    ]);
    expect(partTallies([])).toEqual([]);
  });
  it('the summary: standard parts first, parts with a minimum and nobody listed, below when too few confirmed', () => {
    const summary = voicePartSummary(
      [
        { part: 'Orgle', confirmed: 1, pending: 0, declined: 0 },
        { part: null, confirmed: 2, pending: 1, declined: 0 },
        { part: 'Tenor', confirmed: 1, pending: 3, declined: 1 },
        { part: 'Alt', confirmed: 2, pending: 0, declined: 0 },
      ],
      { Tenor: 2, Alt: 2, Bas: 1 },
    );
    expect(summary.map((s) => [s.part, s.confirmed, s.minimum, s.below_minimum])).toEqual([
      ['Alt', 2, 2, false],
      ['Tenor', 1, 2, true],
      ['Bas', 0, 1, true],
      ['Orgle', 1, null, false],
      [null, 2, null, false],
    ]);
  });
});

describe('absences', () => {
  it('end on or after start, at most a year, a short note; one day is fine', () => {
    expect(ZAbsenceRequest.parse({ start_date: '2026-12-20', end_date: '2026-12-20', note: '' })).toEqual({ start_date: '2026-12-20', end_date: '2026-12-20', note: null });
    expect(ZAbsenceRequest.safeParse({ start_date: '2026-12-20', end_date: '2026-12-19' }).error?.issues[0].message).toBe(attendanceErrors.absenceEndBeforeStart);
    expect(ZAbsenceRequest.safeParse({ start_date: '2026-01-01', end_date: '2027-01-01' }).success).toBe(true);
    expect(ZAbsenceRequest.safeParse({ start_date: '2026-01-01', end_date: '2027-01-02' }).error?.issues[0].message).toBe(attendanceErrors.absenceTooLong);
    expect(ZAbsenceRequest.safeParse({ start_date: '2026-02-29', end_date: '2026-03-01' }).error?.issues[0].message).toBe(attendanceErrors.absenceDateInvalid);
    expect(absenceDays('2026-03-28', '2026-03-30')).toBe(3);
  });
});
