import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../../src/http/kept-answers.ts';
import { eventViewerPart } from '../../src/modules/events/events.mapper.ts';

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes), versions: '2026-11-26 1 0' });
const access = { visibility: 'community' as const, owner_id: 2, organizer_id: 2, community_id: 3, community_allow_member_edits: 0 };

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

  it("counts an event page's whole answers kept per viewer's part in its size, and keeps none for an entry replaced since", () => {
    const kept = new KeptAnswers(16_000);
    const page = (body: Buffer) => ({ body, versions: '2026-11-26 1 0', page: { access, sharedFrom: 10, wholes: new Map([[0, body]]) } });
    kept.set('page', page(Buffer.alloc(400)));
    const got = kept.get('page')!;
    const whole = Buffer.alloc(580);
    expect(kept.keepWhole('page', got, 3, whole)).toBe(whole);
    expect(got.page?.wholes.get(3)).toBe(whole);
    // The same part again (made twice): the kept answer is returned, and counted once.
    expect(kept.keepWhole('page', got, 3, Buffer.alloc(580))).toBe(whole);
    // Past a sixteenth of the bound (1 000 bytes) with its others, a part's answer is made but not kept.
    expect(kept.keepWhole('page', got, 5, Buffer.alloc(450))).toHaveLength(450);
    expect(got.page?.wholes.has(5)).toBe(false);
    // Its others' bytes count towards the bound: sixteen answers of 950 bytes more (15 238 with
    // their keys) would leave room for the page alone (404), not for it with its other (984).
    for (let i = 0; i < 16; i++) kept.set(`k${i}`, entry(950));
    expect(kept.get('page')).toBeUndefined();
    expect(kept.size).toBe(16);
    kept.set('page', page(Buffer.alloc(100)));
    expect(kept.keepWhole('page', got, 4, Buffer.alloc(120))).toHaveLength(120);
    expect(got.page?.wholes.has(4)).toBe(false);
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
