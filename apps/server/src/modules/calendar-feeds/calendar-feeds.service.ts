import { createHash } from 'node:crypto';
import { calendarErrors, type TCalendarFeeds, type TRotateFeedRequest } from '@zborovodja/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import { addDays, dateIn, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import { can, type EventAccess } from '../../policy.ts';
import { hmac, randomToken, sha256 } from '../../tokens.ts';
import type { FestivitiesService } from '../../liturgy/festivities.service.ts';
import { CalendarFeedsRepository, type FeedEventRow, type FeedOwner } from './calendar-feeds.repository.ts';
import { eventStart } from './event-time.ts';

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
  readonly repo: CalendarFeedsRepository;

  constructor(
    db: ConstructorParameters<typeof CalendarFeedsRepository>[0],
    private readonly config: Config,
    private readonly festivities: FestivitiesService,
    private readonly clock: Clock,
  ) {
    this.repo = new CalendarFeedsRepository(db);
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

    const cal = ical({
      name: calendarName,
      prodId: { company: 'Zborovodja', product: 'Zborovodja', language: 'SL' },
      timezone: { name: this.config.tzApp, generator: getVtimezoneComponent },
      ttl: 60 * 60,
    });
    for (const r of rows) cal.createEvent(this.toICalEvent(r, r.setlist_id === null ? [] : (songs.get(r.setlist_id) ?? [])));
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
    const body = cal.toString();
    return { body, etag: `"${sha256(body).slice(0, 32)}"` };
  }

  private host(): string {
    return new URL(this.config.publicUrl).host;
  }

  /**
   * One event as a VEVENT. UID is stable per event; LAST-MODIFIED is the latest change of the
   * event, its setlist or the owner's answer, and SEQUENCE counts seconds from creation to that
   * change, so it grows with every change. Seam for event series (a later issue): a series'
   * first occurrence will carry `repeating: { freq, until, exclude }` (RRULE and EXDATE) here.
   */
  private toICalEvent(r: FeedEventRow, songs: string[]): ICalEventData {
    const zone = this.config.tzApp;
    const modifiedIso = [r.updated_at, r.setlist_updated_at, r.my_updated_at].filter((x): x is string => !!x).sort().at(-1)!;
    const modified = DateTime.fromISO(modifiedIso, { zone: 'utc' });
    const sequence = Math.max(0, Math.floor((Date.parse(modifiedIso) - Date.parse(r.created_at)) / 1000));
    const link = `${this.config.publicUrl}/dashboard?event=${r.id}`;
    const lines: string[] = [];
    if (r.community_name) lines.push(r.community_name);
    if (songs.length) lines.push('', 'Pesmi:', ...songs.map((t, i) => `${i + 1}. ${t}`));
    if (r.description) lines.push('', r.description);
    lines.push('', link);
    const summary = r.my_status ? `${STATUS_PREFIX[r.my_status]} ${r.title}` : r.title;
    const start = eventStart(r.date, r.time, zone);
    const base = {
      id: `event-${r.id}@${this.host()}`,
      sequence,
      stamp: modified,
      lastModified: modified,
      summary,
      location: r.location,
      description: lines.join('\n').trim(),
      url: link,
    };
    if (!start) return { ...base, start: DateTime.fromISO(r.date, { zone }), allDay: true };
    return { ...base, start, end: start.plus({ minutes: EVENT_DURATION_MINUTES }), timezone: zone };
  }
}

function toActor(o: FeedOwner): SessionUser {
  return { id: o.id, username: o.username, role: o.role, email_verified: o.email_verified === 1 };
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
