#!/usr/bin/env node
/**
 * One autocannon run of a parish's mixed load, started by scripts/bench.mjs on its own core;
 * prints the result as JSON (the same fields as bench-load.mjs).
 *
 * argv[2] is a JSON file: { url, duration, connections, weights, members, words }. Every request
 * takes a random logged-in member and a kind drawn by `weights` (percent):
 * - events: GET /api/events?when=upcoming&limit=20 (the dashboard's list)
 * - event: GET /api/events/{id}?include_attendees=true, an event the member may see
 * - songs: GET /api/songs?community_id=C&search=W&per_page=50, W a word of a song title
 * - unread: GET /api/notifications/unread-count
 * - festivities: GET /api/catholic-festivities?year=Y&month=M, a random month of two years
 * - profile: GET /api/profile
 * - attend: PUT /api/events/{id}/attendees/{me} with a random status, an event the member is invited to
 * members: [{ id, cookie, csrf, communityId, visible: [event ids], invited: [event ids] }].
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const opts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { members, words } = opts;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const STATUSES = ['confirmed', 'declined', 'pending'];
const YEARS = [2026, 2027];

const kinds = Object.entries(opts.weights).filter(([, w]) => w > 0);
const total = kinds.reduce((s, [, w]) => s + w, 0);
function kind() {
  let r = Math.random() * total;
  for (const [k, w] of kinds) if ((r -= w) < 0) return k;
  return kinds[kinds.length - 1][0];
}

const counts = {};

function setupRequest(req) {
  const m = pick(members);
  const k = kind();
  counts[k] = (counts[k] ?? 0) + 1;
  const headers = { cookie: m.cookie };
  switch (k) {
    case 'events':
      return { method: 'GET', path: '/api/events?when=upcoming&limit=20', headers };
    case 'event':
      return { method: 'GET', path: `/api/events/${pick(m.visible)}?include_attendees=true`, headers };
    case 'songs':
      return { method: 'GET', path: `/api/songs?community_id=${m.communityId}&search=${encodeURIComponent(pick(words))}&per_page=50`, headers };
    case 'unread':
      return { method: 'GET', path: '/api/notifications/unread-count', headers };
    case 'festivities':
      return { method: 'GET', path: `/api/catholic-festivities?year=${pick(YEARS)}&month=${1 + Math.floor(Math.random() * 12)}`, headers };
    case 'profile':
      return { method: 'GET', path: '/api/profile', headers };
    case 'attend':
      return {
        method: 'PUT',
        path: `/api/events/${pick(m.invited)}/attendees/${m.id}`,
        headers: { ...headers, 'content-type': 'application/json', 'x-csrftoken': m.csrf },
        body: JSON.stringify({ status: pick(STATUSES) }),
      };
    default:
      throw new Error(`unknown kind ${k}`);
  }
}

const result = await autocannon({
  url: opts.url,
  duration: opts.duration,
  connections: opts.connections,
  requests: [{ setupRequest }],
  renderProgressBar: false,
  renderResultsTable: false,
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
    kinds: counts,
  }),
);
