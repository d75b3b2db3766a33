import { describe, expect, it } from 'vitest';
import { dashboardUi, type TCommunity, type TEvent } from '@zborovodja/contracts';
import { byDate, formatMonth, monthGrid, monthRange, shiftMonth, weekdayNames } from '../src/features/events/components/desktop/calendar-grid.ts';
import { neighbourAfterDelete, parseEventParam, resolveSelection } from '../src/features/events/components/desktop/selection.ts';
import {
  communityChoices, eventRequestOf, initialEventValues, needsCommunityChangeConfirm, startingCommunityId, validateEventForm, type EventFormValues,
} from '../src/features/events/components/shared/event-form.ts';
import { isEventGone } from '../src/features/events/utils.ts';
import { ApiError } from '../src/lib/api-client.ts';

describe('carousel selection (spec §2)', () => {
  it('shows the first upcoming event without ?event=', () => {
    expect(resolveSelection({ upcomingIds: [5, 7], requestedId: null, lookup: 'idle' })).toEqual({ kind: 'upcoming', id: 5, index: 0, dropQuery: false });
  });
  it('selects the requested upcoming event by its index', () => {
    expect(resolveSelection({ upcomingIds: [5, 7, 9], requestedId: 9, lookup: 'idle' })).toEqual({ kind: 'upcoming', id: 9, index: 2, dropQuery: false });
  });
  it('shows an event outside the upcoming list once it is fetched', () => {
    expect(resolveSelection({ upcomingIds: [5], requestedId: 3, lookup: 'loading' })).toEqual({ kind: 'loading' });
    expect(resolveSelection({ upcomingIds: [5], requestedId: 3, lookup: 'found' })).toEqual({ kind: 'other', id: 3 });
  });
  it('falls back to the first upcoming event and drops the query when the event is not found', () => {
    expect(resolveSelection({ upcomingIds: [5, 7], requestedId: 3, lookup: 'missing' })).toEqual({ kind: 'upcoming', id: 5, index: 0, dropQuery: true });
    expect(resolveSelection({ upcomingIds: [], requestedId: 3, lookup: 'missing' })).toEqual({ kind: 'empty', dropQuery: true });
  });
  it('keeps the requested event when it could not be loaded (network, server error): its card offers a retry, not another event', () => {
    expect(resolveSelection({ upcomingIds: [5, 7], requestedId: 3, lookup: 'failed' })).toEqual({ kind: 'other', id: 3 });
  });
  it('tells a missing event (404 and alike) from a failed request', () => {
    expect(isEventGone(new ApiError(404, 'x'))).toBe(true);
    expect(isEventGone(new ApiError(403, 'x'))).toBe(true);
    expect(isEventGone(new ApiError(500, 'x'))).toBe(false);
    expect(isEventGone(new TypeError('Failed to fetch'))).toBe(false);
  });
  it('waits for the list, and is empty without events', () => {
    expect(resolveSelection({ upcomingIds: undefined, requestedId: null, lookup: 'idle' })).toEqual({ kind: 'loading' });
    expect(resolveSelection({ upcomingIds: [], requestedId: null, lookup: 'idle' })).toEqual({ kind: 'empty', dropQuery: false });
  });
  it('reads only positive ids from ?event=', () => {
    expect(parseEventParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12x']) expect(parseEventParam(bad)).toBeNull();
  });
  it('moves to a neighbour after a delete', () => {
    expect(neighbourAfterDelete([1, 2, 3], 2)).toBe(3);
    expect(neighbourAfterDelete([1, 2, 3], 3)).toBe(2);
    expect(neighbourAfterDelete([1], 1)).toBeNull();
    expect(neighbourAfterDelete([4, 5], 9)).toBe(4);
  });
});

describe('month calendar grid (sl-SI, Monday first)', () => {
  it('lays December 2026 out in whole weeks starting on Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 12 });
    // 1 December 2026 is a Tuesday: the grid starts on Monday 30 November.
    expect(weeks[0][0]).toEqual({ date: '2026-11-30', day: 30, inMonth: false });
    expect(weeks[0][1]).toEqual({ date: '2026-12-01', day: 1, inMonth: true });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    const days = weeks.flat().filter((d) => d.inMonth);
    expect(days).toHaveLength(31);
    expect(days.find((d) => d.day === 8)?.date).toBe('2026-12-08');
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2027-01-03');
  });
  it('needs no leading days when the month starts on Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 6 });
    expect(weeks[0][0]).toEqual({ date: '2026-06-01', day: 1, inMonth: true });
    expect(weeks).toHaveLength(5);
  });
  it('handles February of a leap year and the month range', () => {
    expect(monthGrid({ year: 2028, month: 2 }).flat().filter((d) => d.inMonth)).toHaveLength(29);
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
  it('steps across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
  it('names months and weekdays in Slovenian, Monday first', () => {
    expect(formatMonth({ year: 2026, month: 12 })).toMatch(/december 2026/i);
    const names = weekdayNames();
    expect(names).toHaveLength(7);
    expect(names[0].toLowerCase()).toMatch(/^pon/);
    expect(names[6].toLowerCase()).toMatch(/^ned/);
  });
  it('groups items by date', () => {
    const map = byDate([{ date: '2026-12-08', n: 1 }, { date: '2026-12-08', n: 2 }, { date: '2026-12-09', n: 3 }]);
    expect(map.get('2026-12-08')).toHaveLength(2);
    expect(map.get('2026-12-10')).toBeUndefined();
  });
});

const values = (patch: Partial<EventFormValues> = {}): EventFormValues => ({
  ...initialEventValues({ activeCommunityId: 3 }),
  title: 'Vaja',
  date: '2026-12-08',
  location: 'Župnišče',
  ...patch,
});

describe('event form: the communities it offers (issue 18)', () => {
  const community = (id: number, can_create_events: boolean) => ({ id, name: `Zbor ${id}`, can_create_events }) as TCommunity;

  it('offers only communities where the user may create events, and says that others are left out', () => {
    const { options, note } = communityChoices([community(1, false), community(2, true)], null);
    expect(options).toEqual([{ id: '2', name: 'Zbor 2' }]);
    expect(note).toBe(dashboardUi.form.someCommunitiesHidden);
  });
  it('says why when the user may create events in none of their communities', () => {
    expect(communityChoices([community(1, false)], null)).toEqual({ options: [], note: dashboardUi.form.noCreatableCommunity });
  });
  it('says nothing when every community is offered, or when the user has none', () => {
    expect(communityChoices([community(1, true)], null).note).toBeNull();
    expect(communityChoices([], null)).toEqual({ options: [], note: null });
  });
  it("keeps an edited event's own community", () => {
    const event = { community_id: 1, community_name: 'Zbor 1' } as TEvent;
    expect(communityChoices([community(1, false), community(2, true)], event).options).toEqual([{ id: '2', name: 'Zbor 2' }, { id: '1', name: 'Zbor 1' }]);
  });
  it('starts a new event in the active community only when the user may create events there', () => {
    expect(startingCommunityId(community(4, true))).toBe(4);
    expect(startingCommunityId(community(4, false))).toBeNull();
    expect(startingCommunityId(null)).toBeNull();
  });
});

describe('event form validation (spec §5)', () => {
  it('starts with the defaults: 09:00, community visibility, the active community, rehearsal', () => {
    const v = initialEventValues({ activeCommunityId: 3, defaultDate: '2026-12-01' });
    expect(v).toMatchObject({ time: '09:00', visibility: 'community', community_id: '3', event_type: 'rehearsal', date: '2026-12-01' });
  });
  it('starts private for a user without a community', () => {
    expect(initialEventValues({ activeCommunityId: null })).toMatchObject({ visibility: 'private', community_id: '' });
  });
  it('requires title, date and location with the create and the edit message', () => {
    for (const field of ['title', 'date', 'location'] as const) {
      expect(validateEventForm(values({ [field]: '  ' }), 'create')).toBe('Izpolnite vsaj naslov, datum in lokacijo.');
      expect(validateEventForm(values({ [field]: '' }), 'edit')).toBe('Izpolnite vsaj naslov, datum in lokacijo.');
    }
  });
  it('requires a community for community visibility', () => {
    expect(validateEventForm(values({ community_id: '' }), 'create')).toBe('Izberite skupino za ta dogodek.');
    expect(validateEventForm(values({ community_id: '' }), 'edit')).toBe('Da bo dogodek viden skupini, morate najprej izbrati skupino.');
    expect(validateEventForm(values({ community_id: '', visibility: 'private' }), 'create')).toBeNull();
    expect(validateEventForm(values(), 'create')).toBeNull();
  });
  it('builds the request with trimmed text and a numeric community', () => {
    expect(eventRequestOf(values({ title: ' Vaja ', description: '  ', community_id: '3' }))).toEqual({
      title: 'Vaja', date: '2026-12-08', time: '09:00', location: 'Župnišče', event_type: 'rehearsal',
      visibility: 'community', community_id: 3, description: null,
    });
    expect(eventRequestOf(values({ community_id: '', visibility: 'private' })).community_id).toBeNull();
  });
  it('asks before moving an event with a setlist to another community', () => {
    const event = { setlist_id: 4, community_id: 3 } as TEvent;
    expect(needsCommunityChangeConfirm(event, '5')).toBe(true);
    expect(needsCommunityChangeConfirm(event, '3')).toBe(false);
    expect(needsCommunityChangeConfirm({ ...event, setlist_id: null }, '5')).toBe(false);
    expect(needsCommunityChangeConfirm(null, '5')).toBe(false);
  });
});
