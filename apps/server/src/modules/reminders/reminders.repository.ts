import type { Kysely, Selectable } from 'kysely';
import type { DB, EventAttendeesTable, RemindersSentTable } from '../../db/schema.ts';

export type ReminderRow = Selectable<RemindersSentTable>;

/** The reminders' SQL (issue 24): settings, due attendees, the claim rows, one-click answer tokens. */

export interface DueAttendee {
  event_id: number;
  user_id: number;
  date: string;
  time: string;
  hours: number | null;
}

export interface ReminderContext {
  event_id: number;
  title: string;
  date: string;
  time: string;
  location: string;
  community_name: string | null;
  setlist_id: number | null;
  user_id: number;
  username: string;
  display_name: string | null;
  email: string;
  status: EventAttendeesTable['status'] | null;
}

export class RemindersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async hours(userId: number): Promise<number | null> {
    const row = await this.db.selectFrom('reminder_settings').select('hours').where('user_id', '=', userId).executeTakeFirst();
    return row?.hours ?? null;
  }

  async setHours(userId: number, hours: number, at: string): Promise<void> {
    await this.db
      .insertInto('reminder_settings')
      .values({ user_id: userId, hours, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ hours, updated_at: at }))
      .execute();
  }

  /** Attendees (pending or confirmed) of events on these days, with their lead time (null: the default). */
  dueCandidates(fromDate: string, toDate: string): Promise<DueAttendee[]> {
    return this.db
      .selectFrom('event_attendees as a')
      .innerJoin('events as e', 'e.id', 'a.event_id')
      .leftJoin('reminder_settings as rs', 'rs.user_id', 'a.user_id')
      .select(['a.event_id', 'a.user_id', 'e.date', 'e.time', 'rs.hours'])
      .where('a.status', 'in', ['pending', 'confirmed'])
      .where('e.date', '>=', fromDate)
      .where('e.date', '<=', toDate)
      .where((eb) => eb.or([eb('rs.hours', 'is', null), eb('rs.hours', '>', 0)]))
      .execute();
  }

  /**
   * Claims reminders: one row per (event, attendee, event start), all inserted by one statement
   * (one transaction); a key another instance or an earlier tick already holds is skipped by the
   * unique constraint. Returns only the rows this call inserted: the work it now owns. Rows go in
   * key order, so two instances claiming overlapping sets on PostgreSQL wait for each other
   * instead of deadlocking.
   */
  async claim(rows: { event_id: number; user_id: number; event_start: string }[], at: string, leaseUntil: string): Promise<ReminderRow[]> {
    if (!rows.length) return [];
    const sorted = [...rows].sort((a, b) => a.event_id - b.event_id || a.user_id - b.user_id || a.event_start.localeCompare(b.event_start));
    return this.db
      .insertInto('reminders_sent')
      .values(sorted.map((r) => ({ ...r, claimed_at: at, next_attempt_at: leaseUntil, state: 'pending' as const, attempts: 0 })))
      .onConflict((oc) => oc.columns(['event_id', 'user_id', 'event_start']).doNothing())
      .returningAll()
      .execute();
  }

  /** Rows whose earlier attempt failed (or whose sender vanished) and whose next try is due. */
  retryable(now: string): Promise<ReminderRow[]> {
    return this.db.selectFrom('reminders_sent').selectAll().where('state', '=', 'pending').where('next_attempt_at', '<=', now).orderBy('id').limit(100).execute();
  }

  /** Takes a due row for this instance: only one of several racing updates matches the old lease. */
  async takeRetry(row: ReminderRow, leaseUntil: string): Promise<boolean> {
    const r = await this.db
      .updateTable('reminders_sent')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async finish(id: number, patch: { state: RemindersSentTable['state']; sent_at?: string; attempts?: number; next_attempt_at?: string; last_error?: string | null }): Promise<void> {
    await this.db.updateTable('reminders_sent').set(patch).where('id', '=', id).execute();
  }

  /** Marks a claimed row queued, only while it is still pending under the lease read with it. */
  async markQueued(row: ReminderRow, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('reminders_sent')
      .set({ state: 'sent', sent_at: at, attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** What a reminder says, read when it is sent (the event as it is now). */
  context(eventId: number, userId: number): Promise<ReminderContext | undefined> {
    return this.db
      .selectFrom('events as e')
      .innerJoin('users as u', (j) => j.on('u.id', '=', userId))
      .leftJoin('communities as c', 'c.id', 'e.community_id')
      .leftJoin('setlists as s', 's.event_id', 'e.id')
      .leftJoin('event_attendees as a', (j) => j.onRef('a.event_id', '=', 'e.id').on('a.user_id', '=', userId))
      .select([
        'e.id as event_id',
        'e.title',
        'e.date',
        'e.time',
        'e.location',
        'c.name as community_name',
        's.id as setlist_id',
        'u.id as user_id',
        'u.username',
        'u.display_name',
        'u.email',
        'a.status',
      ])
      .where('e.id', '=', eventId)
      .executeTakeFirst();
  }

  async insertRsvpToken(row: { token_hash: string; event_id: number; user_id: number; created_at: string }): Promise<void> {
    await this.db.insertInto('rsvp_tokens').values(row).execute();
  }

  findRsvpToken(tokenHash: string) {
    return this.db.selectFrom('rsvp_tokens').select(['event_id', 'user_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  userOf(userId: number) {
    return this.db.selectFrom('users').select(['id', 'username', 'role', 'email_verified', 'display_name']).where('id', '=', userId).executeTakeFirst();
  }
}
