import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { deferredTrigger } from './0016_answer_versions.ts';

/**
 * The event page's answer is kept once for every member who may see the event (http/kept-answers.ts,
 * docs/decisions.md "Kept answers"). It shows every attendee's status, so an attendee's status
 * change must end it: `events.answer_version`, bumped beside the attendee's own
 * `users.answer_version` (migration 0017) by the one trigger on event_attendees' updates. The
 * session statement of an event page reads it by primary key with the session.
 * An update that moves only the event's version is that bump, not a change to the event: the
 * world's trigger on events skips it, as the users' one skips the user's version.
 *
 * On PostgreSQL one function bumps both, the event first: every transaction that updates an
 * attendee row (a single-row upsert, events.repository setStatusListed) then locks the event's row
 * before the user's, in one order, so two of them cannot wait for each other.
 */
const EVENT = `UPDATE events SET answer_version = answer_version + 1 WHERE id IN (OLD.event_id, NEW.event_id);`;
const USER = `UPDATE users SET answer_version = answer_version + 1 WHERE id IN (OLD.user_id, NEW.user_id);`;
const WORLD = `UPDATE answer_versions SET n = n + 1 WHERE scope = 'world' AND id = 0;`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('events').addColumn('answer_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  if (dialect === 'postgres') {
    await sql`DROP TRIGGER event_attendees_answer_user ON event_attendees`.execute(db);
    await sql`DROP FUNCTION answer_user_bump()`.execute(db);
    await sql`DROP TRIGGER events_answer_world_update ON events`.execute(db);
    await sql`CREATE FUNCTION answer_attendee_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${sql.raw(EVENT)}
        ${sql.raw(USER)}
        RETURN NULL;
      END $$`.execute(db);
    await deferredTrigger(db, 'event_attendees_answer_attendee', 'UPDATE', 'event_attendees', 'answer_attendee_bump');
    await deferredTrigger(db, 'events_answer_world_update', 'UPDATE', 'events', 'answer_world_bump', 'WHEN (OLD.answer_version = NEW.answer_version)');
  } else {
    const statements = [
      'DROP TRIGGER event_attendees_answer_user',
      'DROP TRIGGER events_answer_world_update',
      `CREATE TRIGGER event_attendees_answer_attendee AFTER UPDATE ON event_attendees BEGIN ${EVENT} ${USER} END`,
      `CREATE TRIGGER events_answer_world_update AFTER UPDATE ON events WHEN OLD.answer_version = NEW.answer_version BEGIN ${WORLD} END`,
    ];
    for (const s of statements) await sql.raw(s).execute(db);
  }
}
