import { createHash } from 'node:crypto';
import { calendarErrors, type TCalendarFeeds, type TRotateFeedRequest } from '@zborovodja/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import { addDays, dateIn, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, type EventAccess } from '../../policy.ts';
import { hmac, randomToken, sha256 } from '../../tokens.ts';
import type { FestivitiesService } from '../../liturgy/festivities.service.ts';
import { ruleWithoutEnd } from '../events/series-rule.ts';
import { CalendarFeedsRepository, type FeedEventRow, type FeedOwner, type FeedSeriesRow } from './calendar-feeds.repository.ts';
import { eventStart, isRepeatedLocalTime } from './event-time.ts';
import { planSeries, willBeInvited, type SeriesPlan } from './feed-series.ts';

/** How far a feed reaches (issue 24): 60 days back, a year ahead. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;
/** Events have no end time; a feed shows them this long. */
export const EVENT_DURATION_MINUTES = 90;
const USER_SCOPE = 'user';
const communityScope = (id: number) => `community:${id}`;
const STATUS_PREFIX = { confirmed: '✓', pending: '?', declined: '✗' } as const;

export interface RenderedFeed {
  body: string;
  etag: string;
}

/**
 * Secret iCalendar feeds (RFC 5545) of a user's events and of each of their communities
 * (docs/architecture.md, "Calendar feeds"). A feed is read without a session: the token is the
 * proof, and every request asks policy.ts (event.view) about every event for the token's owner as
 * they are now, so a feed never shows what its owner could not open in the app today.
 */
export class CalendarFeedsService {
  private readonly repo: CalendarFeedsRepository;

  constructor(
    db: ConstructorParameters<typeof CalendarFeedsRepository>[0],
    private readonly config: Config,
    private readonly festivities: FestivitiesService,
    private readonly clock: Clock,
  ) {
    this.repo = new CalendarFeedsRepository(db);
  }

  /** Song titles of these setlists, in setlist order (the feed's descriptions, the reminder mails). */
  songTitles(setlistIds: number[]): Promise<Map<number, string[]>> {
    return this.repo.songTitles(setlistIds);
  }

  /** The URL's token: 43 characters, HMAC(SESSION_SECRET, nonce); the table keeps the nonce and SHA-256(token). */
  private token(nonce: string): string {
    return hmac(this.config.sessionSecret, `calendar-feed:${nonce}`);
  }

  private url(nonce: string): string {
    return `${this.config.publicUrl}/calendar/${this.token(nonce)}.ics`;
  }

  private async issue(userId: number, scope: string, communityId: number | null): Promise<string> {
    const nonce = randomToken(32);
    await this.repo.putToken({ user_id: userId, scope, community_id: communityId, nonce, token_hash: sha256(this.token(nonce)), created_at: iso(this.clock.now()) });
    return nonce;
  }

  /** The caller's feed URLs, made on first use: their own, and one per community they belong to. */
  async list(actor: SessionUser): Promise<TCalendarFeeds> {
    const [tokens, memberships] = await Promise.all([this.repo.tokensOf(actor.id), this.repo.memberships(actor.id)]);
    const byScope = new Map(tokens.map((t) => [t.scope, t]));
    const nonceFor = async (scope: string, communityId: number | null, since?: string) => {
      const t = byScope.get(scope);
      // A token from before the current membership began (left and joined again) no longer works: a new one is made.
      if (t && (!since || t.created_at >= since)) return t.nonce;
      const nonce = randomToken(32);
      const row = { user_id: actor.id, scope, community_id: communityId, nonce, token_hash: sha256(this.token(nonce)), created_at: iso(this.clock.now()) };
      return this.repo.ensureToken(row, since);
    };
    const user = { url: this.url(await nonceFor(USER_SCOPE, null)) };
    const communities = [];
    for (const m of memberships) {
      communities.push({ community_id: m.community_id, name: m.name, url: this.url(await nonceFor(communityScope(m.community_id), m.community_id, m.created_at)) });
    }
    return { user, communities };
  }

  /** Replaces one of the caller's tokens at once; the old URL answers 404 from now on. */
  async rotate(actor: SessionUser, input: TRotateFeedRequest): Promise<{ url: string }> {
    if (input.scope === 'user') return { url: this.url(await this.issue(actor.id, USER_SCOPE, null)) };
    const member = (await this.repo.memberships(actor.id)).some((m) => m.community_id === input.community_id);
    if (!member) throw notFound(calendarErrors.feedCommunityNotFound);
    return { url: this.url(await this.issue(actor.id, communityScope(input.community_id), input.community_id)) };
  }

  /** The feed behind a URL token, or null (unknown or replaced token, or a community the owner left). */
  async render(token: string, opts: { festivities: boolean }): Promise<RenderedFeed | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const owner = await this.repo.findByHash(sha256(token));
    if (!owner) return null;
    let communityId: number | null = null;
    let calendarName = 'Zborovodja – moji dogodki';
    if (owner.community_id !== null) {
      const membership = (await this.repo.memberships(owner.id)).find((m) => m.community_id === owner.community_id);
      // Removed from the community (or removed and added again since the URL was made): the URL is dead.
      if (!membership || membership.created_at > owner.token_created_at) return null;
      communityId = owner.community_id;
      calendarName = `Zborovodja – ${membership.name}`;
    }
    const today = dateIn(this.config.tzApp, this.clock.now());
    const from = addDays(today, -FEED_DAYS_BACK);
    const to = addDays(today, FEED_DAYS_AHEAD);
    const actor = toActor(owner);
    const rows = (await this.repo.events(owner.id, from, to, communityId)).filter((r) => can(actor, { type: 'event.view', event: feedAccess(r) }));
    const songs = await this.repo.songTitles(rows.flatMap((r) => (r.setlist_id === null ? [] : [r.setlist_id])));
    const songsOf = (r: FeedEventRow) => (r.setlist_id === null ? [] : (songs.get(r.setlist_id) ?? []));

    // Occurrences of a series go into its master VEVENT and overrides; the rest are single events.
    const occurrences = new Map<number, FeedEventRow[]>();
    const singles: FeedEventRow[] = [];
    for (const r of rows) {
      if (r.series_id === null || r.series_date === null) singles.push(r);
      else occurrences.set(r.series_id, occurrences.get(r.series_id)?.concat(r) ?? [r]);
    }
    const series = await this.repo.series(owner.id, [...occurrences.keys()], from, to, communityId);
    const modified = await this.repo.seriesModified(owner.id, series.map((s) => s.id));
    const entries: { date: string; items: ICalEventData[] }[] = [];
    const known = new Set<number>();
    for (const s of series) {
      known.add(s.id);
      const unmade = unmadeAccess(s);
      const unmadeVisible = (communityId !== null || feedConcerns(owner.id, unmade)) && can(actor, { type: 'event.view', event: unmade });
      const plan = planSeries(s, occurrences.get(s.id) ?? [], { from, to }, unmadeVisible);
      singles.push(...plan.strays);
      if (plan.included.length) {
        entries.push({ date: plan.included[0]!.date, items: this.seriesEvents(s, plan, songsOf, willBeInvited(s), modified.get(s.id), today) });
      }
    }
    // A series gone between the two reads: its rows as single events.
    for (const [id, list] of occurrences) if (!known.has(id)) singles.push(...list);
    for (const r of singles) entries.push({ date: r.date, items: [this.singleEvent(r, songsOf(r))] });
    entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

    const cal = ical({
      name: calendarName,
      prodId: { company: 'Zborovodja', product: 'Zborovodja', language: 'SL' },
      // No calendar-wide zone: with one, ical-generator writes DTSTAMP and LAST-MODIFIED as local
      // times without Z, where RFC 5545 asks for UTC. Each timed event names TZ_APP (TZID), which
      // brings its VTIMEZONE; X-WR-TIMEZONE still tells clients the calendar's zone.
      timezone: { name: null, generator: getVtimezoneComponent },
      x: { 'X-WR-TIMEZONE': this.config.tzApp },
      ttl: 60 * 60,
    });
    for (const e of entries) for (const item of e.items) cal.createEvent(item);
    if (opts.festivities && communityId === null) {
      for (const f of (await this.festivities.range(from, FEED_DAYS_BACK + FEED_DAYS_AHEAD + 1)).festivities) {
        cal.createEvent({
          id: `festivity-${f.date}-${createHash('sha256').update(f.name).digest('hex').slice(0, 12)}@${this.host()}`,
          start: DateTime.fromISO(f.date, { zone: this.config.tzApp }),
          allDay: true,
          summary: f.name,
          description: f.description,
          stamp: DateTime.fromISO(`${f.date.slice(0, 4)}-01-01T00:00:00Z`),
          transparency: 'TRANSPARENT' as never,
        });
      }
    }
    // RFC 5545 ends every content line with CRLF, the last one too (issue 58, #21).
    const body = cal.toString().replace(/(\r\n)?$/, '\r\n');
    return { body, etag: `"${sha256(body).slice(0, 32)}"` };
  }

  private host(): string {
    return new URL(this.config.publicUrl).host;
  }

  private link(eventId: number): string {
    return `${this.config.publicUrl}/dashboard?event=${eventId}`;
  }

  /** What a VEVENT shows of an event besides its date and link. */
  private shape(e: { title: string; time: string; location: string; description: string | null; community_name: string | null }, status: Status | null, songs: string[]): Shape {
    const lines: string[] = [];
    if (e.community_name) lines.push(e.community_name);
    if (songs.length) lines.push('', 'Pesmi:', ...songs.map((t, i) => `${i + 1}. ${t}`));
    if (e.description) lines.push('', e.description);
    return { time: hhmm(e.time), summary: status ? `${STATUS_PREFIX[status]} ${e.title}` : e.title, location: e.location, text: lines.join('\n').trim() };
  }

  /** A VEVENT of a shape on a date: DTSTART in TZ_APP and 90 minutes, or an all-day date. */
  private vevent(shape: Shape, date: string, link: string, meta: { id: string; sequence: number; modified: DateTime; master?: boolean }): ICalEventData {
    const zone = this.config.tzApp;
    const base = {
      id: meta.id,
      sequence: meta.sequence,
      stamp: meta.modified,
      lastModified: meta.modified,
      summary: shape.summary,
      location: shape.location,
      description: shape.text ? `${shape.text}\n\n${link}` : link,
      url: link,
    };
    const start = shape.time ? eventStart(date, shape.time, zone) : null;
    if (!start) return { ...base, start: DateTime.fromISO(date, { zone }), allDay: true, timezone: zone };
    const end = start.plus({ minutes: EVENT_DURATION_MINUTES });
    // An end in the hour repeated in October would read as its first occurrence (issue 58, #21):
    // such an event is written in UTC, which means one instant. A series' master keeps its zone,
    // which its rule needs across the change of time; its occurrences' ends follow from its length.
    if (isRepeatedLocalTime(end) && !meta.master) return { ...base, start: start.toUTC(), end: end.toUTC() };
    return { ...base, start, end, timezone: zone };
  }

  /**
   * One event as a VEVENT. UID is stable per event; LAST-MODIFIED is the latest change of the
   * event, its setlist or the owner's answer, and SEQUENCE counts seconds from creation to that
   * change, so it grows with every change.
   */
  private singleEvent(r: FeedEventRow, songs: string[]): ICalEventData {
    const modifiedIso = latest(r.updated_at, r.setlist_updated_at, r.my_updated_at);
    return this.vevent(this.shape(r, r.my_status, songs), r.date, this.link(r.id), {
      id: `event-${r.id}@${this.host()}`,
      sequence: secondsBetween(r.created_at, modifiedIso),
      modified: DateTime.fromISO(modifiedIso, { zone: 'utc' }),
    });
  }

  /**
   * A series (docs/decisions.md, "Series in calendar feeds"): the master VEVENT, UID
   * `series-<id>@<host>`, with the rule from the first to the last date the feed shows (an UNTIL,
   * never a COUNT) and EXDATE for the dates in between it does not show; then a RECURRENCE-ID
   * override, same UID, for every occurrence that differs from the master.
   *
   * The master shows what the series will make when its rule reaches past the occurrences made so
   * far (its own fields, and '?' when the owner will be invited); otherwise the commonest shape
   * of the occurrences shown (a tie goes to the next one to come), so overrides stay few and the
   * master tells nothing that no occurrence shown tells. Its link is the next occurrence to come
   * (or the last one). LAST-MODIFIED is the latest change of the series or any occurrence, SEQUENCE
   * the seconds from the series' creation to it; overrides carry that SEQUENCE too (clients drop an
   * override older than its master) and their own LAST-MODIFIED.
   */
  private seriesEvents(s: FeedSeriesRow, plan: SeriesPlan, songsOf: (r: FeedEventRow) => string[], invited: boolean, occurrencesModified: string | undefined, today: string): ICalEventData[] {
    const zone = this.config.tzApp;
    const uid = `series-${s.id}@${this.host()}`;
    const shapes = new Map<FeedEventRow, Shape>();
    for (const { row } of plan.included) if (row) shapes.set(row, this.shape(row, row.my_status, songsOf(row)));
    const made = [...shapes.keys()];
    // The next occurrence to come first, then the past ones from the latest back.
    const byNearness = [...made.filter((r) => r.date >= today).sort(byDate), ...made.filter((r) => r.date < today).sort(byDate).reverse()];
    let master: Shape;
    if (plan.included.some((i) => i.row === null)) {
      master = this.shape(s, invited ? 'pending' : null, []);
    } else {
      const counts = new Map<string, number>();
      for (const shape of shapes.values()) counts.set(shapeKey(shape), (counts.get(shapeKey(shape)) ?? 0) + 1);
      const most = Math.max(...counts.values());
      master = shapes.get(byNearness.find((r) => counts.get(shapeKey(shapes.get(r)!)) === most)!)!;
    }
    const masterKey = shapeKey(master);
    const modifiedIso = latest(s.updated_at, occurrencesModified ?? null);
    const sequence = secondsBetween(s.created_at, modifiedIso);
    const link = byNearness[0] ? this.link(byNearness[0].id) : `${this.config.publicUrl}/dashboard`;

    const first = plan.included[0]!.date;
    const last = plan.included.at(-1)!.date;
    const compact = (d: string) => d.replaceAll('-', '');
    let rule: string;
    if (master.time) {
      const until = DateTime.fromISO(`${last}T23:59:59`, { zone }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
      rule = `RRULE:${ruleWithoutEnd(s.rrule)};UNTIL=${until}`;
      const at = `T${master.time.replace(':', '')}00`;
      if (plan.exdates.length) rule += `\nEXDATE;TZID=${zone}:${plan.exdates.map((d) => compact(d) + at).join(',')}`;
    } else {
      rule = `RRULE:${ruleWithoutEnd(s.rrule)};UNTIL=${compact(last)}`;
      if (plan.exdates.length) rule += `\nEXDATE;VALUE=DATE:${plan.exdates.map(compact).join(',')}`;
    }
    const out: ICalEventData[] = [
      { ...this.vevent(master, first, link, { id: uid, sequence, modified: DateTime.fromISO(modifiedIso, { zone: 'utc' }), master: true }), repeating: rule },
    ];
    for (const r of made) {
      const shape = shapes.get(r)!;
      if (r.date === r.series_date && shapeKey(shape) === masterKey) continue;
      const own = latest(r.updated_at, r.setlist_updated_at, r.my_updated_at);
      const override = this.vevent(shape, r.date, this.link(r.id), { id: uid, sequence, modified: DateTime.fromISO(own, { zone: 'utc' }) });
      // RECURRENCE-ID takes the master's DTSTART type: its time in TZ_APP, or a date. ical-generator
      // writes only the former, so an all-day master's goes in as a property of our own.
      if (master.time) out.push({ ...override, recurrenceId: DateTime.fromISO(`${r.series_date}T${master.time}`, { zone }) });
      else out.push({ ...override, x: [['RECURRENCE-ID;VALUE=DATE', compact(r.series_date!)]] });
    }
    return out;
  }
}

type Status = keyof typeof STATUS_PREFIX;

/** What a VEVENT shows of an event besides its date and link: equal shapes need no override. */
interface Shape {
  /** HH:MM, or null for an all-day event. */
  time: string | null;
  summary: string;
  location: string;
  /** DESCRIPTION without the link: the community, the setlist's songs, the event's description. */
  text: string;
}

const shapeKey = (s: Shape) => JSON.stringify([s.time, s.summary, s.location, s.text]);
const byDate = (a: FeedEventRow, b: FeedEventRow) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);
const latest = (...at: (string | null)[]) => at.filter((x): x is string => !!x).sort().at(-1)!;
const secondsBetween = (fromIso: string, toIso: string) => Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 1000));

function hhmm(time: string | null | undefined): string | null {
  const t = (time ?? '').slice(0, 5);
  return /^\d{2}:\d{2}$/.test(t) ? t : null;
}

/**
 * The occurrences a series has not made yet, as policy.ts sees them for the feed's owner: the
 * series' fields, and on the list when the series will invite them (feed-series.ts).
 */
export function unmadeAccess(s: FeedSeriesRow): EventAccess {
  return {
    visibility: s.visibility,
    owner_id: s.owner_id,
    organizer_id: s.organizer_id,
    is_attendee: willBeInvited(s),
    community: s.community_id === null ? null : { role: s.my_role, allow_member_edits: s.community_allow_member_edits === 1 },
  };
}

/** The user feed's own condition (the repository's `events`): the owner's events, their communities' non-private ones. */
function feedConcerns(userId: number, e: EventAccess): boolean {
  return e.owner_id === userId || e.organizer_id === userId || e.is_attendee || (e.community !== null && e.community.role !== null && e.visibility !== 'private');
}

function toActor(o: FeedOwner): SessionUser {
  return { id: o.id, username: o.username, display_name: o.display_name, role: o.role, email_verified: o.email_verified === 1 };
}

/** What policy.ts needs to know about a feed row for the feed's owner. */
export function feedAccess(r: Pick<FeedEventRow, 'visibility' | 'owner_id' | 'organizer_id' | 'my_status' | 'community_id' | 'my_role' | 'community_allow_member_edits'>): EventAccess {
  return {
    visibility: r.visibility,
    owner_id: r.owner_id,
    organizer_id: r.organizer_id,
    is_attendee: r.my_status !== null,
    community: r.community_id === null ? null : { role: r.my_role, allow_member_edits: r.community_allow_member_edits === 1 },
  };
}
