/**
 * `npm run reliability -- cluster` (issue 21, docs/scaling.md): a scratch PostgreSQL database,
 * Redis (REDIS_URL, DB 5 under a prefix of this run), two app instances with FILE_STORAGE=database
 * and nginx in front as a round-robin proxy (the Debian package, installed with apt-get when
 * missing). Checks and prints: writes through one instance read through the other at once (among
 * them an events list and an edited song); a file
 * uploaded through one downloads through the other with Range; failed logins over both reach the
 * one limit; SIGKILL of one instance and a rolling restart, both under the benchmark of record's
 * mix with writes (scripts/mix-requests.mjs) on its data (seed-demo --songs 10000 --events 5000,
 * 40 members logged in through the proxy), with every acknowledged attendance change read back.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { MIX_WITH_WRITES, mixMembers, mixRequest } from '../mix-requests.mjs';
import { api, apiOk, cli, csrfToken, is2xx, pdf, pgScratch, scratchDir, serverEnv, sleep, startServer, tally } from './lib.mjs';

const PORTS = [8601, 8602];
const PROXY_PORT = Number(process.env.REL_PROXY_PORT ?? 8600);
const REDIS_URL = process.env.REL_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (found) return found;
  console.log('Installing the Debian nginx package for the cluster check');
  try {
    execFileSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'ignore' });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'ignore' });
  }
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
}

/**
 * Round robin over both; a refused connection or a draining instance's 503 (answered before the
 * request is read: request-start.ts) goes to the other one, POSTs included: neither was executed.
 */
function nginxConf(dir) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  upstream app {
    server 127.0.0.1:${PORTS[0]} max_fails=0;
    server 127.0.0.1:${PORTS[1]} max_fails=0;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    client_max_body_size 12m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      # The check's own: which instance(s) answered or failed each request (not needed in production).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function loginAs(base, username, password, headers = {}) {
  const anon = await csrfToken(base);
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': anon, cookie: `csrf_token=${anon}`, ...headers },
    body: JSON.stringify({ username, password }),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) return { status: res.status, json };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, json, s: { cookie, csrf: /csrf_token=([^;]+)/.exec(cookie)[1] } };
}

/** Writes through one instance, each read at once through the other: the stale reads. */
async function consistency(bases, s, member, me, pairs = 200) {
  const eventOf = (j) => j.event ?? j;
  // An event of the demo choir (seed-demo) with the demo user among its attendees.
  const list = await apiOk(bases[0], s, 'GET', '/api/events?when=upcoming&limit=50');
  const communityId = (list.events ?? list.items ?? list).find((e) => e.community_id)?.community_id;
  if (!communityId) throw new Error(`no community event in ${JSON.stringify(list).slice(0, 200)}`);
  const attendEvent = eventOf(await apiOk(bases[0], s, 'POST', '/api/events', { title: 'Vaja', date: '2030-01-10', location: 'Cerkev', visibility: 'community', community_id: communityId }));
  await apiOk(bases[0], s, 'POST', `/api/events/${attendEvent.id}/attendees`, { user_ids: [me] });
  // Read again and again through both instances.
  const dayList = `/api/events?from=2030-01-10&to=2030-01-10`;
  const editedSong = (await apiOk(bases[0], s, 'POST', '/api/songs', { title: 'Pesem za popravke' })).song;
  const kinds = {
    event: async (w, r, i) => {
      const e = eventOf(await apiOk(w, s, 'POST', '/api/events', { title: `Dogodek ${i}`, date: '2030-02-01', location: 'Dvorana', visibility: 'private' }));
      return eventOf((await api(r, s, 'GET', `/api/events/${e.id}`)).json)?.title === `Dogodek ${i}`;
    },
    attendance: async (w, r, i) => {
      const status = i % 2 ? 'confirmed' : 'declined';
      await apiOk(w, s, 'PUT', `/api/events/${attendEvent.id}/attendees/${me}`, { status });
      return eventOf((await api(r, s, 'GET', `/api/events/${attendEvent.id}`)).json)?.my_status === status;
    },
    dayList: async (w, r, i) => {
      const status = i % 2 ? 'confirmed' : 'declined';
      await apiOk(w, s, 'PUT', `/api/events/${attendEvent.id}/attendees/${me}`, { status });
      return (await api(r, s, 'GET', dayList)).json?.events?.find((e) => e.id === attendEvent.id)?.my_status === status;
    },
    editedSong: async (w, r, i) => {
      await apiOk(w, s, 'PUT', `/api/songs/${editedSong.id}`, { title: `Popravljena pesem ${i}` });
      const read = (await api(r, s, 'GET', `/api/songs/${editedSong.id}`)).json;
      return (read?.song ?? read)?.title === `Popravljena pesem ${i}`;
    },
    song: async (w, r, i) => {
      const song = (await apiOk(w, s, 'POST', '/api/songs', { title: `Pesem ${i}` })).song;
      const read = (await api(r, s, 'GET', `/api/songs/${song.id}`)).json;
      return (read?.song ?? read)?.title === `Pesem ${i}`;
    },
    post: async (w, r, i) => {
      const post = (await apiOk(w, s, 'POST', '/api/posts', { content: `Objava ${i}` })).post;
      const read = (await api(r, s, 'GET', `/api/posts/${post.id}`)).json;
      return (read?.post ?? read)?.content === `Objava ${i}`;
    },
    notification: async (w, r, i) => {
      // A choir member reads everything, then the director's new post tells them (one notification).
      await apiOk(w, member, 'PUT', '/api/notifications/read-all', {});
      await apiOk(w, s, 'POST', '/api/posts', { content: `Obvestilo ${i}` });
      return (await api(r, member, 'GET', '/api/notifications/unread-count')).json?.unread_count === 1;
    },
  };
  const names = Object.keys(kinds);
  const stale = Object.fromEntries(names.map((k) => [k, 0]));
  const errors = [];
  for (let i = 0; i < pairs; i++) {
    const kind = names[i % names.length];
    const [w, r] = i % 2 ? [bases[1], bases[0]] : [bases[0], bases[1]];
    try {
      if (!(await kinds[kind](w, r, i))) stale[kind] += 1;
    } catch (err) {
      errors.push(`${kind}: ${err.message}`);
    }
  }
  return { stale, errors };
}

/**
 * `clients` loops through the proxy, each sending the benchmark's mix with writes until stop():
 * every attempt logged with its times, kind, status (or connection error), the instance(s) nginx
 * tried, and for an attendance change what it set.
 */
function mixLoad(base, { members, words }, clients) {
  let running = true;
  const log = [];
  const worker = async () => {
    const next = mixRequest(members, words, MIX_WITH_WRITES);
    while (running) {
      const { kind, request, attend } = next();
      const start = Date.now();
      try {
        const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
        await res.arrayBuffer();
        log.push({ kind, attend, start, end: Date.now(), status: res.status, upstream: res.headers.get('x-upstream') });
      } catch (err) {
        log.push({ kind, attend, start, end: Date.now(), error: err.cause?.code ?? err.message });
        await sleep(20); // the proxy gone: do not spin
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, worker));
  return { log, stop: async () => ((running = false), await done) };
}

/**
 * Acknowledged attendance changes lost, read back from the database per (member, event). The
 * status found must be one the writes may have left last: that of a write not overtaken by an
 * acknowledged one started after it ended (with one write at a time per pair, the last
 * acknowledged status), counting writes without an answer, which may have committed.
 */
async function lostAttendance(url, log) {
  const pairs = new Map();
  for (const e of log.filter((x) => x.attend && (is2xx(x.status) || !x.status || x.status >= 500))) {
    const key = `${e.attend.eventId}:${e.attend.userId}`;
    pairs.set(key, [...(pairs.get(key) ?? []), { ...e, end: e.status ? e.end : Infinity }]);
  }
  const checked = [...pairs.values()].filter((ws) => ws.some((w) => is2xx(w.status)));
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query('select event_id, user_id, status from event_attendees where (event_id, user_id) in (select * from unnest($1::int[], $2::int[]))', [
      checked.map((ws) => ws[0].attend.eventId),
      checked.map((ws) => ws[0].attend.userId),
    ]);
    const found = new Map(rows.map((r) => [`${r.event_id}:${r.user_id}`, r.status]));
    const lost = checked.filter((ws) => {
      const lastAckedStart = Math.max(...ws.filter((w) => is2xx(w.status)).map((w) => w.start));
      const possible = ws.filter((w) => w.end >= lastAckedStart).map((w) => w.attend.status);
      return !possible.includes(found.get(`${ws[0].attend.eventId}:${ws[0].attend.userId}`));
    });
    return { acked: log.filter((e) => e.attend && is2xx(e.status)).length, pairs: checked.length, lost: lost.length };
  } finally {
    await c.end();
  }
}

/**
 * One load run's figures: requests by kind, failures (apart: those in flight on the killed
 * instance at the kill, which may fail), requests nginx passed on to the other instance, and the
 * acknowledged attendance changes lost.
 */
async function outcome(url, log, kill) {
  const onKilled = (e) => kill && e.start <= kill.at && e.end >= kill.at && (!e.upstream || e.upstream.includes(`:${kill.port}`));
  const failed = log.filter((e) => !e.status || !is2xx(e.status));
  const others = failed.filter((e) => !onKilled(e));
  const writes = await lostAttendance(url, log);
  const kinds = {};
  for (const e of log) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
  const line =
    `${log.length} requests ${JSON.stringify(kinds)}, ` +
    `failed ${failed.length} ${JSON.stringify(tally(failed))}${kill ? ` (in flight on the killed instance ${failed.length - others.length}, others ${others.length}; in flight at the kill ${log.filter(onKilled).length})` : ''}, ` +
    `passed on by nginx to the other instance (the first refused, broke off or answered 503) ${log.filter((e) => e.upstream?.includes(',')).length}; ` +
    `attendance changes acknowledged ${writes.acked} on ${writes.pairs} (member, event) pairs, read back from the database: ${writes.lost} lost`;
  return { line, others: others.length, failed: failed.length, lost: writes.lost };
}

export async function cluster({ clients = 16, seconds = 4 } = {}) {
  const failures = [];
  const nginxBin = ensureNginx() ?? NGINX;
  if (!nginxBin) return { ok: false, failures: ['nginx is not installed and apt-get could not install it'] };
  const dir = scratchDir('cluster');
  const scratch = await pgScratch('cluster');
  const prefix = `zb-cluster-rel:${process.pid}:`;
  const envs = PORTS.map((port, i) => ({
    ...serverEnv({ port, dataDir: path.join(dir, `app${i + 1}`), databaseUrl: scratch.url }),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    FILE_STORAGE: 'database',
    TRUST_PROXY: 'true',
    SESSION_SECRET: 'cluster-check-secret-0123456789-abcdefghij',
    AUTH_RATE_LIMIT_MAX: '5',
  }));
  const servers = [];
  let nginx = null;
  try {
    for (const env of envs) mkdirSync(env.DATA_DIR, { recursive: true });
    // The benchmark of record's data (issue 20), so the load below is its mix on its sizes.
    cli(envs[0], 'seed-demo', '--songs', '10000', '--events', '5000');
    for (const env of envs) servers.push(await startServer(env));
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir));
    nginx = spawn(nginxBin, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    const proxy = `http://127.0.0.1:${PROXY_PORT}`;
    for (let i = 0; i < 50 && !(await fetch(`${proxy}/api/health`).then((r) => r.ok, () => false)); i++) await sleep(100);
    const bases = servers.map((x) => x.base);
    const login = await loginAs(bases[0], 'zborovodja', 'demo-geslo-2026');
    if (!login.s) throw new Error(`demo login failed: ${login.status}`);
    const s = login.s;
    const me = login.json.user.id;

    // 1. Read-your-write across instances.
    const tenor = await loginAs(bases[1], 'tenor', 'demo-geslo-2026');
    if (!tenor.s) throw new Error(`tenor login failed: ${tenor.status}`);
    const c = await consistency(bases, s, tenor.s, me);
    const staleTotal = Object.values(c.stale).reduce((a, b) => a + b, 0);
    console.log(`Writes through one instance read through the other: 200 alternating pairs, stale ${staleTotal} ${JSON.stringify(c.stale)}, errors ${c.errors.length}`);
    if (staleTotal || c.errors.length) failures.push(`stale reads ${staleTotal}, errors: ${c.errors.slice(0, 3).join('; ')}`);

    // 2. A file through one, back through the other, whole and by Range.
    const body = pdf(700_000);
    for (let i = 200_000; i < body.length - 10; i++) body[i] = (i * 31) & 0xff;
    const song = (await apiOk(bases[0], s, 'POST', '/api/songs', { title: 'Partitura' })).song;
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'application/pdf' }), 'partitura.pdf');
    await apiOk(bases[0], s, 'POST', `/api/songs/${song.id}/upload-part`, form);
    const whole = Buffer.from(await (await fetch(`${bases[1]}/api/songs/${song.id}/part-file`, { headers: { cookie: s.cookie } })).arrayBuffer());
    const rangeRes = await fetch(`${bases[1]}/api/songs/${song.id}/part-file`, { headers: { cookie: s.cookie, range: 'bytes=262000-262999' } });
    const range = Buffer.from(await rangeRes.arrayBuffer());
    const fileOk = whole.equals(body) && rangeRes.status === 206 && range.equals(body.subarray(262000, 263000));
    console.log(`File uploaded through instance 1, downloaded through instance 2: ${whole.length} of ${body.length} bytes ${whole.equals(body) ? 'identical' : 'DIFFERENT'}; Range 262000-262999 → ${rangeRes.status}, ${range.equals(body.subarray(262000, 263000)) ? 'identical' : 'DIFFERENT'}`);
    if (!fileOk) failures.push('file not served identically by the other instance');

    // 3. Failed logins spread over both instances: one limit (AUTH_RATE_LIMIT_MAX=5 per account).
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await loginAs(bases[i % 2], 'organist', 'napacno-geslo', {})).status);
    const firstLimited = statuses.indexOf(429) + 1;
    console.log(`Failed logins of one account alternating over both instances: ${statuses.join(' ')} → 429 from attempt ${firstLimited} (limit 5)`);
    if (firstLimited !== 6) failures.push(`login limit not shared: ${statuses.join(',')}`);

    // 4. SIGKILL of one instance under the benchmark's mix with writes, its 40 members logged in through the proxy.
    const mixData = await mixMembers(proxy, { databaseUrl: scratch.url });
    const loadName = `the benchmark's mix with 5 % attendance writes, ${mixData.members.length} members, ${clients} clients through nginx`;
    const mix = mixLoad(proxy, mixData, clients);
    await sleep(seconds * 1000);
    const kill = { at: Date.now(), port: PORTS[0] };
    servers[0].child.kill('SIGKILL');
    await servers[0].exited;
    await sleep(1500);
    servers[0] = await startServer(envs[0]);
    await sleep(seconds * 1000);
    await mix.stop();
    const killed = await outcome(scratch.url, mix.log, kill);
    console.log(`SIGKILL of instance 1 under ${loadName}, restarted 1.5 s later: ${killed.line}`);
    if (killed.lost) failures.push(`${killed.lost} acknowledged attendance changes lost after SIGKILL`);
    if (killed.others) failures.push(`${killed.others} requests failed after SIGKILL that were not in flight on the killed instance`);

    // 5. Rolling restart under the same mix: SIGTERM one, start it, then the other; no request may fail.
    const roll = mixLoad(proxy, mixData, clients);
    await sleep(seconds * 1000);
    for (const i of [0, 1]) {
      servers[i].child.kill('SIGTERM');
      await servers[i].exited;
      servers[i] = await startServer(envs[i]);
      await sleep(seconds * 1000);
    }
    await roll.stop();
    const rolled = await outcome(scratch.url, roll.log);
    console.log(`Rolling restart (SIGTERM 1, start it, SIGTERM 2, start it) under ${loadName}: ${rolled.line}`);
    if (rolled.failed || rolled.lost) failures.push(`rolling restart: ${rolled.failed} failed, ${rolled.lost} lost`);
  } catch (err) {
    failures.push(`cluster check stopped: ${err.stack ?? err}`);
  } finally {
    nginx?.kill('SIGTERM');
    for (const x of servers) x.child.kill('SIGTERM');
    await Promise.all(servers.map((x) => x.exited));
    await scratch.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  return { ok: failures.length === 0, failures, dataDir: dir };
}
