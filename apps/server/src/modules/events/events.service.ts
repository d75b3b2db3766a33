import type { Readable } from 'node:stream';
import {
  attendanceErrors,
  attendanceNotices,
  errors,
  eventDefaults,
  eventLimits,
  notices,
  seriesChangeWords,
  seriesFields,
  seriesNotices,
  standardEventTypes,
  type TAttendee,
  type TAttendeeStatus,
  type TEvent,
  type TEventCreateInput,
  type TEventInput,
  type TEventScope,
  type TEventsQuery,
  type TEventsResponse,
  type TLeftOut,
  type TOwnChangeChoice,
  type TPickerUser,
  uploadKinds,
} from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import { addDays, dateIn, iso, skippedLocalTime, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, eventVisibleTo, isGlobalAdmin } from '../../policy.ts';
import { safeOriginalName, type FileStorage } from '../../storage/uploads.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import { parseEventTypes } from '../communities/communities.mapper.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import type { AttendanceService } from '../attendance/attendance.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { SeriesService, type EventValues, type SeriesEditResult } from './series.service.ts';
import { eventAccess, eventFields, toAttendee, toEvent, viewerPartOf, type SharedEvent } from './events.mapper.ts';
import { EventsRepository, type EventAccessRow, type EventRow } from './events.repository.ts';

export type { EventRow };

export const HEADER_IMAGE_AREA = 'event-images';
const PICKER_LIMIT = 50;

export interface HeaderImageFile {
  name: string;
  stored: string;
}

/** "28. 11. 2026" for notification texts. */
const slDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

/**
 * Events, their attendees and header images (spec events-songs-posts §3–§7). Every decision goes
 * through policy.ts; reads cost one statement (the event with everything the policy needs) plus
 * one for the attendee list.
 */
export class EventsService {
  readonly repo: EventsRepository;
  /** Event series and invitations (issue 23). */
  readonly series: SeriesService;
  private readonly db: Kysely<DB>;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly communities: CommunitiesService,
    private readonly notifications: NotificationsService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    /** Issue 23: voice-part counts and absences (modules/attendance). */
    private readonly attendance: AttendanceService,
    mailer: Mailer | null = null,
  ) {
    this.db = database.db;
    this.repo = new EventsRepository(database);
    this.series = new SeriesService(this.db, config, this.repo, notifications, mailer, clock, () => this.today());
  }

  /** Today in the app's zone (TZ_APP): where "upcoming" starts. */
  today(): string {
    return dateIn(this.config.tzApp, this.clock.now());
  }

  /** The event as the actor sees it, or 404 when it does not exist or they may not see it. */
  async visible(actor: SessionUser, id: number): Promise<EventRow> {
    const row = await this.repo.findForViewer(id, actor.id);
    if (!row || !can(actor, { type: 'event.view', event: eventAccess(row) })) throw notFound(errors.eventNotFound);
    return row;
  }

  /** A visible event the actor may edit (403 otherwise). */
  async editable(actor: SessionUser, id: number): Promise<EventRow> {
    const row = await this.visible(actor, id);
    if (!this.canEdit(actor, row)) throw forbidden();
    return row;
  }

  canEdit(actor: SessionUser, row: EventAccessRow): boolean {
    return can(actor, { type: 'event.edit', event: eventAccess(row) });
  }

  /** The next events the actor may see, soonest first. */
  async upcomingRows(actor: SessionUser, limit: number): Promise<EventRow[]> {
    return this.repo.list({ viewerId: actor.id, all: isGlobalAdmin(actor), from: this.today(), descending: false, limit: limit - 1, offset: 0 });
  }

  /** A page of the events list. */
  async list(actor: SessionUser, q: TEventsQuery): Promise<TEventsResponse> {
    if (q.from && q.to && q.from > q.to) throw badRequest(errors.eventRangeInvalid);
    const today = this.today();
    let from = q.from ?? q.date;
    let to = q.to ?? q.date;
    // Without a date or range the list is the upcoming events; with one, "all" of it.
    const when = q.when ?? (from || to ? 'all' : 'upcoming');
    if (when === 'upcoming' && (!from || from < today)) from = today;
    if (when === 'past') {
      const yesterday = addDays(today, -1);
      if (!to || to > yesterday) to = yesterday;
    }
    const rows = await this.repo.list({
      viewerId: actor.id,
      all: isGlobalAdmin(actor),
      from,
      to,
      communityId: q.community_id,
      eventType: q.event_type,
      descending: when === 'past',
      limit: q.limit,
      offset: q.offset,
    });
    return { events: rows.slice(0, q.limit).map((r) => toEvent(r, actor)), has_more: rows.length > q.limit, limit: q.limit, offset: q.offset };
  }

  async get(actor: SessionUser, id: number, includeAttendees = false): Promise<TEvent> {
    const { row, event } = await this.read(actor, id, includeAttendees);
    return { ...event, ...viewerPartOf(row, actor) };
  }

  /** A visible event without the viewer's part (404 when the actor may not see it). */
  private async read(actor: SessionUser, id: number, includeAttendees: boolean): Promise<{ row: EventRow; event: SharedEvent }> {
    if (!includeAttendees) {
      const row = await this.visible(actor, id);
      return { row, event: await this.withSeries(eventFields(row)) };
    }
    const found = await this.repo.findWithAttendees(id, actor.id);
    if (!found || !can(actor, { type: 'event.view', event: eventAccess(found.row) })) throw notFound(errors.eventNotFound);
    const event = eventFields(found.row, found.attendees);
    if (found.row.community_id !== null) {
      event.voice_parts = this.attendance.voiceParts(found.attendees, found.row.community_voice_part_minimums);
      // Issue 57, #2: an absent attendee is marked for the leaders who may see absences.
      const visible = this.attendance.mayViewAway(actor, eventAccess(found.row), found.attendees.map((a) => a.user_id), true);
      if (visible.size) {
        const away = new Map(found.attendees.filter((a) => a.away_start !== null && visible.has(a.user_id)).map((a) => [a.user_id, { start_date: a.away_start!, end_date: a.away_end!, note: a.away_note }]));
        event.attendees = event.attendees?.map((a) => (visible.has(a.user_id) ? { ...a, away: away.get(a.user_id) ?? null } : a));
      }
    }
    return { row: found.row, event: await this.withSeries(event) };
  }

  /** An occurrence's single read also carries its series' rule (one more statement, only for occurrences). */
  private async withSeries(event: SharedEvent): Promise<SharedEvent> {
    if (event.series_id) event.series = await this.series.info(event.series_id);
    return event;
  }

  /**
   * The community an event is to belong to, checked: the actor must be allowed to add content
   * there (admins, or members when the community allows member edits).
   */
  async contributionTarget(actor: SessionUser, communityId: number) {
    const { row, membership } = await this.communities.load(actor, communityId);
    const community = { visibility: row.visibility, role: membership?.role ?? null, allow_member_edits: row.allow_member_edits === 1 };
    if (!can(actor, { type: 'community.contribute', community })) throw forbidden(errors.eventCommunityForbidden);
    return row;
  }

  /** The stored fields of a payload: defaults applied, the type checked against the community's list. */
  private fields(input: TEventInput, communityTypes: string[] | null) {
    const visibility = input.visibility ?? eventDefaults.visibility;
    const communityId = input.community_id ?? null;
    if (visibility === 'community' && !communityId) throw badRequest(errors.eventCommunityRequired);
    const supported = communityTypes ?? [...standardEventTypes];
    const wanted = input.event_type || eventDefaults.eventType;
    // Spec §4: a type the community does not support falls back to its first one.
    const eventType = supported.includes(wanted) ? wanted : (supported[0] ?? eventDefaults.eventType);
    const time = input.time ?? eventDefaults.time;
    const instead = skippedLocalTime(input.date, time, this.config.tzApp);
    if (instead) throw badRequest(errors.eventTimeSkipped(time, instead), { time: errors.eventTimeSkipped(time, instead) });
    return {
      title: input.title,
      date: input.date,
      time,
      location: input.location,
      event_type: eventType,
      description: input.description || null,
      visibility,
      community_id: communityId,
    };
  }

  async create(actor: SessionUser, input: TEventCreateInput): Promise<{ event: TEvent; left_out?: TLeftOut[] }> {
    const community = input.community_id ? await this.contributionTarget(actor, input.community_id) : null;
    const values = this.fields(input, community ? parseEventTypes(community.supported_event_types) : null);
    if (input.repeat || input.invite) {
      // A series, or an event that invites the community's members: told once (series.service.ts).
      const { id, leftOut } = await this.series.create(actor, values, input.repeat ?? null, input.invite ?? null, community);
      const event = await this.get(actor, id);
      return { event, left_out: await this.leftOut(actor, id, leftOut) };
    }
    const now = iso(this.clock.now());
    const id = await this.repo.insert(this.db, { ...values, owner_id: actor.id, organizer_id: actor.id, created_at: now, updated_at: now });
    if (community && values.visibility !== 'private') {
      const members = await this.communities.memberIds(community.id);
      await this.notifications.notify(
        members.filter((m) => m !== actor.id),
        {
          type: 'event_created',
          content: notices.eventCreated(community.name, values.title, slDate(values.date), values.time, values.location),
          reference_type: 'event',
          reference_id: id,
        },
      );
    }
    return { event: await this.get(actor, id) };
  }

  /**
   * Who a whole-choir invitation left out because they are away on the (first) date, as far as
   * the actor may see absences (policy absence.view: the leaders of the event's community).
   */
  private async leftOut(actor: SessionUser, eventId: number, userIds: number[]): Promise<TLeftOut[]> {
    if (!userIds.length) return [];
    const row = await this.visible(actor, eventId);
    const away = await this.attendance.awayOn(actor, { access: eventAccess(row), date: row.date }, userIds, true);
    const names = await this.repo.names([...away.keys()]);
    return names.map((u) => ({ user_id: u.id, name: u.display_name || u.username, start_date: away.get(u.id)!.start_date, end_date: away.get(u.id)!.end_date }));
  }

  /**
   * Edits the details. Moving the event to another community removes its setlist in the same
   * transaction (its songs belong to the old community; the client asks before). A change of
   * date, time or place is told to the community's members (for a private event: its attendees).
   */
  async update(actor: SessionUser, id: number, input: TEventInput, scope: TEventScope = 'this', ownChanges?: TOwnChangeChoice): Promise<TEvent> {
    const row = await this.editable(actor, id);
    if (row.series_id !== null && scope !== 'this') return this.updateSeries(actor, row, input, scope, ownChanges);
    const newCommunityId = input.community_id ?? null;
    const communityChanged = newCommunityId !== row.community_id;
    const community = newCommunityId && communityChanged ? await this.contributionTarget(actor, newCommunityId) : null;
    const types = newCommunityId
      ? parseEventTypes(community ? community.supported_event_types : (row.community_event_types ?? '[]'))
      : null;
    const values = this.fields(input, types);
    const now = iso(this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      await this.repo.update(trx, id, { ...values, updated_at: now });
      // An occurrence moved to another community leaves its series (whose rights are the old community's); the rule never makes its date again.
      if (communityChanged && row.series_id !== null) {
        if (row.series_date !== null) await this.series.exclude(trx, row.series_id, row.series_date);
        await this.repo.update(trx, id, { series_id: null, series_date: null });
      }
      if (communityChanged && row.setlist_id !== null) await this.repo.deleteSetlists(trx, [id]);
      // Moved to a community or turned private: whoever may no longer be on the list is taken off at once (policy.ts attendeeAllowed).
      if (communityChanged || values.visibility !== row.visibility) {
        const gone = (await this.repo.removeIneligibleAttendees(trx, id)).filter((g) => g.user_id !== row.organizer_id);
        for (const g of gone) {
          await this.notifications.notify(
            [row.organizer_id].filter((u) => u !== actor.id),
            { type: 'event_attendee_dropped', content: notices.attendeeDropped(g.display_name || g.username, values.title, slDate(values.date)), reference_type: 'event', reference_id: id },
            trx,
          );
        }
      }
    });
    const moved = values.date !== row.date || values.time !== row.time.slice(0, 5) || values.location !== row.location;
    if (moved) await this.tellAboutChange(actor, id, values);
    return this.get(actor, id, true);
  }

  /**
   * 'Ta in vsi naslednji' / 'Vsi v nizu': the fields the form changed go to the occurrences in scope
   * in one transaction (series.service.ts applyToSeries), each of them one the actor may edit, or
   * none changes (checkScope, issue 53). Everyone whose dates changed is told once, with what changed.
   */
  private async updateSeries(actor: SessionUser, row: EventRow, input: TEventInput, scope: 'following' | 'all', ownChanges?: TOwnChangeChoice): Promise<TEvent> {
    const newCommunityId = input.community_id ?? null;
    const communityChanged = newCommunityId !== row.community_id;
    const community = newCommunityId && communityChanged ? await this.contributionTarget(actor, newCommunityId) : null;
    const types = newCommunityId ? parseEventTypes(community ? community.supported_event_types : (row.community_event_types ?? '[]')) : null;
    const values = this.fields(input, types);
    const edit = await this.db.transaction().execute(async (trx) => {
      await this.series.checkScope(trx, actor, row, scope, 'event.edit');
      const result = await this.series.applyToSeries(trx, row, values, scope, ownChanges);
      if (communityChanged) await this.repo.deleteSetlists(trx, result.ids);
      if (communityChanged || values.visibility !== row.visibility) {
        for (const eventId of result.ids) await this.repo.removeIneligibleAttendees(trx, eventId);
      }
      return result;
    });
    await this.tellAboutSeriesEdit(actor, row, values, edit);
    return this.get(actor, row.id, true);
  }

  /** One notice per series edit to the members (or, for a private series, the attendees) of the dates that changed. */
  private async tellAboutSeriesEdit(actor: SessionUser, row: EventRow, values: EventValues, edit: SeriesEditResult) {
    if (!edit.changed.length) return;
    const fields = seriesFields.filter((f) => edit.changed.some((c) => c.fields.includes(f)));
    const changes = fields.map((f) => {
      const words = seriesChangeWords[f];
      return typeof words === 'function' ? words(String(values[f] ?? '')) : words;
    });
    const audience =
      values.community_id && values.visibility !== 'private'
        ? await this.communities.memberIds(values.community_id)
        : await this.repo.attendeeIdsOf(edit.changed.map((c) => c.id));
    await this.notifications.notify(audience.filter((u) => u !== actor.id), {
      type: 'event_changed',
      content: seriesNotices.seriesChanged(row.title, slDate(edit.changed[0]!.date), changes),
      reference_type: 'event',
      reference_id: row.id,
    });
  }

  private async tellAboutChange(actor: SessionUser, id: number, e: { title: string; date: string; time: string; location: string; visibility: string; community_id: number | null }) {
    const audience =
      e.community_id && e.visibility !== 'private'
        ? await this.communities.memberIds(e.community_id)
        : await this.repo.attendeeIds(id);
    await this.notifications.notify(
      audience.filter((u) => u !== actor.id),
      {
        type: 'event_changed',
        content: notices.eventChanged(e.title, slDate(e.date), e.time, e.location),
        reference_type: 'event',
        reference_id: id,
      },
    );
  }

  /**
   * The owner, a global admin or an admin of the event's community deletes it (spec §6), also a
   * private event the admin cannot see (it reveals nothing); 404 for whoever may neither see nor delete it.
   * The event, its attendee rows, its setlist and the notices of its cancellation go in one
   * transaction; then its header image file.
   */
  async delete(actor: SessionUser, id: number, scope: TEventScope = 'this'): Promise<void> {
    const row = await this.repo.findForViewer(id, actor.id);
    const allowed = row !== undefined && can(actor, { type: 'event.delete', event: eventAccess(row) });
    if (!row || (!allowed && !can(actor, { type: 'event.view', event: eventAccess(row) }))) throw notFound(errors.eventNotFound);
    if (!allowed) throw forbidden();
    // A past event is cleared away, not cancelled: nobody needs a notice about it.
    if (row.series_id !== null && scope !== 'this') return this.deleteSeries(actor, row, scope, await this.cancellationAudience(actor, row));
    const told = row.date >= this.today() ? await this.cancellationAudience(actor, row) : [];
    await this.db.transaction().execute(async (trx) => {
      // One occurrence of a series: its rule date becomes an EXDATE, so the window never makes it again.
      if (row.series_id !== null && row.series_date !== null) await this.series.exclude(trx, row.series_id, row.series_date);
      await this.repo.delete(trx, id);
      // The notice cannot link to the event any more, so it carries its title, date and time.
      await this.notifications.notify(
        told,
        { type: 'event_cancelled', content: notices.eventCancelled(row.title, slDate(row.date), row.time.slice(0, 5)), reference_type: null },
        trx,
      );
    });
    if (row.header_image_stored) await this.storage.remove(HEADER_IMAGE_AREA, row.header_image_stored);
  }

  /**
   * 'Ta in vsi naslednji' / 'Vsi v nizu' of a deletion: one transaction, one notice per person
   * (those who may see the occurrence, as for one event), naming the first date that was still
   * to come; nothing when only past occurrences went. Each occurrence in scope must be one the
   * actor may delete, or none goes (checkScope, issue 53).
   */
  private async deleteSeries(actor: SessionUser, row: EventRow, scope: 'following' | 'all', audience: number[]): Promise<void> {
    const today = this.today();
    const files = await this.db.transaction().execute(async (trx) => {
      await this.series.checkScope(trx, actor, row, scope, 'event.delete');
      const removed = await this.series.removeOccurrences(trx, row, scope);
      const next = removed.dates.filter((d) => d >= today).sort()[0];
      if (next) {
        await this.notifications.notify(audience, { type: 'event_cancelled', content: seriesNotices.seriesCancelled(row.title, slDate(next)), reference_type: null }, trx);
      }
      return removed.files;
    });
    for (const file of files) await this.storage.remove(HEADER_IMAGE_AREA, file);
  }

  /**
   * Who hears that an event is cancelled: its owner, organizer, attendees and its community's
   * members, each only when the policy lets them see the event by their own place in it (a
   * private event's title does not go to the whole community), and never the one who deletes it.
   */
  private async cancellationAudience(actor: SessionUser, row: EventRow): Promise<number[]> {
    const attendees = new Set(await this.repo.attendeeIds(row.id));
    const roles = new Map(row.community_id === null ? [] : (await this.communities.memberRoles(row.community_id)).map((m) => [m.user_id, m.role]));
    const access = eventAccess(row);
    const candidates = new Set([row.owner_id, row.organizer_id, ...attendees, ...roles.keys()]);
    return [...candidates].filter(
      (userId) =>
        userId !== actor.id &&
        eventVisibleTo(userId, {
          ...access,
          is_attendee: attendees.has(userId),
          community: access.community && { ...access.community, role: roles.get(userId) ?? null },
        }),
    );
  }

  private async organized(actor: SessionUser, id: number): Promise<EventRow> {
    const row = await this.visible(actor, id);
    if (!can(actor, { type: 'event.organize', event: eventAccess(row) })) throw forbidden(errors.notOrganizer);
    return row;
  }

  private async attendeeList(event: { id: number; community_id: number | null }): Promise<TAttendee[]> {
    return (await this.repo.attendees(event.id, event.community_id)).map(toAttendee);
  }

  /**
   * The organizer adds people: members of the event's community, or users without a community
   * when the event has none (spec §5). Those already on the list are skipped; the new ones are told.
   */
  async addAttendees(actor: SessionUser, id: number, userIds: number[]): Promise<TAttendee[]> {
    const row = await this.organized(actor, id);
    const wanted = [...new Set(userIds)];
    const eligible = new Set(await this.repo.eligibleUserIds(wanted, row.community_id));
    if (wanted.some((u) => !eligible.has(u))) throw badRequest(errors.attendeeNotEligible);
    const already = new Set(await this.repo.attendeeIds(id));
    const fresh = wanted.filter((u) => !already.has(u));
    const now = iso(this.clock.now());
    await this.repo.insertAttendees(
      this.db,
      fresh.map((user_id) => ({ event_id: id, user_id, status: 'pending' as const, created_at: now, updated_at: now })),
    );
    await this.notifications.notify(
      fresh.filter((u) => u !== actor.id),
      {
        type: 'event_attendee_added',
        content: notices.attendeeAdded(row.title, slDate(row.date), row.time.slice(0, 5)),
        reference_type: 'event',
        reference_id: id,
      },
    );
    return this.attendeeList(row);
  }

  /** How notices name a user: their display name, else their username (both read with the session). */
  private displayName(actor: SessionUser): string {
    return actor.display_name || actor.username;
  }

  /**
   * Each user sets their own attendance (a missing row is created; a decline is told to the
   * organizer), which clears a leader's mark. The event's organizer, owner, its community's admins
   * and global admins may also set any attendee's status (issue 23, policy
   * event.attendance.manage); the attendee is told and the list shows who set it.
   */
  async setStatus(actor: SessionUser, id: number, userId: number, status: TAttendeeStatus): Promise<TAttendee[]> {
    if (userId !== actor.id) return this.setStatusFor(actor, id, userId, status);
    const row = await this.visible(actor, id);
    if (!can(actor, { type: 'event.attend', event: eventAccess(row) })) throw forbidden(errors.attendNotAllowed);
    const attendees = await this.repo.setStatusListed(row, actor.id, status, iso(this.clock.now()));
    if (status === 'declined' && row.my_status !== 'declined' && row.organizer_id !== actor.id) {
      await this.notifications.notify([row.organizer_id], {
        type: 'event_attendance_declined',
        content: notices.attendanceDeclined(this.displayName(actor), row.title, slDate(row.date)),
        reference_type: 'event',
        reference_id: id,
      });
    }
    return attendees.map(toAttendee);
  }

  /** A leader sets someone else's status: only for who is on the list; told to them when it changes. */
  private async setStatusFor(actor: SessionUser, id: number, userId: number, status: TAttendeeStatus): Promise<TAttendee[]> {
    const row = await this.visible(actor, id);
    if (!can(actor, { type: 'event.attendance.manage', event: eventAccess(row) })) throw forbidden(errors.attendeeOwnStatusOnly);
    const current = await this.repo.attendeeStatus(id, userId);
    if (!current) throw notFound(attendanceErrors.attendeeNotOnList);
    const attendees = await this.repo.setStatusListed(row, userId, status, iso(this.clock.now()), actor.id);
    if (current.status !== status) {
      await this.notifications.notify([userId], {
        type: 'event_attendance_set',
        content: attendanceNotices.setByLeader(this.displayName(actor), status, row.title, slDate(row.date)),
        reference_type: 'event',
        reference_id: id,
      });
    }
    return attendees.map(toAttendee);
  }

  /** The organizer removes anyone; everyone may take themselves off the list. */
  async removeAttendee(actor: SessionUser, id: number, userId: number): Promise<TAttendee[]> {
    const row = userId === actor.id ? await this.visible(actor, id) : await this.organized(actor, id);
    if (!(await this.repo.removeAttendee(id, userId))) throw notFound(errors.attendeeNotFound);
    return this.attendeeList(row);
  }

  /**
   * GET /users: the people an organizer may add, and nothing more about them than a picker shows.
   * With community_id: its members, and the caller must belong to it; without: users without a
   * community (spec §7). event_id leaves out those already on that event's list.
   */
  async candidates(actor: SessionUser, q: { community_id?: number; event_id?: number; search?: string }): Promise<TPickerUser[]> {
    const event = q.event_id ? await this.visible(actor, q.event_id) : null;
    if (q.community_id) {
      const { membership } = await this.communities.load(actor, q.community_id);
      if (!membership && !isGlobalAdmin(actor)) throw forbidden(errors.usersCommunityForbidden);
    }
    const users: TPickerUser[] = await this.repo.candidates({ communityId: q.community_id ?? null, excludeEventId: q.event_id, search: q.search, limit: PICKER_LIMIT });
    if (!event) return users;
    // Issue 23: who is away on the event's date, for a leader of the event's community choosing
    // among its members (policy absence.view); issue 53, #2: never through an event without a
    // community, whose candidates are everyone without one.
    const members = event.community_id !== null && q.community_id === event.community_id;
    const away = await this.attendance.awayOn(actor, { access: eventAccess(event), date: event.date }, users.map((u) => u.id), members);
    return users.map((u) => ({ ...u, away: away.get(u.id) ?? null }));
  }

  /** JPG, PNG or GIF by its bytes, at most 5 MB while streaming; replaces the old image. */
  async uploadHeaderImage(actor: SessionUser, id: number, file: Readable, originalName: string): Promise<TEvent> {
    const row = await this.editable(actor, id);
    const stored = await this.storage.save(file, {
      area: HEADER_IMAGE_AREA,
      maxBytes: eventLimits.headerImageBytes,
      allowed: uploadKinds.headerImage,
      tooLargeMessage: errors.headerImageTooLarge,
      wrongTypeMessage: errors.headerImageType,
    });
    const now = iso(this.clock.now());
    await this.repo.update(this.db, id, {
      header_image_stored: stored.name,
      header_image_name: safeOriginalName(originalName, stored.kind),
      header_image_type: stored.kind,
      header_image_uploaded_at: now,
      updated_at: now,
    });
    if (row.header_image_stored) await this.storage.remove(HEADER_IMAGE_AREA, row.header_image_stored);
    return this.get(actor, id, true);
  }

  async deleteHeaderImage(actor: SessionUser, id: number): Promise<TEvent> {
    const row = await this.editable(actor, id);
    if (!row.header_image_stored) throw notFound(errors.headerImageNotFound);
    await this.repo.update(this.db, id, {
      header_image_stored: null,
      header_image_name: null,
      header_image_type: null,
      header_image_uploaded_at: null,
      updated_at: iso(this.clock.now()),
    });
    await this.storage.remove(HEADER_IMAGE_AREA, row.header_image_stored);
    return this.get(actor, id, true);
  }

  /** The stored header image of an event the actor may see. */
  async headerImage(actor: SessionUser, id: number): Promise<HeaderImageFile> {
    const row = await this.visible(actor, id);
    if (!row.header_image_stored) throw notFound(errors.headerImageNotFound);
    return { name: row.header_image_name ?? row.header_image_stored, stored: row.header_image_stored };
  }
}
