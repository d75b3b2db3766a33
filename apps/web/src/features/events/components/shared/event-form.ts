import { dashboardUi, eventDefaults, eventsUi, type TCommunity, type TEvent, type TEventRequest, type TEventVisibility } from '@zborovodja/contracts';

/*
 * The event form's values and rules, kept apart from the modal so they can be tested: the create
 * modal and the details edit modal share the fields but differ in messages and visibilities (spec §2, §5).
 */

export interface EventFormValues {
  title: string;
  date: string;
  time: string;
  location: string;
  event_type: string;
  visibility: TEventVisibility;
  /** '' when no community is chosen. */
  community_id: string;
  description: string;
}

export type EventFormMode = 'create' | 'edit';

export function initialEventValues(options: {
  event?: TEvent | null;
  defaultDate?: string;
  activeCommunityId?: number | null;
  eventType?: string;
}): EventFormValues {
  const { event } = options;
  if (event) {
    return {
      title: event.title,
      date: event.date,
      time: (event.time || eventDefaults.time).slice(0, 5),
      location: event.location,
      event_type: event.event_type,
      visibility: event.visibility,
      community_id: event.community_id ? String(event.community_id) : '',
      description: event.description ?? '',
    };
  }
  return {
    title: '',
    date: options.defaultDate ?? '',
    time: eventDefaults.time,
    location: '',
    event_type: options.eventType ?? eventDefaults.eventType,
    // Without a community only a private event can be saved: start there instead of with an error.
    visibility: options.activeCommunityId ? eventDefaults.visibility : 'private',
    community_id: options.activeCommunityId ? String(options.activeCommunityId) : '',
    description: '',
  };
}

/** The first rule broken, as the modal shows it (English in the create modal, Slovenian in the edit modal), or null. */
export function validateEventForm(values: EventFormValues, mode: EventFormMode): string | null {
  const t = eventsUi;
  if (!values.title.trim() || !values.date.trim() || !values.location.trim()) {
    return mode === 'create' ? t.createRequired : t.editRequired;
  }
  if (values.visibility === 'community' && !values.community_id) {
    return mode === 'create' ? t.createCommunityRequired : t.editCommunityRequired;
  }
  return null;
}

export function eventRequestOf(values: EventFormValues): TEventRequest {
  return {
    title: values.title.trim(),
    date: values.date,
    time: values.time || eventDefaults.time,
    location: values.location.trim(),
    event_type: values.event_type || null,
    visibility: values.visibility,
    community_id: values.community_id ? Number(values.community_id) : null,
    description: values.description.trim() || null,
  };
}

/** Editing an event with a setlist into another community removes the setlist: the user must confirm (spec §4). */
export const needsCommunityChangeConfirm = (event: TEvent | null | undefined, nextCommunityId: string) =>
  !!event?.setlist_id && String(event.community_id ?? '') !== nextCommunityId;

export interface CommunityChoices {
  options: { id: string; name: string }[];
  /** Why some or all of the user's communities are not offered, or null when all are. */
  note: string | null;
}

/**
 * The communities the form offers (issue 18): those where the server says the user may add
 * events (`can_create_events`, the policy's answer), so that nobody fills in the whole form for a
 * community where saving must fail; when editing, also the event's own, which it may keep (a
 * global admin who is not a member, an owner whose rights changed).
 */
export function communityChoices(communities: TCommunity[], event: TEvent | null): CommunityChoices {
  const creatable = communities.filter((c) => c.can_create_events);
  const options = creatable.map((c) => ({ id: String(c.id), name: c.name }));
  if (event?.community_id && !options.some((o) => o.id === String(event.community_id))) {
    options.push({ id: String(event.community_id), name: event.community_name ?? String(event.community_id) });
  }
  const note =
    creatable.length === communities.length ? null : creatable.length === 0 ? dashboardUi.form.noCreatableCommunity : dashboardUi.form.someCommunitiesHidden;
  return { options, note };
}

/** The community a new event starts in: the active one when the user may add events there, else none (a private event). */
export const startingCommunityId = (active: TCommunity | null): number | null => (active?.can_create_events ? active.id : null);
