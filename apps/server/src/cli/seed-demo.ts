import { sql } from 'kysely';
import { iso, systemClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { CommunitiesRepository } from '../modules/communities/communities.repository.ts';
import { CommunitiesService } from '../modules/communities/communities.service.ts';
import { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { PerformersRepository } from '../modules/performers/performers.repository.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';
import { seedEvents, seedMembers } from './seed-events.ts';
import { seedSongs } from './seed-songs.ts';

export const DEMO_PASSWORD = 'demo-geslo-2026';

const DEMO_USERS = [
  { username: 'zborovodja', display_name: 'Marija Kovač', email: 'marija.kovac@zbor.example' },
  { username: 'organist', display_name: 'Janez Novak', email: 'janez.novak@zbor.example' },
  { username: 'sopran', display_name: 'Ana Horvat', email: 'ana.horvat@zbor.example' },
  { username: 'tenor', display_name: 'Luka Zupan', email: 'luka.zupan@zbor.example' },
];

const DEMO_COMMUNITIES = [
  {
    name: 'Mešani pevski zbor sv. Nikolaja',
    description: 'Župnijski zbor, ki poje pri nedeljski maši ob 10.00. Vaje so ob četrtkih ob 19.30 v župnijski dvorani.',
    visibility: 'Private',
    event_types: ['rehearsal', 'mass', 'concert', 'meeting', 'other'],
    admin: 0,
    members: [1, 2, 3],
    performers: [
      { name: 'Ana Horvat', description: 'Sopran, solistka pri psalmih.' },
      { name: 'Luka Zupan', description: 'Tenor.' },
      { name: 'Janez Novak', description: 'Organist in kantor.' },
    ],
  },
  {
    name: 'Mladinska skupina Emanuel',
    description: 'Mladinski pevski zbor in band za mladinske maše in molitvene večere.',
    visibility: 'Public',
    event_types: ['rehearsal', 'mass', 'concert', 'Molitveni večer'],
    admin: 1,
    members: [2],
    performers: [{ name: 'Band Emanuel', description: 'Kitara, bas, bobni in klaviature.' }],
  },
];

export interface DemoCounts {
  songs: number;
  events: number;
  members: number;
  /**
   * Groups the songs and events are spread over (default 1): the demo choir and groups-1 others
   * ("Zbor 2"…), each with an equal share, as on a diocese's instance (docs/performance.md).
   */
  groups?: number;
  /** TZ_APP: the demo's events are placed around today there. */
  tz: string;
}

/** Tops the first community up to the asked songs, members and events; returns what was added. */
async function topUp(database: Database, communityId: number, ownerId: number, passwordHash: string, c: DemoCounts) {
  const songs = await seedSongs(database, communityId, ownerId, c.songs);
  const members = await seedMembers(database, { communityId, count: c.members, passwordHash });
  const events = await seedEvents(database, { communityId, ownerId, count: c.events, tz: c.tz });
  // A bulk load on PostgreSQL: vacuumed and analyzed at once, as autovacuum would soon do, so the
  // first plans are made knowing the data (db/database.ts, readPool): without the visibility map
  // the song search's count was planned as a bitmap scan of every match (23 ms at 100 000 songs).
  if (database.dialect === 'postgres' && songs + members + events > 0) await sql`vacuum analyze`.execute(database.db);
  return { songs, members, events };
}

/**
 * A small Slovenian demo: verified users with one password, two communities with members and
 * performers, a songbook (11 songs, or `--songs N`), events around today with attendees and
 * setlists (12, or `--events N`), and a few notifications. Running it again changes nothing but
 * topping songs, members and events up to the asked counts.
 */
export async function seedDemoCommand(database: Database, counts: DemoCounts): Promise<number> {
  const users = new UsersRepository(database);
  const notifications = new NotificationsRepository(database);
  const existing = await users.findByUsername(DEMO_USERS[0].username);
  if (existing) {
    if (!existing.community_id) {
      console.log('Demo podatki že obstajajo; nič ni spremenjeno.');
      return 0;
    }
    const added = await topUp(database, existing.community_id, existing.id, existing.password_hash, counts);
    console.log(
      added.songs + added.members + added.events
        ? `Demo podatki že obstajajo; dodanih ${added.songs} pesmi, ${added.members} članov in ${added.events} dogodkov.`
        : 'Demo podatki že obstajajo; nič ni spremenjeno.',
    );
    return 0;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const ids: number[] = [];
  for (const u of DEMO_USERS) {
    ids.push(
      await users.insert({
        ...u,
        password_hash: passwordHash,
        email_verified: 1,
        is_approved: 1,
        created_at: iso(now),
      }),
    );
  }
  const communities = new CommunitiesRepository(database.db);
  const service = new CommunitiesService(database, new NotificationsService(notifications, systemClock), systemClock, counts.tz);
  for (const c of DEMO_COMMUNITIES) {
    await communities.transaction(async (repo, trx) => {
      const id = await repo.insert({
        name: c.name,
        description: c.description,
        visibility: c.visibility,
        allow_member_edits: 0,
        supported_event_types: JSON.stringify(c.event_types),
        admin_id: ids[c.admin],
        created_at: iso(now),
        updated_at: iso(now),
      });
      for (const [i, member] of [c.admin, ...c.members].entries()) {
        await service.addMember(ids[member], id, i === 0 ? 'community_admin' : 'member', false, trx);
      }
      for (const p of c.performers) {
        await new PerformersRepository(trx).insert({ community_id: id, name: p.name, description: p.description, image_url: null, created_at: iso(now), updated_at: iso(now) });
      }
    });
  }
  const groups = counts.groups ?? 1;
  const share = { ...counts, songs: Math.round(counts.songs / groups), events: Math.round(counts.events / groups) };
  await topUp(database, (await users.findById(ids[0]))!.community_id!, ids[0], passwordHash, share);
  for (let g = 2; g <= groups; g++) {
    const id = await communities.transaction(async (repo, trx) => {
      const created = await repo.insert({
        name: `Zbor ${g}`,
        description: null,
        visibility: 'Private',
        allow_member_edits: 0,
        supported_event_types: JSON.stringify(DEMO_COMMUNITIES[0].event_types),
        admin_id: ids[1],
        created_at: iso(now),
        updated_at: iso(now),
      });
      await service.addMember(ids[1], created, 'community_admin', false, trx);
      return created;
    });
    await seedSongs(database, id, ids[1], share.songs);
    await seedEvents(database, { communityId: id, ownerId: ids[1], count: share.events, tz: counts.tz });
  }
  if (database.dialect === 'postgres' && groups > 1) await sql`vacuum analyze`.execute(database.db);
  const welcome = [
    { type: 'welcome', content: 'Dobrodošli v Zborovodji! Izpolnite svoj profil in dodajte fotografijo.' },
    { type: 'reminder', content: 'Vaja zbora bo v četrtek ob 19.30 v župnijski dvorani.' },
    { type: 'news', content: 'Nove note za adventni čas so na voljo pri zborovodji.' },
  ];
  for (const [i, n] of welcome.entries()) {
    await notifications.insertMany(ids, { ...n, reference_type: null, reference_id: null }, iso(new Date(now.getTime() - i * 3600_000)));
  }
  console.log(
    `Demo podatki so ustvarjeni. Uporabniki: ${DEMO_USERS.map((u) => u.username).join(', ')}; geslo: ${DEMO_PASSWORD}. ` +
      `Skupine: ${DEMO_COMMUNITIES.map((c) => c.name).join(', ')}.`,
  );
  return 0;
}
