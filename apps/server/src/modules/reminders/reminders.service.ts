import { calendarErrors, REMINDER_DEFAULT_HOURS, reminderMail, type TReminderSettings, type TRsvpView } from '@zborovodja/contracts';
import type { Database } from '../../db/database.ts';
import { startJob } from '../../jobs/scheduler.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, dateIn, HOUR, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import { randomToken, sha256 } from '../../tokens.ts';
import type { CalendarFeedsService } from '../calendar-feeds/calendar-feeds.service.ts';
import { eventStart, startInstant } from '../calendar-feeds/event-time.ts';
import type { EventsService } from '../events/events.service.ts';
import { buildReminderMail } from './reminder-mail.ts';
import { RemindersRepository, type ReminderRow } from './reminders.repository.ts';

/** How long an instance holds a claimed reminder before another may queue it (a crash in between). */
export const SEND_LEASE_MS = 5 * 60 * 1000;
const RSVP_TOKEN_BYTES = 32;

const weekday = new Intl.DateTimeFormat('sl', { weekday: 'long', timeZone: 'UTC' });
/** "sobota, 28. 11. 2026 ob 19:30" for the mail. */
function slWhen(date: string, time: string, allDay: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = `${weekday.format(new Date(`${date}T12:00:00Z`))}, ${d}. ${m}. ${y}`;
  const hhmm = time.slice(0, 5);
  return /^\d{2}:\d{2}$/.test(hhmm) ? `${day} ob ${hhmm}` : `${day}, ${allDay}`;
}

export interface TickResult {
  claimed: number;
  /** Queued in the mail outbox, which delivers them. */
  sent: number;
  skipped: number;
}

/**
 * E-mail reminders before events and one-click answers (docs/architecture.md, "Reminders").
 *
 * A tick (a timer in the server process, or a test) claims the reminders that are due by
 * inserting one reminders_sent row per (event, attendee, event start) in one transaction; the
 * unique key lets exactly one instance win each, however many run. The mail is then queued in the
 * mail outbox (issue 56), which delivers and retries it; a claim whose instance stopped before
 * queueing is taken again after its lease (a conditional update). Nothing is sent for an event that has passed, was deleted
 * (the row goes with it) or was re-dated (the row's start no longer matches; the new start is a
 * new key and is claimed anew).
 */
export class RemindersService {
  readonly repo: RemindersRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly events: EventsService,
    private readonly feeds: CalendarFeedsService,
  ) {
    this.repo = new RemindersRepository(db);
  }

  async settings(actor: SessionUser): Promise<TReminderSettings> {
    return { hours: ((await this.repo.hours(actor.id)) ?? REMINDER_DEFAULT_HOURS) as TReminderSettings['hours'] };
  }

  async saveSettings(actor: SessionUser, input: TReminderSettings): Promise<TReminderSettings> {
    await this.repo.setHours(actor.id, input.hours, iso(this.clock.now()));
    return { hours: input.hours };
  }

  /** One round: claim what is due and queue it, then take claims whose instance stopped before queueing. */
  async tick(): Promise<TickResult> {
    const result: TickResult = { claimed: 0, sent: 0, skipped: 0 };
    const now = this.clock.now();
    const today = dateIn(this.config.tzApp, now);
    const due: { event_id: number; user_id: number; event_start: string }[] = [];
    // The longest lead is 48 h: events up to three days ahead can be due.
    for (const c of await this.repo.dueCandidates(addDays(today, -1), addDays(today, 3))) {
      const start = startInstant(c.date, c.time, this.config.tzApp);
      const lead = (c.hours ?? REMINDER_DEFAULT_HOURS) * HOUR;
      if (start.getTime() <= now.getTime() || start.getTime() - lead > now.getTime()) continue;
      due.push({ event_id: c.event_id, user_id: c.user_id, event_start: iso(start) });
    }
    const claimed = await this.repo.claim(due, iso(now), iso(new Date(now.getTime() + SEND_LEASE_MS)));
    result.claimed = claimed.length;
    for (const row of claimed) result[await this.attempt(row)] += 1;
    for (const row of await this.repo.retryable(iso(now))) {
      const lease = iso(new Date(now.getTime() + SEND_LEASE_MS));
      if (!(await this.repo.takeRetry(row, lease))) continue;
      result[await this.attempt({ ...row, next_attempt_at: lease })] += 1;
    }
    return result;
  }

  /**
   * Queues one claimed reminder (issue 56): its answer token, its mail in the outbox and the claim
   * marked sent, in one transaction that takes the claim only while it is still pending, so of two
   * instances holding the same row exactly one queues it. The outbox delivers and retries; a
   * reminder not delivered before its event starts is dropped (notAfter).
   */
  private async attempt(row: ReminderRow): Promise<'sent' | 'skipped'> {
    const now = this.clock.now();
    const c = await this.repo.context(row.event_id, row.user_id);
    const start = c ? startInstant(c.date, c.time, this.config.tzApp) : null;
    // Re-dated since the claim, passed, or the attendee is no longer pending or confirmed: no mail.
    if (!c || !start || iso(start) !== row.event_start || start <= now || (c.status !== 'pending' && c.status !== 'confirmed')) {
      await this.repo.finish(row.id, { state: 'skipped' });
      return 'skipped';
    }
    const token = c.status === 'pending' ? randomToken(RSVP_TOKEN_BYTES) : null;
    const base = `${this.config.publicUrl}/rsvp/${token}`;
    const songs = c.setlist_id === null ? [] : ((await this.feeds.songTitles([c.setlist_id])).get(c.setlist_id) ?? []);
    const message = buildReminderMail({
      to: c.email,
      name: c.display_name || c.username,
      title: c.title,
      when: slWhen(c.date, eventStart(c.date, c.time, this.config.tzApp) ? c.time : '', reminderMail.allDay),
      location: c.location,
      community: c.community_name,
      songs,
      eventLink: `${this.config.publicUrl}/dashboard?event=${c.event_id}`,
      answer: token ? { confirm: `${base}?odgovor=pridem`, decline: `${base}?odgovor=ne-pridem` } : null,
    });
    const queued = await this.db.transaction().execute(async (trx) => {
      const repo = new RemindersRepository(trx);
      if (!(await repo.markQueued(row, iso(now)))) return false;
      if (token) await repo.insertRsvpToken({ token_hash: sha256(token), event_id: c.event_id, user_id: c.user_id, created_at: iso(now) });
      await this.mailer.queue(trx, message, { kind: 'reminder', notAfter: iso(start) });
      return true;
    });
    if (!queued) return 'skipped';
    this.log.info({ reminder: row.id, event: row.event_id, user: row.user_id }, 'reminder queued');
    return 'sent';
  }

  /** The token's event and holder, while the answer is still open; else 404. */
  private async rsvpTarget(token: string) {
    const invalid = notFound(calendarErrors.rsvpInvalid);
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalid;
    const t = await this.repo.findRsvpToken(sha256(token));
    if (!t) throw invalid;
    const [c, user] = await Promise.all([this.repo.context(t.event_id, t.user_id), this.repo.userOf(t.user_id)]);
    // Valid until the event starts (its start as it is now), and only while the holder is on the list.
    if (!c || !user || c.status === null || startInstant(c.date, c.time, this.config.tzApp) <= this.clock.now()) throw invalid;
    const actor: SessionUser = { id: user.id, username: user.username, display_name: user.display_name, role: user.role, email_verified: user.email_verified === 1 };
    return { c, actor };
  }

  async rsvpView(token: string): Promise<TRsvpView> {
    const { c } = await this.rsvpTarget(token);
    return {
      event: { id: c.event_id, title: c.title, date: c.date, time: c.time.slice(0, 5), location: c.location, community_name: c.community_name },
      name: c.display_name || c.username,
      status: c.status!,
    };
  }

  /** The answer, through the events' own rule (EventsService.setStatus: policy event.attend, the organizer told of a decline). */
  async rsvpAnswer(token: string, status: 'confirmed' | 'declined'): Promise<TRsvpView> {
    const { c, actor } = await this.rsvpTarget(token);
    try {
      await this.events.setStatus(actor, c.event_id, actor.id, status);
    } catch (err) {
      if (err instanceof AppError && (err.statusCode === 403 || err.statusCode === 404)) throw new AppError(403, calendarErrors.rsvpNotAllowed);
      throw err;
    }
    return this.rsvpView(token);
  }
}

/**
 * Runs RemindersService.tick every `intervalMs` (REMINDER_TICK_SECONDS) in the server process:
 * ticks never overlap, and on PostgreSQL one instance at a time scans (jobs/scheduler.ts); the
 * claim of each reminder row stays what makes it sent once. stop() waits for a tick under way.
 */
export function startReminderScheduler(service: RemindersService, intervalMs: number, database: Database, log: FastifyBaseLogger): { stop(): Promise<void> } {
  return startJob('reminders', intervalMs, database, log, async () => {
    const r = await service.tick();
    return { claimed: r.claimed, queued: r.sent };
  });
}
