import { calendarErrors, REMINDER_DEFAULT_HOURS, reminderMail, type TReminderSettings, type TRsvpView } from '@zborovodja/contracts';
import type { Database } from '../../db/database.ts';
import { startJob } from '../../jobs/scheduler.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, dateIn, HOUR, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { randomToken, sha256 } from '../../tokens.ts';
import type { CalendarFeedsRepository } from '../calendar-feeds/calendar-feeds.repository.ts';
import { eventStart, startInstant } from '../calendar-feeds/event-time.ts';
import type { EventsService } from '../events/events.service.ts';
import { buildReminderMail } from './reminder-mail.ts';
import { RemindersRepository, type ReminderRow } from './reminders.repository.ts';

/** How long an instance holds a reminder it is sending before another may try it (a crash mid-send). */
export const SEND_LEASE_MS = 5 * 60 * 1000;
/** Tries per reminder; the wait between them doubles from a minute, up to half an hour. */
export const MAX_ATTEMPTS = 6;
export const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
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
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * E-mail reminders before events and one-click answers (docs/architecture.md, "Reminders").
 *
 * A tick (a timer in the server process, or a test) claims the reminders that are due by
 * inserting one reminders_sent row per (event, attendee, event start) in one transaction; the
 * unique key lets exactly one instance win each, however many run. The mail goes out after the
 * commit; a failed hand-over is retried with backoff by whichever instance takes the row next
 * (a conditional update on its lease). Nothing is sent for an event that has passed, was deleted
 * (the row goes with it) or was re-dated (the row's start no longer matches; the new start is a
 * new key and is claimed anew).
 */
export class RemindersService {
  readonly repo: RemindersRepository;

  constructor(
    db: Kysely<DB>,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly events: EventsService,
    private readonly feeds: CalendarFeedsRepository,
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

  /** One round: claim what is due, send it, then retry earlier failures whose time has come. */
  async tick(): Promise<TickResult> {
    const result: TickResult = { claimed: 0, sent: 0, failed: 0, skipped: 0 };
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
      if (!(await this.repo.takeRetry(row, iso(new Date(now.getTime() + SEND_LEASE_MS))))) continue;
      result[await this.attempt(row)] += 1;
    }
    return result;
  }

  /** One try at one claimed reminder; records the outcome on its row. */
  private async attempt(row: ReminderRow): Promise<'sent' | 'failed' | 'skipped'> {
    const now = this.clock.now();
    const c = await this.repo.context(row.event_id, row.user_id);
    const start = c ? startInstant(c.date, c.time, this.config.tzApp) : null;
    // Re-dated since the claim, passed, or the attendee is no longer pending or confirmed: no mail.
    if (!c || !start || iso(start) !== row.event_start || start <= now || (c.status !== 'pending' && c.status !== 'confirmed')) {
      await this.repo.finish(row.id, { state: 'skipped' });
      return 'skipped';
    }
    let answer: { confirm: string; decline: string } | null = null;
    if (c.status === 'pending') {
      const token = randomToken(RSVP_TOKEN_BYTES);
      await this.repo.insertRsvpToken({ token_hash: sha256(token), event_id: c.event_id, user_id: c.user_id, created_at: iso(now) });
      const base = `${this.config.publicUrl}/rsvp/${token}`;
      answer = { confirm: `${base}?odgovor=pridem`, decline: `${base}?odgovor=ne-pridem` };
    }
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
      answer,
    });
    const attempts = row.attempts + 1;
    try {
      await this.mailer.deliver(message);
      await this.repo.finish(row.id, { state: 'sent', sent_at: iso(this.clock.now()), attempts, last_error: null });
      this.log.info({ reminder: row.id, event: row.event_id, user: row.user_id }, 'reminder sent');
      return 'sent';
    } catch (err) {
      const next = new Date(this.clock.now().getTime() + backoffMs(attempts));
      const giveUp = attempts >= MAX_ATTEMPTS || next >= start;
      await this.repo.finish(row.id, {
        state: giveUp ? 'failed' : 'pending',
        attempts,
        next_attempt_at: iso(next),
        last_error: String((err as Error)?.message ?? err).slice(0, 500),
      });
      this.log.error({ err, reminder: row.id, event: row.event_id, user: row.user_id, attempts, giveUp }, 'reminder delivery failed');
      return 'failed';
    }
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
    return { claimed: r.claimed, sent: r.sent, failed: r.failed };
  });
}
