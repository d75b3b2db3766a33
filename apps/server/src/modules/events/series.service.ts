import {
  notices,
  seriesLimits,
  seriesMail,
  seriesMessages,
  seriesNotices,
  seriesRuleWords,
  seriesFields,
  type TEventSeriesInfo,
  type TInvite,
  type TOwnChangeChoice,
  type TRepeat,
  type TSeriesField,
} from '@zborovodja/contracts';
import type { Kysely, Transaction } from 'kysely';
import { addDays, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { can } from '../../policy.ts';
import { eventAccess } from './events.mapper.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';
import { seriesInvitationMail } from './series-mail.ts';
import { SeriesRepository, type SeriesRow } from './series.repository.ts';
import { buildRule, continueFrom, describeRule, endBefore, expand, lastDate } from './series-rule.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The stored fields of an event, as EventsService.fields gives them. */
export interface EventValues {
  title: string;
  date: string;
  time: string;
  location: string;
  event_type: string;
  description: string | null;
  visibility: 'private' | 'community' | 'public';
  community_id: number | null;
}

/** What a series edit did: the occurrences in scope, and each date that changed with the fields it took. */
export interface SeriesEditResult {
  ids: number[];
  changed: { id: number; date: string; fields: TSeriesField[] }[];
}

/** Whether two values of a series field are the same (a time compares as HH:MM; PostgreSQL may add seconds). */
function sameValue(field: TSeriesField, a: unknown, b: unknown): boolean {
  if (field === 'time') return String(a ?? '').slice(0, 5) === String(b ?? '').slice(0, 5);
  return (a ?? null) === (b ?? null);
}

const slDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};


/**
 * Event series (issue 23). A series is a rule (RRULE, DTSTART, EXDATE) and the fields its
 * occurrences copy; its occurrences are ordinary event rows made `materialiseWeeks` ahead, so
 * lists, attendance, setlists, feeds and reminders work per occurrence unchanged. The events
 * service decides rights and calls in here for what concerns the series; this class keeps the
 * rule, the window of rows, the invitees and the notices that go once per series.
 */
export class SeriesService {
  readonly repo = new SeriesRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly events: EventsRepository,
    private readonly notifications: NotificationsService,
    private readonly mailer: Mailer | null,
    private readonly clock: Clock,
    private readonly today: () => string,
  ) {}

  /** Occurrences exist as rows up to this date. */
  horizon(): string {
    return addDays(this.today(), seriesLimits.materialiseWeeks * 7);
  }

  async info(seriesId: number): Promise<TEventSeriesInfo | null> {
    const s = await this.repo.find(this.db, seriesId);
    if (!s) return null;
    const r = describeRule(s.rrule);
    return { id: s.id, frequency: r.frequency, weekdays: r.weekdays, month_week: r.monthWeek, until: r.until, count: r.count, rrule: s.rrule };
  }

  /**
   * A new event with its repetition and its invitations, in one transaction: the series, its first
   * occurrences, the invitees on each occurrence's list. Then, once per series: the invitees are
   * told and mailed, the community's other members told of the new event. Returns the first occurrence's id.
   */
  async create(actor: SessionUser, values: EventValues, repeat: TRepeat | null, invite: TInvite | null, community: { id: number; name: string } | null): Promise<{ id: number; leftOut: number[] }> {
    if (invite && !community) throw badRequest(seriesMessages.inviteNeedsCommunity);
    const rule = repeat ? buildRule(values.date, repeat, this.today()) : null;
    const now = iso(this.clock.now());
    const info = rule ? { frequency: rule.frequency, weekdays: rule.weekdays, month_week: rule.monthWeek } : null;
    const rule_ = info ? seriesRuleWords(info) : null;
    // The invitees' mails are queued in the transaction that puts them on the list (issue 56).
    const { firstId, firstDate, invitees, leftOut } = await this.db.transaction().execute(async (trx) => {
      const invitees = invite && community ? await this.repo.members(trx, community.id, 'all' in invite ? null : invite.voice_parts) : [];
      const people = { owner_id: actor.id, organizer_id: actor.id, created_at: now, updated_at: now };
      if (!rule) {
        const id = await this.events.insert(trx, { ...values, ...people });
        const leftOut = await this.inviteOn(trx, [{ id, date: values.date }], invitees, now);
        const invited = invitees.filter((u) => !leftOut.includes(u));
        await this.mailInvitees(trx, actor, invited, values, id, values.date, null);
        return { firstId: id, firstDate: values.date, invitees: invited, leftOut };
      }
      const { date: _date, ...template } = values;
      const seriesId = await this.repo.insert(trx, {
        ...template,
        ...people,
        rrule: rule.rrule,
        start_date: values.date,
        ends_on: lastDate(values.date, rule.rrule),
        exdates: '[]',
        materialized_until: addDays(values.date, -1),
        invite: invite ? JSON.stringify(invite) : null,
      });
      await this.repo.addInvitees(trx, seriesId, invitees, now);
      const made = await this.materialiseIn(trx, seriesId, false);
      await this.mailInvitees(trx, actor, invitees, values, made[0]!.id, made[0]!.date, rule_);
      const onFirst = new Set(await this.events.attendeeIdsIn(trx, made[0]!.id));
      return { firstId: made[0]!.id, firstDate: made[0]!.date, invitees, leftOut: invitees.filter((u) => !onFirst.has(u)) };
    });
    const others = invitees.filter((u) => u !== actor.id);
    await this.notifications.notify(others, {
      type: 'event_invited',
      content: rule_ ? seriesNotices.invited(values.title, slDate(firstDate), values.time, rule_) : seriesNotices.invitedOnce(values.title, slDate(firstDate), values.time),
      reference_type: 'event',
      reference_id: firstId,
    });
    if (community && values.visibility !== 'private') {
      const invited = new Set(invitees);
      const members = (await this.repo.members(this.db, community.id, null)).filter((m) => m !== actor.id && !invited.has(m));
      await this.notifications.notify(members, {
        type: 'event_created',
        content: rule_
          ? seriesNotices.seriesCreated(community.name, values.title, slDate(firstDate), values.time, rule_)
          : notices.eventCreated(community.name, values.title, slDate(firstDate), values.time, values.location),
        reference_type: 'event',
        reference_id: firstId,
      });
    }
    return { id: firstId, leftOut };
  }

  private async mailInvitees(trx: Db, actor: SessionUser, invitees: number[], values: EventValues, firstId: number, firstDate: string, rule: string | null) {
    const userIds = invitees.filter((u) => u !== actor.id);
    if (!this.mailer || !userIds.length) return;
    const organizer = (await this.repo.userName(trx, actor.id)) ?? { display_name: null, username: actor.username };
    const link = `${this.config.publicUrl}/dashboard?event=${firstId}`;
    const when = rule ? seriesMail.inviteWhen(rule, slDate(firstDate), values.time, values.location) : `${slDate(firstDate)}, ${values.time}, ${values.location}.`;
    for (const r of await this.repo.recipients(trx, userIds)) {
      await this.mailer.queue(trx, seriesInvitationMail(r.email, r.display_name || r.username, organizer.display_name || organizer.username, values.title, when, link), { kind: 'series_invitation' });
    }
  }

  /**
   * Makes the occurrences of a series up to the horizon (at least its first one) that do not
   * exist yet, with the current invitees on their lists; members who now fit the invitation and
   * were not invited before (they joined the community) are told once. Returns the new rows.
   */
  async materialiseIn(trx: Db, seriesId: number, tellNewInvitees = true): Promise<{ id: number; date: string }[]> {
    const s = await this.repo.find(trx, seriesId);
    if (!s) return [];
    const exdates = JSON.parse(s.exdates) as string[];
    const from = s.materialized_until < s.start_date ? s.start_date : addDays(s.materialized_until, 1);
    let to = this.horizon();
    if (s.materialized_until < s.start_date) {
      // A series that starts beyond the horizon still gets its first occurrence (the one the creator sees).
      const first = expand(s.start_date, s.rrule, exdates, s.start_date, s.ends_on)[0];
      if (first && first > to) to = first;
    }
    if (to > s.ends_on) to = s.ends_on;
    if (to < from) return [];
    const now = iso(this.clock.now());
    const dates = expand(s.start_date, s.rrule, exdates, from, to);
    const template = {
      title: s.title, time: s.time, location: s.location, event_type: s.event_type, description: s.description,
      visibility: s.visibility, community_id: s.community_id, owner_id: s.owner_id, organizer_id: s.organizer_id,
    };
    const ids = await this.repo.insertOccurrences(trx, dates.map((date) => ({ ...template, date, series_id: s.id, series_date: date, created_at: now, updated_at: now })));
    const invitees = await this.currentInvitees(trx, s, now, tellNewInvitees);
    const made = await this.repo.datesOf(trx, ids);
    await this.inviteOn(trx, made, invitees, now);
    await this.repo.update(trx, s.id, { materialized_until: to });
    return made;
  }

  /**
   * Puts the invitees on each occurrence's list, leaving out on each date those who recorded an
   * absence covering it (issue 57, #2; the leader may still add them by hand). Returns who was left
   * out of the first occurrence.
   */
  private async inviteOn(trx: Db, occurrences: { id: number; date: string }[], invitees: number[], now: string): Promise<number[]> {
    if (!occurrences.length) return [];
    const dates = occurrences.map((o) => o.date).sort();
    const away = await this.repo.absences(trx, invitees, dates[0]!, dates.at(-1)!);
    const awayOn = (user: number, date: string) => away.some((a) => a.user_id === user && a.start_date <= date && a.end_date >= date);
    // Dates with the same people away share one batched insert (most dates: nobody away).
    const byList = new Map<string, { ids: number[]; users: number[] }>();
    for (const o of occurrences) {
      const users = invitees.filter((u) => !awayOn(u, o.date));
      const key = users.join(',');
      if (!byList.has(key)) byList.set(key, { ids: [], users });
      byList.get(key)!.ids.push(o.id);
    }
    for (const { ids, users } of byList.values()) await this.repo.addAttendees(trx, ids, users, now);
    return invitees.filter((u) => awayOn(u, occurrences[0]!.date));
  }

  /** Who the series invites now: its invitation applied to the community's members today. */
  private async currentInvitees(trx: Db, s: SeriesRow, now: string, tell: boolean): Promise<number[]> {
    if (!s.invite || !s.community_id) return this.repo.invitees(trx, s.id);
    const invite = JSON.parse(s.invite) as TInvite;
    const members = await this.repo.members(trx, s.community_id, 'all' in invite ? null : invite.voice_parts);
    const fresh = await this.repo.addInvitees(trx, s.id, members, now);
    if (tell && fresh.length) {
      const r = describeRule(s.rrule);
      const first = await this.repo.firstFrom(trx, s.id, this.today());
      if (first) {
        await this.notifications.notify(
          fresh.filter((u) => u !== s.organizer_id),
          { type: 'event_invited', content: seriesNotices.invited(s.title, slDate(first.date), s.time, seriesRuleWords({ frequency: r.frequency, weekdays: r.weekdays, month_week: r.monthWeek })), reference_type: 'event', reference_id: first.id },
          trx,
        );
      }
    }
    return members;
  }

  /** Extends every series whose occurrences do not reach the horizon yet (the scheduler, hourly). */
  async extendAll(): Promise<number> {
    let made = 0;
    for (const id of await this.repo.dueForExtension(this.db, this.horizon())) {
      made += (await this.db.transaction().execute((trx) => this.materialiseIn(trx, id))).length;
    }
    return made;
  }

  /** Deleting one occurrence: its rule date becomes an EXDATE, so it is never made again. */
  async exclude(trx: Db, seriesId: number, seriesDate: string): Promise<void> {
    const s = await this.repo.find(trx, seriesId);
    if (!s) return;
    const exdates = new Set(JSON.parse(s.exdates) as string[]);
    exdates.add(seriesDate);
    await this.repo.update(trx, seriesId, { exdates: JSON.stringify([...exdates].sort()), updated_at: iso(this.clock.now()) });
  }

  /**
   * Issue 53, #1: 'Ta in vsi naslednji' or 'Vsi v nizu' writes every occurrence in scope, so the
   * policy must allow it on each (event.edit, or event.delete), read for the actor in the caller's
   * transaction; the occurrence in the URL alone says nothing of one made private with its own
   * attendees. Any occurrence refused refuses the whole change with 403, naming how many dates
   * (docs/decisions.md, "Series edits reach only what the editor may change").
   */
  async checkScope(trx: Transaction<DB>, actor: SessionUser, row: EventRow, scope: 'following' | 'all', action: 'event.edit' | 'event.delete'): Promise<void> {
    const from = scope === 'following' ? (row.series_date ?? row.date) : undefined;
    const occurrences = await this.repo.occurrencesAccess(trx, row.series_id!, from, actor.id);
    const refused = occurrences.filter((o) => !can(actor, { type: action, event: eventAccess(o) })).length;
    if (refused) throw forbidden(action === 'event.edit' ? seriesMessages.scopeEditForbidden(refused) : seriesMessages.scopeDeleteForbidden(refused));
  }

  /**
   * 'Ta in vsi naslednji' or 'Vsi v nizu' (issue 57): the fields the form changed (those where the
   * new values differ from the occurrence edited) go to the series and to its occurrences in scope;
   * every other field of every date stays as it is, so a date's own change survives an edit of
   * something else. When a changed field is one that some date changed on its own, the edit needs
   * `ownChanges`: 'overwrite' gives those dates the new value too, 'keep' leaves them theirs;
   * without it nothing is written and the 409 names the dates. For 'following' the series is split
   * at this occurrence first (the old rule ends the day before, a new series carries it on).
   * Returns the occurrences in scope and, per date that changed, the fields it took.
   */
  async applyToSeries(trx: Transaction<DB>, row: EventRow, values: EventValues, scope: 'following' | 'all', ownChanges?: TOwnChangeChoice): Promise<SeriesEditResult> {
    const s = await this.repo.find(trx, row.series_id!);
    if (!s) return { ids: [row.id], changed: [] };
    if (values.date !== row.date) throw badRequest(seriesMessages.dateScopeOnlyThis);
    const at = row.series_date ?? row.date;
    const inScope = await this.repo.occurrences(trx, s.id, scope === 'following' ? at : undefined);
    const fields = seriesFields.filter((f) => !sameValue(f, values[f], row[f]));
    const own = inScope
      .filter((o) => o.id !== row.id)
      .map((o) => ({ o, fields: fields.filter((f) => !sameValue(f, o[f], s[f]) && !sameValue(f, o[f], values[f])) }))
      .filter((x) => x.fields.length > 0);
    if (own.length && !ownChanges) {
      throw new AppError(409, seriesMessages.ownChanges(own.length), undefined, { error_kind: 'own_changes', own_changes: own.map((x) => ({ date: x.o.date, fields: x.fields })) });
    }
    if (!fields.length) return { ids: inScope.map((o) => o.id), changed: [] };
    const now = iso(this.clock.now());
    const target = scope === 'following' && at > s.start_date ? await this.split(trx, s, at, now) : s.id;
    const patch = Object.fromEntries(fields.map((f) => [f, values[f]])) as Partial<EventValues>;
    await this.repo.update(trx, target, { ...patch, updated_at: now });
    const theirOwn = new Map(ownChanges === 'keep' ? own.map((x) => [x.o.id, x.fields]) : []);
    const changed: SeriesEditResult['changed'] = [];
    for (const o of inScope) {
      const taken = fields.filter((f) => !theirOwn.get(o.id)?.includes(f) && !sameValue(f, o[f], values[f]));
      if (!taken.length) continue;
      await this.repo.updateOccurrences(trx, [o.id], { ...Object.fromEntries(taken.map((f) => [f, values[f]])), updated_at: now });
      changed.push({ id: o.id, date: o.date, fields: taken });
    }
    return { ids: inScope.map((o) => o.id), changed };
  }

  /** Splits a series at a rule date: the old rule ends the day before, a new series with the same rule carries on from it. */
  private async split(trx: Transaction<DB>, s: SeriesRow, at: string, now: string): Promise<number> {
    const exdates = JSON.parse(s.exdates) as string[];
    const { id: _id, ...copy } = s;
    const target = await this.repo.insert(trx, {
      ...copy,
      rrule: continueFrom(s.start_date, s.rrule, at),
      start_date: at,
      exdates: JSON.stringify(exdates.filter((d) => d >= at)),
      created_at: now,
      updated_at: now,
    });
    const oldRule = endBefore(s.rrule, at);
    await this.repo.update(trx, s.id, {
      rrule: oldRule,
      ends_on: lastDate(s.start_date, oldRule),
      exdates: JSON.stringify(exdates.filter((d) => d < at)),
      materialized_until: s.materialized_until < at ? s.materialized_until : addDays(at, -1),
      updated_at: now,
    });
    await this.repo.copyInvitees(trx, s.id, target, now);
    await this.repo.moveOccurrences(trx, s.id, target, at);
    return target;
  }

  /**
   * Deletes this and the following occurrences ('following') or all of them ('all') with their
   * attendee rows and setlists; the rule ends the day before, or the series goes. Returns the
   * dates deleted and the header image files to remove after the commit.
   */
  async removeOccurrences(trx: Transaction<DB>, row: EventRow, scope: 'following' | 'all'): Promise<{ dates: string[]; files: string[] }> {
    const s = await this.repo.find(trx, row.series_id!);
    const at = row.series_date ?? row.date;
    const whole = !s || scope === 'all' || at <= s.start_date;
    const occurrences = s ? await this.repo.occurrences(trx, s.id, whole ? undefined : at) : [{ id: row.id, date: row.date, header_image_stored: row.header_image_stored }];
    const ids = occurrences.map((o) => o.id);
    await this.repo.deleteOccurrences(trx, ids);
    if (s && whole) await this.repo.delete(trx, s.id);
    else if (s) {
      const rule = endBefore(s.rrule, at);
      await this.repo.update(trx, s.id, {
        rrule: rule,
        ends_on: lastDate(s.start_date, rule),
        exdates: JSON.stringify((JSON.parse(s.exdates) as string[]).filter((d) => d < at)),
        materialized_until: s.materialized_until < at ? s.materialized_until : addDays(at, -1),
        updated_at: iso(this.clock.now()),
      });
    }
    return { dates: occurrences.map((o) => o.date), files: occurrences.map((o) => o.header_image_stored).filter((f): f is string => !!f) };
  }
}
