import { iso } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';

export const DEMO_PASSWORD = 'demo-geslo-2026';

const DEMO_USERS = [
  { username: 'zborovodja', display_name: 'Marija Kovač', email: 'marija.kovac@zbor.example' },
  { username: 'organist', display_name: 'Janez Novak', email: 'janez.novak@zbor.example' },
  { username: 'sopran', display_name: 'Ana Horvat', email: 'ana.horvat@zbor.example' },
  { username: 'tenor', display_name: 'Luka Zupan', email: 'luka.zupan@zbor.example' },
];

/**
 * A small Slovenian demo: verified users with one password and a few notifications.
 * Later modules add communities, events and songs here. Running it twice changes nothing.
 */
export async function seedDemoCommand(database: Database): Promise<number> {
  const users = new UsersRepository(database);
  const notifications = new NotificationsRepository(database);
  if (await users.findByUsername(DEMO_USERS[0].username)) {
    console.log('Demo podatki že obstajajo; nič ni spremenjeno.');
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
        role: 'user',
        profile_image: null,
        email_verified: 1,
        is_approved: 1,
        community_id: null,
        created_at: iso(now),
        updated_at: iso(now),
      }),
    );
  }
  const welcome = [
    { type: 'welcome', content: 'Dobrodošli v Zborovodji! Izpolnite svoj profil in dodajte fotografijo.' },
    { type: 'reminder', content: 'Vaja zbora bo v četrtek ob 19.30 v župnijski dvorani.' },
    { type: 'news', content: 'Nove note za adventni čas so na voljo pri zborovodji.' },
  ];
  for (const [i, n] of welcome.entries()) {
    await notifications.insertMany(ids, { ...n, reference_type: null, reference_id: null }, iso(new Date(now.getTime() - i * 3600_000)));
  }
  console.log(`Demo podatki so ustvarjeni. Uporabniki: ${DEMO_USERS.map((u) => u.username).join(', ')}; geslo: ${DEMO_PASSWORD}`);
  return 0;
}
