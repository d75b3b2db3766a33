/**
 * The requests of the benchmark of record (docs/performance.md): its members and its
 * weighted kinds of request. The one definition of the mix, used by the benchmark (scripts/bench.mjs
 * through scripts/bench-load.mjs) and by the cluster check
 * (scripts/reliability/cluster.mjs), so that "under the benchmark's load" means the same requests.
 *
 * Kinds (weights in percent):
 * - events: GET /api/events?when=upcoming&limit=20 (the dashboard's list)
 * - event: GET /api/events/{id}?include_attendees=true, an event the member may see
 * - songs: GET /api/songs?community_id=C&search=W&per_page=50, W a word of a song title
 * - songsAll: GET /api/songs?search=W&per_page=50, across every songbook the member may see (not in the mixes)
 * - unread: GET /api/notifications/unread-count
 * - festivities: GET /api/catholic-festivities?year=Y&month=M, a random month of two years
 * - profile: GET /api/profile
 * - attend: PUT /api/events/{id}/attendees/{me} with a random status, an event the member is invited to
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEMO, login } from './reliability/lib.mjs';

/** The read mix; MIX_WITH_WRITES replaces 5 % of it (every share × 0.95) with attendance changes. */
export const MIX = { events: 35, event: 15, songs: 20, unread: 15, festivities: 10, profile: 5 };
export const MIX_WITH_WRITES = { ...Object.fromEntries(Object.entries(MIX).map(([k, v]) => [k, v * 0.95])), attend: 5 };
export const ATTENDANCE_STATUSES = ['confirmed', 'declined', 'pending'];
const YEARS = [2026, 2027];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Runs `fn(query)` on a seeded database from outside the server: query(sql with $1, [one user id]). */
export async function withDatabase({ dataDir, databaseUrl }, fn) {
  if (!databaseUrl) {
    const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      return await fn(async (text, args = []) => db.prepare(text.replace(/\$1/g, '@u')).all(args.length ? { u: args[0] } : {}));
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await fn(async (text, args = []) => (await c.query(text, args)).rows);
  } finally {
    await c.end();
  }
}

/**
 * `count` of the seeded members (spread over the list), each logged in through `base` with their
 * own session, with the events they may see (policy.ts event.view in SQL) and those they are
 * invited to; and the words of the song titles (a random title's words, letters only: a word as
 * often as it occurs). Members: [{ id, cookie, csrf, communityId, visible: [ids], invited: [ids] }].
 */
export async function mixMembers(base, database, count = 40) {
  const { people, words } = await withDatabase(database, async (query) => {
    const all = await query(`select u.id, u.username, cu.community_id from users u join community_users cu on cu.user_id = u.id where u.username like 'pevec%' order by u.id`);
    const step = Math.max(1, Math.floor(all.length / count));
    const chosen = all.filter((_, i) => i % step === 0).slice(0, count);
    const people = [];
    for (const m of chosen) {
      const visible = await query(
        `select e.id from events e where e.visibility = 'public' or e.owner_id = $1 or e.organizer_id = $1
           or exists (select 1 from event_attendees a where a.event_id = e.id and a.user_id = $1)
           or (e.visibility = 'community' and exists (select 1 from community_users cu where cu.community_id = e.community_id and cu.user_id = $1))`,
        [m.id],
      );
      const invited = await query(`select event_id from event_attendees where user_id = $1`, [m.id]);
      people.push({ ...m, visible: visible.map((r) => r.id), invited: invited.map((r) => r.event_id) });
    }
    const titles = await query(`select title from songs where owner_type = 'community' order by id`);
    const words = [];
    for (let i = 0; i < 3000; i++) {
      const ws = titles[Math.floor(Math.random() * titles.length)].title.split(/[^\p{L}]+/u).filter((w) => w.length >= 2);
      if (ws.length) words.push(ws[Math.floor(Math.random() * ws.length)]);
    }
    return { people, words };
  });
  const members = [];
  for (const p of people) {
    const s = await login(base, p.username, DEMO.password);
    members.push({ id: p.id, cookie: s.cookie, csrf: s.csrf, communityId: p.community_id, visible: p.visible, invited: p.invited });
  }
  return { members, words };
}

/**
 * A generator of the mix: each call draws a random member and a kind by `weights` (percent) and
 * returns { kind, request: { method, path, headers, body? } } (autocannon's request fields; a
 * fetch takes them as well), and for an attendance change also attend: { userId, eventId, status }.
 */
export function mixRequest(members, words, weights) {
  const kinds = Object.entries(weights).filter(([, w]) => w > 0);
  const total = kinds.reduce((s, [, w]) => s + w, 0);
  const drawKind = () => {
    let r = Math.random() * total;
    for (const [k, w] of kinds) if ((r -= w) < 0) return k;
    return kinds[kinds.length - 1][0];
  };
  return () => {
    const m = pick(members);
    const kind = drawKind();
    const headers = { cookie: m.cookie };
    const get = (p) => ({ kind, request: { method: 'GET', path: p, headers } });
    switch (kind) {
      case 'events':
        return get('/api/events?when=upcoming&limit=20');
      case 'event':
        return get(`/api/events/${pick(m.visible)}?include_attendees=true`);
      case 'songs':
        return get(`/api/songs?community_id=${m.communityId}&search=${encodeURIComponent(pick(words))}&per_page=50`);
      case 'songsAll':
        return get(`/api/songs?search=${encodeURIComponent(pick(words))}&per_page=50`);
      case 'unread':
        return get('/api/notifications/unread-count');
      case 'festivities':
        return get(`/api/catholic-festivities?year=${pick(YEARS)}&month=${1 + Math.floor(Math.random() * 12)}`);
      case 'profile':
        return get('/api/profile');
      case 'attend': {
        const attend = { userId: m.id, eventId: pick(m.invited), status: pick(ATTENDANCE_STATUSES) };
        return {
          kind,
          attend,
          request: {
            method: 'PUT',
            path: `/api/events/${attend.eventId}/attendees/${m.id}`,
            headers: { ...headers, 'content-type': 'application/json', 'x-csrftoken': m.csrf },
            body: JSON.stringify({ status: attend.status }),
          },
        };
      }
      default:
        throw new Error(`unknown kind ${kind}`);
    }
  };
}
