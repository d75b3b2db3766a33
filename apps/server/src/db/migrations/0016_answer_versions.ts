import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The versions that kept answers are checked against (http/kept-answers.ts, docs/decisions.md
 * "Kept answers"). Counters that only grow, bumped by triggers inside the writing transaction, so
 * every write on any app instance, the CLI's included, shows in them the moment it commits:
 * - answer_versions ('world', 0): any write to any table but those named below;
 * - events.answer_version: an attendee's status changed (the attendance click, the most frequent
 *   write), so it ends only the answers that show that event. It lives on the event's row, read
 *   with the row at no cost and checked by primary key.
 * Adding an attendee or taking one off bumps the world: it changes who may see a private event.
 * Not counted, so no kept answer may read them: sessions (every read checks its own anyway),
 * notifications (a decline notifies the organizer: counted, every attendance click would end
 * everything), answer_versions, and two tables written only beside a counted row (song_prefixes
 * with its song, a file's chunks with its stored_files row; a bulk import writes ~20 prefix rows a
 * song).
 *
 * On PostgreSQL the triggers are deferred constraint triggers: they run at commit, so the one
 * 'world' row is locked last in a transaction (no lock-order deadlock with the rows it wrote) and
 * bumped once per transaction (a bulk import pays one update, not one per row).
 */
export const UNCOUNTED_TABLES = ['sessions', 'notifications', 'answer_versions', 'song_prefixes', 'stored_file_chunks'];

/** Every other table at this migration but events and event_attendees; a later migration that adds a table calls countWrites for it. */
const TABLES = [
  'users', 'communities', 'community_users', 'stored_files', 'email_tokens', 'invitations', 'invitation_sends',
  'performers', 'songs', 'event_series', 'event_series_invitees', 'setlists', 'setlist_songs', 'posts', 'comments',
  'calendar_feed_tokens', 'reminder_settings', 'reminders_sent', 'rsvp_tokens', 'absences',
];

const WORLD = `UPDATE answer_versions SET n = n + 1 WHERE scope = 'world' AND id = 0;`;
const EVENT = `UPDATE events SET answer_version = answer_version + 1 WHERE id = NEW.event_id;`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('answer_versions')
    .addColumn('scope', 'varchar(20)', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('n', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_versions_pkey', ['scope', 'id'])
    .execute();
  await db.insertInto('answer_versions').values({ scope: 'world', id: 0, n: 0 }).execute();
  await db.schema.alterTable('events').addColumn('answer_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION answer_world_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('zborovodja.world_bumped', true) = 'on' THEN RETURN NULL; END IF;
        PERFORM set_config('zborovodja.world_bumped', 'on', true);
        ${sql.raw(WORLD)}
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE FUNCTION answer_event_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${sql.raw(EVENT)}
        RETURN NULL;
      END $$`.execute(db);
    await deferredTrigger(db, 'event_attendees_answer_world', 'INSERT OR DELETE', 'event_attendees', 'answer_world_bump');
    await deferredTrigger(db, 'event_attendees_answer_event', 'UPDATE', 'event_attendees', 'answer_event_bump');
    await deferredTrigger(db, 'events_answer_world', 'INSERT OR DELETE', 'events', 'answer_world_bump');
    // An update that moves only the event's version is the bump above, not a change to the event.
    await deferredTrigger(db, 'events_answer_world_update', 'UPDATE', 'events', 'answer_world_bump', 'WHEN (OLD.answer_version = NEW.answer_version)');
  } else {
    const statements = [
      `CREATE TRIGGER event_attendees_answer_world_insert AFTER INSERT ON event_attendees BEGIN ${WORLD} END`,
      `CREATE TRIGGER event_attendees_answer_world_delete AFTER DELETE ON event_attendees BEGIN ${WORLD} END`,
      `CREATE TRIGGER event_attendees_answer_event AFTER UPDATE ON event_attendees BEGIN ${EVENT} END`,
      `CREATE TRIGGER events_answer_world_insert AFTER INSERT ON events BEGIN ${WORLD} END`,
      `CREATE TRIGGER events_answer_world_delete AFTER DELETE ON events BEGIN ${WORLD} END`,
      `CREATE TRIGGER events_answer_world_update AFTER UPDATE ON events WHEN OLD.answer_version = NEW.answer_version BEGIN ${WORLD} END`,
    ];
    for (const s of statements) await sql.raw(s).execute(db);
  }
  for (const table of TABLES) await countWrites(db, dialect, table);
}

/** PostgreSQL: a trigger run at commit, once per row (see above why deferred); `condition` is a WHEN clause. */
export function deferredTrigger(db: Kysely<any>, name: string, when: string, table: string, fn: string, condition = '') {
  return sql.raw(`CREATE CONSTRAINT TRIGGER ${name} AFTER ${when} ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${condition} EXECUTE FUNCTION ${fn}()`).execute(db);
}

/** Makes every write to `table` bump the 'world' version (a new table's migration calls this). */
export async function countWrites(db: Kysely<any>, dialect: Dialect, table: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`CREATE CONSTRAINT TRIGGER ${sql.id(`${table}_answer_world`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_world_bump()`.execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_answer_world_${op}`)} AFTER ${sql.raw(op.toUpperCase())} ON ${sql.id(table)}
      BEGIN ${sql.raw(WORLD)} END`.execute(db);
  }
}
