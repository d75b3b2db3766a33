import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { deferredTrigger } from './0016_answer_versions.ts';

/**
 * An attendee's status change ends the kept answers of that attendee only (docs/decisions.md
 * "Kept answers"). The answers that may be kept show a member's own status and nobody else's (the
 * events list: `my_status`, and `attendee_count`, which only an added or removed attendee moves,
 * and that bumps the world). So the version lives on the user's row, `users.answer_version`, which
 * the session statement reads anyway: a kept answer's check needs no list of events any more, and
 * one member's click no longer ends every other member's list that shows the event.
 * Replaces migration 0016's `events.answer_version`.
 */
const WORLD = `UPDATE answer_versions SET n = n + 1 WHERE scope = 'world' AND id = 0;`;
// The row's user (a status is never moved to another user, but both are named to be safe).
const USER = `UPDATE users SET answer_version = answer_version + 1 WHERE id IN (OLD.user_id, NEW.user_id);`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('answer_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  if (dialect === 'postgres') {
    await sql`DROP TRIGGER event_attendees_answer_event ON event_attendees`.execute(db);
    await sql`DROP FUNCTION answer_event_bump()`.execute(db);
    await sql`DROP TRIGGER events_answer_world_update ON events`.execute(db);
    await sql`DROP TRIGGER users_answer_world ON users`.execute(db);
    await sql`CREATE FUNCTION answer_user_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${sql.raw(USER)}
        RETURN NULL;
      END $$`.execute(db);
    await deferredTrigger(db, 'event_attendees_answer_user', 'UPDATE', 'event_attendees', 'answer_user_bump');
    await deferredTrigger(db, 'events_answer_world_update', 'UPDATE', 'events', 'answer_world_bump');
    await deferredTrigger(db, 'users_answer_world', 'INSERT OR DELETE', 'users', 'answer_world_bump');
    // An update that moves only the user's version is the bump above, not a change to the user.
    await deferredTrigger(db, 'users_answer_world_update', 'UPDATE', 'users', 'answer_world_bump', 'WHEN (OLD.answer_version = NEW.answer_version)');
  } else {
    const statements = [
      'DROP TRIGGER event_attendees_answer_event',
      'DROP TRIGGER events_answer_world_update',
      'DROP TRIGGER users_answer_world_update',
      `CREATE TRIGGER event_attendees_answer_user AFTER UPDATE ON event_attendees BEGIN ${USER} END`,
      `CREATE TRIGGER events_answer_world_update AFTER UPDATE ON events BEGIN ${WORLD} END`,
      `CREATE TRIGGER users_answer_world_update AFTER UPDATE ON users WHEN OLD.answer_version = NEW.answer_version BEGIN ${WORLD} END`,
    ];
    for (const s of statements) await sql.raw(s).execute(db);
  }
  await db.schema.alterTable('events').dropColumn('answer_version').execute();
}
