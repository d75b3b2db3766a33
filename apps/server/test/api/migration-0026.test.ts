import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrator.ts';
import { createPgDatabase, dialectUnderTest } from '../helper.ts';

/** Migration 0026 (issue 61) over posts and comments written before it: nothing lost, authors become nullable. */

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  if (dialectUnderTest() === 'postgres') {
    const pg = await createPgDatabase(process.env.DATABASE_URL!);
    database = openDatabase(pg.url);
    cleanup = pg.drop;
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zb-0026-'));
    database = openDatabase(`sqlite:${path.join(dir, 'app.db')}`);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await database.close();
  await cleanup();
});

it('keeps every post and comment, lets a deleted author leave them behind, and keeps the other keys and indexes', async () => {
  await migrateUpTo(database, '0023_chord_notation');
  const db = database.db;
  const now = '2026-11-01T10:00:00.000Z';
  const user = (name: string) =>
    db.insertInto('users').values({ username: name, email: `${name}@zbor.test`, password_hash: 'x', role: 'user', display_name: null, profile_image: null, email_verified: 1, is_approved: 1, community_id: null, created_at: now, updated_at: now, username_skeleton: name }).returning('id').executeTakeFirstOrThrow();
  const ana = (await user('ana')).id;
  const bor = (await user('bor')).id;
  const c = (await db.insertInto('communities').values({ name: 'Zbor', description: null, visibility: 'Private', allow_member_edits: 0, supported_event_types: '[]', voice_part_minimums: null, admin_id: ana, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const post = (await db.insertInto('posts').values({ community_id: c, user_id: ana, title: 'Vaja', content: 'Jutri ob 19h', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('comments').values([{ post_id: post, user_id: bor, content: 'Pridem', created_at: now }, { post_id: post, user_id: ana, content: 'Hvala', created_at: now }]).execute();

  expect(await migrateToLatest(database)).toContain('0026_my_data');

  expect(await db.selectFrom('posts').select(['id', 'user_id', 'content']).execute()).toEqual([{ id: post, user_id: ana, content: 'Jutri ob 19h' }]);
  expect((await db.selectFrom('comments').select(['user_id', 'content']).orderBy('id').execute())).toEqual([{ user_id: bor, content: 'Pridem' }, { user_id: ana, content: 'Hvala' }]);
  // A deleted author's post and comment stay, without the author.
  await db.deleteFrom('users').where('id', '=', ana).execute();
  expect(await db.selectFrom('posts').select('user_id').execute()).toEqual([{ user_id: null }]);
  expect((await db.selectFrom('comments').select('user_id').orderBy('id').execute())).toEqual([{ user_id: bor }, { user_id: null }]);
  // The community still takes its posts and their comments with it; a post its comments.
  await db.deleteFrom('communities').where('id', '=', c).execute();
  expect(await db.selectFrom('comments').select('id').execute()).toEqual([]);
  // New ids continue after the old ones (SQLite kept the AUTOINCREMENT sequence).
  const c2 = (await db.insertInto('communities').values({ name: 'Zbor 2', description: null, visibility: 'Private', allow_member_edits: 0, supported_event_types: '[]', voice_part_minimums: null, admin_id: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const next = (await db.insertInto('posts').values({ community_id: c2, user_id: bor, title: null, content: 'Nova', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  expect(next).toBeGreaterThan(post);

  const indexes =
    dialectUnderTest() === 'postgres'
      ? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('posts', 'comments')`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('posts', 'comments') AND name NOT LIKE 'sqlite_%'`.execute(db);
  expect(indexes.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['posts_community_created', 'posts_user', 'comments_post_created', 'comments_user']));
  if (dialectUnderTest() === 'sqlite') expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
});
