import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../../src/http/kept-answers.ts';
import { eventViewerPart } from '../../src/modules/events/events.mapper.ts';

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes), versions: '2026-11-26 1 0' });

describe('KeptAnswers: the memory bound (KEPT_ANSWERS_MB)', () => {
  it('lets the least recently used answers go first once the bytes are over the bound', () => {
    const kept = new KeptAnswers(16_000);
    for (const key of ['a', 'b', 'c', 'd']) kept.set(key, entry(999));
    kept.get('a'); // used again: now the most recent
    for (const key of ['e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q']) kept.set(key, entry(999));
    expect(kept.size).toBe(16);
    expect(kept.get('a')).toBeDefined();
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('c')).toBeDefined();
    expect(kept.get('q')).toBeDefined();
  });

  it('leaves an answer used again soon after it was put where it is, in the newer half, which goes last', () => {
    const kept = new KeptAnswers(16_000);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) kept.set(key, entry(999));
    kept.get('h'); // just put: not moved
    kept.get('a'); // in the older half: moved to the end
    for (const key of ['i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r']) kept.set(key, entry(999));
    expect(kept.size).toBe(16);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('c')).toBeUndefined();
    expect(kept.get('d')).toBeDefined();
    expect(kept.get('h')).toBeDefined();
    expect(kept.get('a')).toBeDefined();
  });

  it('keeps no answer larger than a sixteenth of the bound, and replaces an answer kept under the same key', () => {
    const kept = new KeptAnswers(16_000);
    kept.set('big', entry(1_500));
    expect(kept.get('big')).toBeUndefined();
    kept.set('x', entry(100));
    kept.set('x', entry(200));
    expect(kept.size).toBe(1);
    expect(kept.get('x')?.body.length).toBe(200);
  });

  it('is off at 0', () => {
    expect(new KeptAnswers(0).enabled).toBe(false);
    expect(new KeptAnswers(1).enabled).toBe(true);
  });
});

describe("eventViewerPart: a kept event page's part for each viewer, by the policy", () => {
  const member = { id: 7, username: 'alt', display_name: null, role: 'user', email_verified: true };
  const admin = { id: 1, username: 'admin', display_name: null, role: 'admin', email_verified: true };
  const access = (visibility: 'private' | 'community' | 'public') => ({ visibility, owner_id: 2, organizer_id: 2, community_id: 3, community_allow_member_edits: 0 });

  it('gives a member of the community their own status and no leader verdicts', () => {
    expect(eventViewerPart(access('community'), { my_status: 'confirmed', my_role: 'member' }, member)).toEqual({
      my_status: 'confirmed',
      can_edit: false,
      can_delete: false,
      is_organizer: false,
      can_attend: true,
      can_manage_attendance: false,
    });
  });

  it("gives a community admin the leader's verdicts", () => {
    expect(eventViewerPart(access('community'), { my_status: null, my_role: 'community_admin' }, member)).toMatchObject({ can_edit: true, can_manage_attendance: true });
  });

  it('refuses a private event to a member who is not invited, and gives it to the global admin', () => {
    expect(eventViewerPart(access('private'), { my_status: null, my_role: 'member' }, member)).toBeNull();
    expect(eventViewerPart(access('private'), { my_status: 'pending', my_role: 'member' }, member)).toMatchObject({ my_status: 'pending' });
    expect(eventViewerPart(access('private'), { my_status: null, my_role: null }, admin)).not.toBeNull();
  });
});
