#!/usr/bin/env node
/**
 * `npm run bench`: throughput and p99 latency of the API on SQLite, then on PostgreSQL when one
 * is reachable (docs/performance.md).
 * The server runs pinned to CPU 0 and autocannon to CPU 1 (taskset). After a warm-up, every
 * scenario is reported as a ratio to a plain hello route of the same app measured in the same
 * run, so the figures hold on a noisy machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIX, MIX_WITH_WRITES, mixMembers } from './mix-requests.mjs';
import { hasTaskset, pdf, withAdmin, PG_ADMIN_URL } from './reliability/lib.mjs';
import { buildServer, SERVER_NODE_ARGS } from './server-process.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = 50;
/** Interleaved rounds of the bare and the app hello (helloAgainstBare). */
const HELLO_ROUNDS = Number(process.env.BENCH_HELLO_ROUNDS ?? 5);
/** BENCH_ONLY=events,festivities runs only those scenarios (with hello, the baseline). */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const want = (group) => !ONLY || ONLY.has(group);
/** BENCH_PORT moves the three ports (app, bare hello, the mix's bare hello) when 8391–8393 are taken. */
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const BARE_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
const pin = (cpu, cmd, args) => (hasTaskset ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

function start(cmd, args, env, readyUrl) {
  const [c, a] = pin(0, cmd, args);
  const child = spawn(c, a, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return waitFor(readyUrl).then(() => child);
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

function load(opts) {
  const [c, a] = pin(1, 'node', ['--import', 'tsx', 'scripts/bench-load.mjs', JSON.stringify(opts)]);
  return new Promise((resolve, reject) => {
    const child = spawn(c, a, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });
}

/**
 * A scenario and, just before it, the app's hello: each endpoint's ratio is to the hello of its own
 * round, so that a machine whose speed drifts during a run (a busy neighbour on the host moved the
 * hello by ±30 % between scenarios of one run) moves both figures alike.
 */
const paired = async (name, opts) => {
  const hello = await run(`  hello before ${name}`, { url: `${base}/api/health` });
  return { ...(await run(name, opts)), helloRps: hello.rps };
};

const run = async (name, opts) => {
  await load({ ...opts, duration: WARMUP, connections: opts.connections ?? CONNECTIONS });
  const r = await load({ ...opts, duration: DURATION, connections: opts.connections ?? CONNECTIONS });
  console.error(`  ${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
  return r;
};

async function session(username, password) {
  const t = await fetch(`${base}/api/get-csrf-token`);
  const anon = (await t.json()).csrf_token;
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': anon, cookie: `csrf_token=${anon}` },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: cookies.join('; '), anon };
}

function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

/** A 10 MB PDF streamed to 4 concurrent curl clients for the benchmark's duration; MiB/s and RSS growth. */
async function streamPartFile(pid, s) {
  const csrf = /csrf_token=([^;]+)/.exec(s.cookie)[1];
  const headers = { cookie: s.cookie, 'x-csrftoken': csrf };
  const song = await (await fetch(`${base}/api/songs`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Bench PDF' }) })).json();
  const form = new FormData();
  form.append('file', new Blob([pdf(10_485_760)], { type: 'application/pdf' }), 'bench.pdf');
  const up = await fetch(`${base}/api/songs/${song.song.id}/upload-part`, { method: 'POST', headers, body: form });
  if (!up.ok) throw new Error(`upload failed ${up.status}`);
  const url = `${base}/api/songs/${song.song.id}/part-file`;
  const before = rssKiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 200);
  const deadline = Date.now() + DURATION * 1000;
  // Each client is one curl process fetching the file 10 times over one kept-alive connection,
  // again and again until the time is up: a process per download would measure curl's start-up.
  const batch = 10;
  const args = ['-s', '-H', `cookie: ${s.cookie}`, '-w', '%{size_download}\\n'];
  for (let i = 0; i < batch; i++) args.push('-o', '/dev/null', url);
  const worker = () =>
    new Promise((resolve) => {
      let bytes = 0;
      const loop = () => {
        if (Date.now() > deadline) return resolve(bytes);
        const [c, a] = pin(1, 'curl', args);
        const child = spawn(c, a, { stdio: ['ignore', 'pipe', 'ignore'] });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.on('close', () => {
          bytes += out.split('\n').reduce((sum, n) => sum + (Number(n) || 0), 0);
          loop();
        });
      };
      loop();
    });
  const started = Date.now();
  const totals = await Promise.all([worker(), worker(), worker(), worker()]);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const mib = totals.reduce((a, b) => a + b, 0) / 1024 / 1024;
  const result = { mibPerSecond: mib / seconds, rssGrowthMiB: (peak - before) / 1024 };
  console.error(`  part file: ${result.mibPerSecond.toFixed(0)} MiB/s to 4 curl clients, RSS +${result.rssGrowthMiB.toFixed(1)} MiB`);
  return result;
}

/** A scratch PostgreSQL database for one run, on REL_PG_URL's server (BENCH_PG=off skips it). */
async function scratchPostgres() {
  if (process.env.BENCH_PG === 'off') return null;
  try {
    return await pgPerfScratch('bench');
  } catch (err) {
    console.error(`PostgreSQL not reachable (${err.message}): SQLite only`);
    return null;
  }
}

/** A scratch PostgreSQL database (zb_perf_…) on REL_PG_URL's server; drop() removes it. */
async function pgPerfScratch(name) {
  const db = `zb_perf_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${db}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${db}`;
  return { name: db, url: url.toString(), drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`)) };
}

/** The benchmark of record: its mix and members are scripts/mix-requests.mjs's. */
const MIX_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 40);
const MIX_BARE_PORT = PORT + 2;

/** One autocannon run of the mix: the spec (with its long member list) goes through a file. */
function mixLoad(spec) {
  const file = path.join(os.tmpdir(), `zb-bench-mix-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return load({ mix: file });
}

/** CPU time a process has used so far, in µs (/proc/<pid>/stat: utime + stime, in clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The machine's CPU time so far in clock ticks, all of it and what the hypervisor took (/proc/stat's steal). */
function machineTicks() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  return { all: f.reduce((a, b) => a + b, 0), steal: f[7] ?? 0 };
}

/** Steal of every measured run, in %: on a shared virtual machine the runs it is high in are slower. */
const steals = [];

/**
 * A load run with the server's CPU time per answered request, which a busy machine moves less than
 * req/s, and the share of the machine's time its hypervisor gave to others meanwhile (steal, %).
 */
async function measured(pid, loadRun) {
  const before = cpuMicros(pid);
  const ticks = machineTicks();
  const r = await loadRun();
  const after = machineTicks();
  const steal = (100 * (after.steal - ticks.steal)) / Math.max(1, after.all - ticks.all);
  steals.push(steal);
  return { ...r, cpuPerRequest: (cpuMicros(pid) - before) / Math.max(1, r.total), steal };
}

/**
 * A mix, just after a bare Fastify hello on the same core: its ratio is to that hello. Both the
 * ratio of requests per second and the ratio of server CPU per request (bare / app) are kept:
 * on a machine shared with other work the second is the steadier.
 */
async function mixAgainstBare(name, bareUrl, spec, pids) {
  await load({ url: bareUrl, duration: WARMUP, connections: CONNECTIONS });
  const bare = await measured(pids.bare, () => load({ url: bareUrl, duration: DURATION, connections: CONNECTIONS }));
  console.error(`    bare hello before ${name}: ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms, ${bare.cpuPerRequest.toFixed(0)} µs CPU per request, steal ${bare.steal.toFixed(0)} %`);
  const full = { url: base, connections: CONNECTIONS, ...spec };
  await mixLoad({ ...full, duration: WARMUP });
  const r = await measured(pids.server, () => mixLoad({ ...full, duration: DURATION }));
  console.error(
    `  ${name}: ${r.rps.toFixed(0)} req/s (${(r.rps / bare.rps).toFixed(3)}× bare), p99 ${r.p99} ms, ${r.cpuPerRequest.toFixed(0)} µs CPU per request (${(bare.cpuPerRequest / r.cpuPerRequest).toFixed(3)}× bare), steal ${r.steal.toFixed(0)} %, non-2xx ${r.non2xx}${r.non2xx ? ' ' + JSON.stringify(r.statusCodes) : ''}`,
  );
  return { ...r, bareRps: bare.rps, bareP99: bare.p99, bareCpu: bare.cpuPerRequest };
}

/** The benchmark of record's scenarios on a running server (with a bare server of its own). */
async function mixScenarios(serverPid, dataDir, databaseUrl, which = ['mixWrites', 'mixReads', 'mixSteady', 'unread', 'profile', 'songs', 'songsAll', 'events', 'event']) {
  const bareUrl = `http://127.0.0.1:${MIX_BARE_PORT}/api/health`;
  const bareServer = await start('node', ['scripts/bench-bare.mjs'], { PORT: String(MIX_BARE_PORT) }, bareUrl);
  try {
    const { members, words } = await mixMembers(base, { dataDir, databaseUrl }, MIX_MEMBERS);
    const spec = { members, words };
    const out = {};
    const scenarios = {
      mixWrites: ['mix with 5 % writes', MIX_WITH_WRITES],
      mixReads: ['mix without writes', MIX],
      // Offered at a steady rate (not saturation): the latency a busy parish evening would see.
      mixSteady: ['mix with 5 % writes at a steady 1 000 req/s', MIX_WITH_WRITES, { overallRate: 1000 }],
      unread: ['unread count, varying member', { unread: 1 }],
      profile: ['profile, varying member', { profile: 1 }],
      songs: ['song search, varying word and member', { songs: 1 }],
      songsAll: ['song search across all songbooks, varying word and member', { songsAll: 1 }],
      events: ['upcoming events list, varying member', { events: 1 }],
      event: ['event with attendees, varying event and member', { event: 1 }],
    };
    const pids = { bare: bareServer.pid, server: serverPid };
    for (const k of which) out[k] = await mixAgainstBare(scenarios[k][0], bareUrl, { ...spec, weights: scenarios[k][1], ...scenarios[k][2] }, pids);
    return out;
  } finally {
    bareServer.kill('SIGTERM');
  }
}

/** Every scenario against one database: seeded, then the server started on it. */
async function benchDatabase(label, databaseUrl, withBare = false) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zb-bench-'));
  const env = { PORT: String(PORT), DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000000', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  execFileSync('npx', ['tsx', 'apps/server/src/cli.ts', 'seed-demo', '--songs', '10000', '--events', '5000'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  const results = {};
  console.error(`app (${label})`);
  const server = await start('node', SERVER_NODE_ARGS, env, `${base}/api/health`);
  try {
    if (want('mix')) results.mix = await mixScenarios(server.pid, dataDir, databaseUrl);
    if (ONLY && [...ONLY].every((g) => g === 'mix')) return results;
    const s = await session('zborovodja', 'demo-geslo-2026');
    if (withBare) Object.assign(results, await helloAgainstBare());
    else results.hello = await run('hello', { url: `${base}/api/health` });
    const auth = { headers: { cookie: s.cookie } };
    if (want('profile')) {
      results.unread = await paired('unread-count', { url: `${base}/api/notifications/unread-count`, ...auth });
      results.profile = await paired('profile', { url: `${base}/api/profile`, ...auth });
    }
    if (want('songs')) {
      results.songSearch = await paired('song search', { url: `${base}/api/songs?community_id=1&search=marija&per_page=50`, ...auth });
      // Across every songbook the member may see (no community_id): their own songs and their communities'.
      results.songSearchAll = await paired('song search, every songbook', { url: `${base}/api/songs?search=marija&per_page=50`, ...auth });
      results.partFile = await streamPartFile(server.pid, s);
    }
    if (want('events')) {
      // 5 000 events and 200 members in one community; the dashboard's calls.
      results.events = await paired('events (dashboard list)', { url: `${base}/api/events?when=upcoming&limit=20`, ...auth });
      const next = (await (await fetch(`${base}/api/events?when=upcoming&limit=1`, auth)).json()).events[0];
      results.event = await paired('event with attendees', { url: `${base}/api/events/${next.id}?include_attendees=true`, ...auth });
    }
    if (want('page')) {
      // A phone's dashboard rendered by the server (docs/architecture.md, "First screen"): the
      // four reads through the app's routes, the render and brotli, for 20 of 5 000 events.
      // 10 connections: a page is loaded once per visit, not polled.
      const page = { url: `${base}/dashboard`, headers: { cookie: s.cookie, 'sec-ch-ua-mobile': '?1', 'accept-encoding': 'br' }, connections: 10 };
      const probe = await fetch(page.url, { headers: page.headers });
      if ((await probe.text()).includes('first-screen-data')) results.phonePage = await paired('phone dashboard page', page);
      else console.error('  phone dashboard page: not rendered by the server (is apps/web built?), skipped');
    }
    if (want('festivities')) {
      results.festivities = await paired('festivities of a month', { url: `${base}/api/catholic-festivities?year=2026&month=12`, ...auth });
    }
    if (!want('login')) return results;
    const loginReq = {
      url: `${base}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': s.anon, cookie: `csrf_token=${s.anon}` },
      body: JSON.stringify({ username: 'organist', password: 'demo-geslo-2026' }),
      connections: 10,
    };
    results.loginAlone = await run('login alone', loginReq);
    // Login flood and unread-count at the same time: logins/s, and how much read throughput
    // survives, against unread-count alone measured just before.
    results.unreadBeforeFlood = await run('unread-count before the flood', { url: `${base}/api/notifications/unread-count`, ...auth });
    await load({ ...loginReq, duration: WARMUP });
    const [login, unreadDuringFlood] = await Promise.all([
      load({ ...loginReq, duration: DURATION }),
      load({ url: `${base}/api/notifications/unread-count`, headers: { cookie: s.cookie }, duration: DURATION, connections: CONNECTIONS }),
    ]);
    results.login = login;
    results.unreadDuringFlood = unreadDuringFlood;
    console.error(`  login flood: ${login.rps.toFixed(1)} logins/s; unread-count meanwhile ${unreadDuringFlood.rps.toFixed(0)} req/s`);
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('close', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The app's hello against a bare Fastify hello (scripts/bench-bare.mjs), both servers up on CPU 0
 * and loaded in turn, HELLO_ROUNDS times: a machine whose speed drifts between runs (other work,
 * a neighbour on the host) then moves both figures of a round alike. The median round is kept.
 */
async function helloAgainstBare() {
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/api/health`;
  const bareServer = await start('node', ['scripts/bench-bare.mjs'], { PORT: String(BARE_PORT) }, bareUrl);
  try {
    const rounds = [];
    for (let i = 0; i < HELLO_ROUNDS; i++) {
      const bare = await run(`bare hello, round ${i + 1}`, { url: bareUrl });
      const hello = await run(`hello, round ${i + 1}`, { url: `${base}/api/health` });
      rounds.push({ bare, hello, ratio: hello.rps / bare.rps });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const median = rounds[Math.floor(rounds.length / 2)];
    return { hello: median.hello, bare: median.bare, bareRatios: rounds.map((r) => r.ratio) };
  } finally {
    bareServer.kill('SIGTERM');
  }
}

/**
 * How cost grows (BENCH_GROWTH=1): the song search and the events list of the benchmark of
 * record at 1 000 / 10 000 songs and 500 / 5 000 events in the member's one group, then 100 000
 * songs and 50 000 events spread over ten groups (a diocese's instance: the member's group holds
 * a tenth), then 100 000 songs and 50 000 events in the member's own group; 200 members, each
 * scenario against a bare hello just before; SQLite, then PostgreSQL when reachable.
 */
const GROWTH = [
  [1000, 500, 1],
  [10000, 5000, 1],
  [100000, 50000, 10],
  [100000, 50000, 1],
];

async function growthOn(label, makeUrl) {
  const rows = [];
  for (const [songs, events, groups] of GROWTH) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zb-bench-'));
    const scratch = makeUrl ? await makeUrl() : null;
    const env = { PORT: String(PORT), DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000000', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    if (scratch) env.DATABASE_URL = scratch.url;
    try {
      const seed = ['seed-demo', '--songs', String(songs), '--events', String(events), '--members', '200', '--groups', String(groups)];
      execFileSync('npx', ['tsx', 'apps/server/src/cli.ts', ...seed], { env: { ...process.env, ...env }, stdio: 'ignore' });
      console.error(`${label}: ${songs} songs, ${events} events in ${groups} group(s)`);
      const server = await start('node', SERVER_NODE_ARGS, env, `${base}/api/health`);
      try {
        const r = await mixScenarios(server.pid, dataDir, scratch?.url ?? null, ['songs', 'events']);
        rows.push({ nSongs: songs, nEvents: events, groups, songsResult: r.songs, eventsResult: r.events });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.on('close', resolve));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  }
  return rows;
}

async function growth() {
  const sqlite = await growthOn('SQLite', null);
  let postgres = null;
  if (process.env.BENCH_PG !== 'off') {
    try {
      await withAdmin((c) => c.query('select 1'));
      postgres = await growthOn('PostgreSQL', () => pgPerfScratch('growth'));
    } catch (err) {
      console.error(`PostgreSQL not reachable (${err.message}): SQLite only`);
    }
  }
  console.log(`\nHow cost grows ${new Date().toISOString()} — ${machine()}\n`);
  console.log('| database | groups | songs | song search req/s | × bare | p99 ms | CPU µs/req (× bare) | events | events list req/s | × bare | p99 ms | CPU µs/req (× bare) | bare hello req/s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, rows] of [['SQLite', sqlite], ['PostgreSQL', postgres]]) {
    for (const r of rows ?? []) {
      const x = (m) => [Math.round(m.rps), (m.rps / m.bareRps).toFixed(3), m.p99, `${m.cpuPerRequest.toFixed(0)} (${(m.bareCpu / m.cpuPerRequest).toFixed(3)}×)`];
      console.log(`| ${[label, r.groups, r.nSongs, ...x(r.songsResult), r.nEvents, ...x(r.eventsResult), `${Math.round(r.songsResult.bareRps)} / ${Math.round(r.eventsResult.bareRps)}`].join(' | ')} |`);
    }
  }
}

const machine = () =>
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, ${hasTaskset ? 'taskset: server CPU 0, load CPU 1' : 'no taskset'}, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}` +
  (steals.length ? `, steal in the measured runs ${Math.min(...steals).toFixed(0)}–${Math.max(...steals).toFixed(0)} %` : '');

async function main() {
  buildServer();
  if (process.env.BENCH_GROWTH) return growth();
  const sqlite = await benchDatabase('SQLite', null, want('bare'));
  const postgres = await scratchPostgres();
  let pgResults = null;
  if (postgres) {
    try {
      pgResults = await benchDatabase('PostgreSQL', postgres.url);
    } finally {
      await postgres.drop();
    }
  }
  report(sqlite, pgResults);
}

const SCENARIOS = [
  ['unread', 'GET /api/notifications/unread-count', '≥ 0.60, p99 < 10 ms'],
  ['profile', 'GET /api/profile', '≥ 0.60, p99 < 10 ms'],
  ['songSearch', 'GET /api/songs?community_id=1&search=marija (10 000 songs, 1 499 matches, page of 50)', '≥ 0.25, p99 < 25 ms'],
  ['songSearchAll', 'GET /api/songs?search=marija (every songbook of the member, 10 000 songs in one)', '≥ 0.03'],
  ['events', 'GET /api/events?when=upcoming&limit=20 (5 000 events, 200 members)', '≥ 0.25, p99 < 25 ms'],
  ['event', 'GET /api/events/{id}?include_attendees=true (12 attendees)', '≥ 0.50, p99 < 25 ms'],
  ['festivities', 'GET /api/catholic-festivities?year=2026&month=12', '< 1 ms service time'],
  ['phonePage', 'GET /dashboard from a phone, rendered by the server (its 4 reads, the render, brotli)', '≥ 100 pages/s (ours), 10 conn.'],
];

/** One markdown table: each scenario's ratio to its own app's hello, SQLite and PostgreSQL side by side. */
const MIX_ROWS = [
  ['mixWrites', 'mix with 5 % writes (attendance), 40 members', '≥ 0.05'],
  ['mixReads', 'mix without writes, 40 members', '≥ 0.06'],
  ['mixSteady', 'mix with 5 % writes offered at 1 000 req/s', 'p99 < 25 ms, all 2xx'],
  ['unread', 'unread count of a random member', '≥ 0.40, p99 < 10 ms'],
  ['profile', 'profile of a random member', '≥ 0.40, p99 < 10 ms'],
  ['songs', 'song search in the member\'s songbook, a random title word, page of 50 with its totals (10 000 songs)', '≥ 0.03'],
  ['songsAll', 'song search across every songbook the member may see', '≥ 0.03'],
  ['events', 'upcoming events list of a random member (5 000 events)', '≥ 0.08'],
  ['event', 'a random visible event with its attendees', '≥ 0.10'],
];

/** The benchmark of record: each figure a ratio to the bare Fastify hello run just before it. */
function reportMix(sqlite, postgres) {
  if (!sqlite?.mix) return;
  const cells = (r, k) => {
    const m = r?.mix?.[k];
    return m ? [Math.round(m.rps), (m.rps / m.bareRps).toFixed(3), m.p99, Math.round(m.bareRps), `${m.cpuPerRequest.toFixed(0)} / ${m.bareCpu.toFixed(0)} = ${(m.bareCpu / m.cpuPerRequest).toFixed(3)}`] : ['', '', '', '', ''];
  };
  const pgVs = (k) => (postgres?.mix?.[k] ? (postgres.mix[k].rps / postgres.mix[k].bareRps / (sqlite.mix[k].rps / sqlite.mix[k].bareRps)).toFixed(2) : '');
  console.log(`\nBenchmark of record ${new Date().toISOString()} — ${machine()}\n`);
  console.log('| scenario | SQLite req/s | × bare | p99 ms | bare req/s | SQLite CPU µs/req: app / bare = × | PostgreSQL req/s | × bare | p99 ms | bare req/s | PostgreSQL CPU µs/req: app / bare = × | PG / SQLite (≥ 0.5) | target (× bare) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [k, name, target] of MIX_ROWS) if (sqlite.mix[k]) console.log(`| ${[name, ...cells(sqlite, k), ...cells(postgres, k), pgVs(k), target].join(' | ')} |`);
  const bad = [['SQLite', sqlite], ['PostgreSQL', postgres]].flatMap(([label, r]) =>
    Object.entries(r?.mix ?? {})
      .filter(([, v]) => v.errors || v.timeouts || v.non2xx)
      .map(([k, v]) => `${label} ${k} (non-2xx ${v.non2xx} ${JSON.stringify(v.statusCodes)}, errors ${v.errors}, timeouts ${v.timeouts})`),
  );
  if (bad.length) console.log(`\nErrors or non-2xx answers in: ${bad.join(', ')}`);
}

function report(sqlite, postgres) {
  reportMix(sqlite, postgres);
  if (!sqlite.hello) return;
  const ratio = (r, k) => r[k].rps / (r[k].helloRps ?? r.hello.rps);
  const cells = (r, k, isRatio = true) => (r?.[k] ? [Math.round(r[k].rps), isRatio ? ratio(r, k).toFixed(2) : '', r[k].p99] : ['', '', '']);
  const pgVsSqlite = (k) => (postgres?.[k] && sqlite[k] ? (ratio(postgres, k) / ratio(sqlite, k)).toFixed(2) : '');
  const rows = [];
  const { bare, bareRatios } = sqlite;
  const bareNote = bare ? `app hello / bare: ${(sqlite.hello.rps / bare.rps).toFixed(2)}, median of ${bareRatios.map((r) => r.toFixed(2)).join(', ')} (≥ 0.85)` : '';
  if (bare) rows.push(['bare Fastify hello (round of the median ratio)', Math.round(bare.rps), '', bare.p99, '', '', '', '', '']);
  rows.push(['app hello (/api/health)', ...cells(sqlite, 'hello'), ...cells(postgres, 'hello'), '', bareNote]);
  for (const [k, name, target] of SCENARIOS) if (sqlite[k]) rows.push([name, ...cells(sqlite, k), ...cells(postgres, k), pgVsSqlite(k), target]);
  if (sqlite.loginAlone) {
    rows.push(['POST /api/login alone (10 conn.)', ...cells(sqlite, 'loginAlone', false), ...cells(postgres, 'loginAlone', false), '', '≥ 60 logins/s']);
    rows.push(['POST /api/login during read load', ...cells(sqlite, 'login', false), ...cells(postgres, 'login', false), '', '']);
    const own = (r) => (r ? (r.unreadDuringFlood.rps / r.unreadBeforeFlood.rps).toFixed(2) + '× own' : '');
    rows.push(['unread-count during login flood', Math.round(sqlite.unreadDuringFlood.rps), own(sqlite), sqlite.unreadDuringFlood.p99, postgres ? Math.round(postgres.unreadDuringFlood.rps) : '', own(postgres), postgres?.unreadDuringFlood.p99 ?? '', '', '≥ 0.5× own']);
  }
  console.log(`\nBenchmark ${new Date().toISOString()} — ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, ${hasTaskset ? 'taskset: server CPU 0, load CPU 1' : 'no taskset'}, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up\n`);
  console.log('| scenario | SQLite req/s | ratio | p99 ms | PostgreSQL req/s | ratio | p99 ms | PG ratio / SQLite ratio (≥ 0.4) | target |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const [label, r] of [['SQLite', sqlite], ['PostgreSQL', postgres]]) {
    if (r?.partFile) console.log(`| GET /api/songs/{id}/part-file, 10 MB PDF, 4 curl clients (${label}) | ${r.partFile.mibPerSecond.toFixed(0)} MiB/s | | | | | | | ≥ 400 MiB/s, RSS +${r.partFile.rssGrowthMiB.toFixed(1)} MiB (< 50) |`);
  }
  const bad = [['SQLite', sqlite], ['PostgreSQL', postgres]].flatMap(([label, r]) =>
    Object.entries(r ?? {})
      .filter(([k, v]) => k !== 'partFile' && k !== 'mix' && (v.errors || v.timeouts || v.non2xx))
      .map(([k, v]) => `${label} ${k} (non-2xx ${v.non2xx}, errors ${v.errors})`),
  );
  if (bad.length) console.log(`\nErrors or non-2xx answers in: ${bad.join(', ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
