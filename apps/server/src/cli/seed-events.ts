import { massSongRoles, setlistName } from '@zborovodja/contracts';
import { dateIn, iso } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { EventsTable } from '../db/schema.ts';

/** A choir's year in miniature: what repeats, with its type, time and place. */
const TEMPLATES: { title: string; event_type: string; time: string; location: string; description: string | null }[] = [
  { title: 'Vaja zbora', event_type: 'rehearsal', time: '19:30', location: 'Župnijska dvorana', description: 'Redna tedenska vaja. Prinesite mapo z notami.' },
  { title: 'Sveta maša', event_type: 'mass', time: '10:00', location: 'Cerkev sv. Nikolaja', description: 'Pojemo pri maši ob 10.00; zbor se zbere ob 9.30 na koru.' },
  { title: 'Vaja sopranov in altov', event_type: 'rehearsal', time: '18:30', location: 'Župnijska dvorana', description: null },
  { title: 'Adventni koncert', event_type: 'concert', time: '18:00', location: 'Cerkev sv. Nikolaja', description: 'Koncert ob prižiganju adventnih sveč; generalka ob 16.30.' },
  { title: 'Sestanek odbora zbora', event_type: 'meeting', time: '20:00', location: 'Župnišče', description: 'Načrt za božične praznike in izlet zbora.' },
  { title: 'Slovesna maša z birmo', event_type: 'mass', time: '09:00', location: 'Cerkev sv. Nikolaja', description: null },
];

const MASS_ROLES = ['Vstopna', 'Gospod usmili se', 'Slava', 'Psalm', 'Darovanje', 'Obhajilo', 'Zaključna'] as const satisfies readonly (typeof massSongRoles)[number][];

/**
 * Tops the community's events up to `count`: two a day around today (half of them past), each
 * with up to 12 attendees from the members, masses and concerts near today with a setlist of
 * the community's songs. One transaction, rows in batches.
 */
export async function seedEvents(database: Database, o: { communityId: number; ownerId: number; count: number; tz: string }): Promise<number> {
  const db = database.db;
  const existing = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('community_id', '=', o.communityId).executeTakeFirstOrThrow();
  const start = Number(existing.n);
  if (start >= o.count) return 0;
  const members = (await db.selectFrom('community_users').select('user_id').where('community_id', '=', o.communityId).orderBy('user_id').execute()).map((r) => r.user_id);
  const songs = (await db.selectFrom('songs').select('id').where('owner_type', '=', 'community').where('owner_id', '=', o.communityId).orderBy('id').limit(40).execute()).map((r) => r.id);
  const today = Date.parse(`${dateIn(o.tz, new Date())}T00:00:00Z`);
  const now = iso(new Date());
  const dateOf = (n: number) => new Date(today + Math.floor((n - o.count / 2) / 2) * 86_400_000).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    for (let from = start; from < o.count; from += 400) {
      const rows: Omit<EventsTable, 'id' | 'series_id' | 'series_date'>[] = [];
      for (let n = from; n < Math.min(o.count, from + 400); n++) {
        const t = TEMPLATES[n % TEMPLATES.length];
        rows.push({
          ...t,
          date: dateOf(n),
          visibility: 'community',
          community_id: o.communityId,
          owner_id: o.ownerId,
          organizer_id: o.ownerId,
          header_image_stored: null,
          header_image_name: null,
          header_image_type: null,
          header_image_uploaded_at: null,
          created_at: now,
          updated_at: now,
        });
      }
      const inserted = await trx.insertInto('events').values(rows).returning(['id', 'date', 'title', 'event_type']).execute();
      const attendees = inserted.flatMap((e, i) =>
        Array.from({ length: Math.min(12, members.length) }, (_, k) => ({
          event_id: e.id,
          user_id: members[(from + i + k) % members.length],
          status: (['confirmed', 'pending', 'declined', 'confirmed'] as const)[(i + k) % 4],
          created_at: now,
          updated_at: now,
        })),
      );
      for (let a = 0; a < attendees.length; a += 500) await trx.insertInto('event_attendees').values(attendees.slice(a, a + 500)).execute();
      // Setlists for the masses and concerts of the weeks around today.
      for (const e of inserted) {
        const near = Math.abs(Date.parse(`${e.date}T00:00:00Z`) - today) <= 30 * 86_400_000;
        if (!near || songs.length === 0 || (e.event_type !== 'mass' && e.event_type !== 'concert')) continue;
        const { id } = await trx
          .insertInto('setlists')
          .values({ name: setlistName(e.title, e.date), event_id: e.id, owner_type: 'community', owner_id: o.communityId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const picked = MASS_ROLES.map((role, k) => ({ song_id: songs[(e.id + k * 3) % songs.length], role }));
        const unique = picked.filter((p, k) => picked.findIndex((q) => q.song_id === p.song_id) === k);
        await trx
          .insertInto('setlist_songs')
          .values(unique.map((p, k) => ({ setlist_id: id, song_id: p.song_id, position: k + 1, song_role: e.event_type === 'mass' ? p.role : null, comment: null })))
          .execute();
      }
    }
  });
  return o.count - start;
}

/** Tops the community's membership up to `count` with verified singers sharing one password hash. */
export async function seedMembers(database: Database, o: { communityId: number; count: number; passwordHash: string }): Promise<number> {
  const db = database.db;
  const existing = await db.selectFrom('community_users').select((eb) => eb.fn.countAll<number>().as('n')).where('community_id', '=', o.communityId).executeTakeFirstOrThrow();
  let have = Number(existing.n);
  if (have >= o.count) return 0;
  const now = iso(new Date());
  const added = o.count - have;
  await db.transaction().execute(async (trx) => {
    for (; have < o.count; have += 1) {
      const username = `pevec${String(have).padStart(3, '0')}`;
      const { id } = await trx
        .insertInto('users')
        .values({ username, email: `${username}@zbor.example`, password_hash: o.passwordHash, role: 'user', display_name: `Pevec ${have}`, profile_image: null, email_verified: 1, is_approved: 1, community_id: o.communityId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('community_users').values({ user_id: id, community_id: o.communityId, role: 'member', is_primary: 1, created_at: now }).execute();
    }
  });
  return added;
}
