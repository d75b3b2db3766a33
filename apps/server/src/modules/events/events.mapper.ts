import type { TAttendee, TEvent } from '@zborovodja/contracts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, type EventAccess } from '../../policy.ts';
import type { AttendeeRow, EventAccessRow, EventRow } from './events.repository.ts';

/** What the policy needs to know about an event row read for this viewer: its own inputs, and the viewer's status and role. */
export const eventAccess = (row: EventAccessRow): EventAccess => ({
  visibility: row.visibility,
  owner_id: row.owner_id,
  organizer_id: row.organizer_id,
  is_attendee: row.my_status !== null,
  community: row.community_id === null ? null : { role: row.my_role, allow_member_edits: row.community_allow_member_edits === 1 },
});

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
/** An event answer without the viewer's part. */
export type SharedEvent = Omit<TEvent, keyof EventViewerPart>;

/** The viewer's part of an event read for them (its row has their status and role). */
export function viewerPartOf(row: EventAccessRow, actor: SessionUser): EventViewerPart {
  const event = eventAccess(row);
  return {
    my_status: row.my_status,
    can_edit: can(actor, { type: 'event.edit', event }),
    can_delete: can(actor, { type: 'event.delete', event }),
    is_organizer: can(actor, { type: 'event.organize', event }),
    can_attend: can(actor, { type: 'event.attend', event }),
    can_manage_attendance: can(actor, { type: 'event.attendance.manage', event }),
  };
}

/** An event row as the API shows it to the viewer it was read for. */
export const toEvent = (row: EventRow, actor: SessionUser): TEvent => ({ ...eventFields(row), ...viewerPartOf(row, actor) });

/** An event read on its own, but the viewer's part. */
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
