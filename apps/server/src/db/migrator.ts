import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_invitations_performers.ts';
import * as m0003 from './migrations/0003_songs.ts';
import * as m0004 from './migrations/0004_events.ts';
import * as m0005 from './migrations/0005_posts.ts';
import * as m0006 from './migrations/0006_email_token_address.ts';
import * as m0007 from './migrations/0007_issue19_cleanup.ts';
import * as m0008 from './migrations/0008_issue19_names_invitations.ts';
import * as m0009 from './migrations/0009_setlist_item_key.ts';
import * as m0010 from './migrations/0010_calendar_reminders.ts';
import * as m0011 from './migrations/0011_attendance_voice_parts.ts';
import * as m0012 from './migrations/0012_event_series.ts';
import * as m0013 from './migrations/0013_file_storage.ts';
import * as m0014 from './migrations/0014_perf.ts';
import * as m0015 from './migrations/0015_song_prefixes.ts';
import * as m0016 from './migrations/0016_answer_versions.ts';
import * as m0017 from './migrations/0017_user_answer_version.ts';
import * as m0018 from './migrations/0018_event_answer_version.ts';
import * as m0019 from './migrations/0019_plain_reads.ts';
import * as m0020 from './migrations/0020_song_search.ts';
import * as m0021 from './migrations/0021_mail_outbox.ts';
import * as m0022 from './migrations/0022_song_search_scope.ts';
import * as m0023 from './migrations/0023_chord_notation.ts';
import * as m0024 from './migrations/0024_practice_files.ts';
import * as m0026 from './migrations/0026_my_data.ts';
import * as m0027 from './migrations/0027_approved_when_ready.ts';

/** Migrations are listed here in order; each module exports up(db, dialect). */
const migrations: Record<string, typeof m0001> = {
  '0001_initial': m0001,
  '0002_invitations_performers': m0002,
  '0003_songs': m0003,
  '0004_events': m0004,
  '0005_posts': m0005,
  '0006_email_token_address': m0006,
  '0007_issue19_cleanup': m0007,
  '0008_issue19_names_invitations': m0008,
  '0009_setlist_item_key': m0009,
  '0010_calendar_reminders': m0010,
  '0011_attendance_voice_parts': m0011,
  '0012_event_series': m0012,
  '0013_file_storage': m0013,
  '0014_perf': m0014,
  '0015_song_prefixes': m0015,
  '0016_answer_versions': m0016,
  '0017_user_answer_version': m0017,
  '0018_event_answer_version': m0018,
  '0019_plain_reads': m0019,
  '0020_song_search': m0020,
  '0021_mail_outbox': m0021,
  '0022_song_search_scope': m0022,
  '0023_chord_notation': m0023,
  '0024_practice_files': m0024,
  '0026_my_data': m0026,
  '0027_approved_when_ready': m0027,
};

export const migrationNames = Object.keys(migrations);

export async function migrateToLatest(database: Database): Promise<string[]> {
  return migrate(database, (m) => m.migrateToLatest());
}

/** Up to and including `name` (tests of a migration over data written before it). */
export function migrateUpTo(database: Database, name: string): Promise<string[]> {
  return migrate(database, (m) => m.migrateTo(name));
}

async function migrate(database: Database, run: (m: Migrator) => ReturnType<Migrator['migrateToLatest']>): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, mod] of Object.entries(migrations)) {
        out[name] = { up: (db) => mod.up(db, database.dialect) };
      }
      return out;
    },
  };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await run(migrator);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
