import type { TAttendee, TEvent } from '@zborovodja/contracts';
import type { SessionUser } from '../../http/session.ts';
import { can, type EventAccess } from '../../policy.ts';
import type { AttendeeRow, EventAccessRow, EventRow } from './events.repository.ts';

/** What the policy needs to know about an event: its own inputs, and the viewer's status and role. */
function accessFor(event: EventSharedAccess, viewer: EventViewer): EventAccess {
  return {
    visibility: event.visibility,
    owner_id: event.owner_id,
    organizer_id: event.organizer_id,
    is_attendee: viewer.my_status !== null,
    community:
      event.community_id === null ? null : { role: viewer.my_role, allow_member_edits: event.community_allow_member_edits === 1 },
  };
}

/** What the policy needs to know about an event row read for this viewer. */
export const eventAccess = (row: EventAccessRow): EventAccess => accessFor(row, row);

export const toAttendee = (r: AttendeeRow): TAttendee => ({
  user_id: r.user_id,
  username: r.username,
  display_name: r.display_name,
  name: r.display_name || r.username,
  profile_image: r.profile_image,
  status: r.status,
  set_by_id: r.set_by_id ?? null,
  set_by_name: r.set_by_id ? (r.set_by_name ?? null) : null,
  voice_part: r.voice_part ?? null,
});

/** The viewer's own part of an event answer: their status and the policy's verdicts. */
export type EventViewerPart = Pick<TEvent, 'my_status' | 'can_edit' | 'can_delete' | 'is_organizer' | 'can_attend' | 'can_manage_attendance'>;
/** An event answer without the viewer's part: what every member who may see the event sees alike. */
export type SharedEvent = Omit<TEvent, keyof EventViewerPart>;
/** What a viewer's part is computed from: the event's policy inputs, and the viewer's status and role. */
export type EventSharedAccess = Omit<EventAccessRow, 'my_status' | 'my_role'>;
export type EventViewer = Pick<EventAccessRow, 'my_status' | 'my_role'>;
/** An attendee's status on an event. */
export type AttendeeStatus = AttendeeRow['status'];

export const sharedAccess = (row: EventAccessRow): EventSharedAccess => ({
  visibility: row.visibility,
  owner_id: row.owner_id,
  organizer_id: row.organizer_id,
  community_id: row.community_id,
  community_allow_member_edits: row.community_allow_member_edits,
});

/**
 * The viewer's part of an event answer: their status and what the policy lets them do. Written out
 * field by field, its policy input built once: with spreads it cost 2.4 µs in a loop (now 0.1), and
 * a kept event page 57–84 µs of the loaded server's CPU (now 42–47; docs/performance.md).
 */
function viewerPart(access: EventAccess, myStatus: EventViewer['my_status'], actor: SessionUser): EventViewerPart {
  return {
    my_status: myStatus,
    can_edit: can(actor, { type: 'event.edit', event: access }),
    can_delete: can(actor, { type: 'event.delete', event: access }),
    is_organizer: can(actor, { type: 'event.organize', event: access }),
    can_attend: can(actor, { type: 'event.attend', event: access }),
    can_manage_attendance: can(actor, { type: 'event.attendance.manage', event: access }),
  };
}

/**
 * The viewer's part as JSON text, written out field by field (the same text as JSON.stringify, in
 * the same order): a status is one of three words and the rest are booleans, and the generic
 * serializer cost a kept event page ~2 % of its CPU under load.
 */
export const viewerJson = (p: EventViewerPart): string =>
  `{"my_status":${p.my_status === null ? 'null' : `"${p.my_status}"`},"can_edit":${p.can_edit},"can_delete":${p.can_delete},"is_organizer":${p.is_organizer},"can_attend":${p.can_attend},"can_manage_attendance":${p.can_manage_attendance}}`;

const STATUS_CODES = { pending: 1, confirmed: 2, declined: 3 } as const;

/**
 * The viewer's part as a number below 128, one for each text viewerJson writes: a kept event
 * page's whole answer is kept once for each part its viewers have (http/kept-answers.ts).
 */
export const viewerCode = (p: EventViewerPart): number =>
  ((p.my_status === null ? 0 : STATUS_CODES[p.my_status]) << 5) |
  (p.can_edit ? 16 : 0) |
  (p.can_delete ? 8 : 0) |
  (p.is_organizer ? 4 : 0) |
  (p.can_attend ? 2 : 0) |
  (p.can_manage_attendance ? 1 : 0);

/** The viewer's part of an event read for them (its row has their status and role). */
export const viewerPartOf = (row: EventAccessRow, actor: SessionUser): EventViewerPart => viewerPart(eventAccess(row), row.my_status, actor);

/** The same with the viewer's status read since (a kept events list re-made, events.service relist). */
export const viewerPartWith = (row: EventAccessRow, myStatus: AttendeeStatus | null, actor: SessionUser): EventViewerPart =>
  viewerPart(accessFor(row, { my_status: myStatus, my_role: row.my_role }), myStatus, actor);

/**
 * The viewer's part of a kept event answer (http/kept-answers.ts adds it on every use); null when
 * the policy does not let them see the event.
 */
export function eventViewerPart(event: EventSharedAccess, viewer: EventViewer, actor: SessionUser): EventViewerPart | null {
  const access = accessFor(event, viewer);
  return can(actor, { type: 'event.view', event: access }) ? viewerPart(access, viewer.my_status, actor) : null;
}

/**
 * An event read on its own, but the viewer's part; the events list's are written by the database
 * (events.repository.ts eventItemJson), with the same fields.
 */
export function eventFields(row: EventRow, attendees?: AttendeeRow[]): SharedEvent {
  const event: SharedEvent = {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time.slice(0, 5),
    location: row.location,
    event_type: row.event_type,
    description: row.description,
    visibility: row.visibility,
    community_id: row.community_id,
    community_name: row.community_name,
    setlist_id: row.setlist_id,
    owner_id: row.owner_id,
    owner_username: row.owner_username,
    owner_display_name: row.owner_display_name,
    organizer_id: row.organizer_id,
    has_header_image: row.header_image_stored !== null,
    header_image_name: row.header_image_name,
    header_image_type: row.header_image_type,
    header_image_uploaded_at: row.header_image_uploaded_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    attendee_count: Number(row.attendee_count),
    series_id: row.series_id ?? null,
  };
  if (attendees) event.attendees = attendees.map(toAttendee);
  return event;
}
