/**
 * Load and soak: autocannon at a fixed total rate with 50 connections on a mixed workload (logins,
 * the dashboard's reads, setlist edits, part-file uploads), on SQLite and on a scratch PostgreSQL
 * database. Each kind of request is its own autocannon instance (its share of the rate and of the
 * connections), so p50/p99 are reported per kind. The server runs on CPU 0, this process on CPU 1.
 * Fails on any 5xx, connection error or timeout; in soak mode also when the server's RSS, sampled
 * every 10 s, grows by more than 10 % after the first minute.
 */
import autocannon from 'autocannon';
import { BASE_PORT, DEMO, apiOk, cli, csrfToken, login, pdf, pgScratch, pinSelf, rssKiB, scratchDir, serverEnv, sleep, startServer } from './lib.mjs';

const READERS = ['zborovodja', 'organist', 'sopran', 'tenor'];
/** Share of the rate and connections of each kind (50 connections in all). */
const KINDS = [
  { kind: 'login', share: 0.05, connections: 3 },
  { kind: 'events list', share: 0.3, connections: 14 },
  { kind: 'event + attendees', share: 0.25, connections: 12 },
  { kind: 'unread count', share: 0.25, connections: 12 },
  { kind: 'setlist edit', share: 0.1, connections: 5 },
  { kind: 'part upload', share: 0.05, connections: 4 },
];
const SAMPLE_MS = 10_000;
const WARMUP_S = 60;
const RSS_LIMIT = 0.1;

export async function load({ db = 'both', seconds = 60, minutes = 10, rate = 200, soak = false }) {
  const databases = db === 'both' ? ['sqlite', 'postgres'] : [db];
  const duration = soak ? minutes * 60 : seconds;
  const results = [];
  const dataDirs = [];
  pinSelf(1);
  for (const [i, dialect] of databases.entries()) {
    const dataDir = scratchDir(`${soak ? 'soak' : 'load'}-${dialect}`);
    dataDirs.push(dataDir);
    const scratch = dialect === 'postgres' ? await pgScratch(soak ? 'soak' : 'load') : null;
    try {
      results.push(await runOne({ dialect, dataDir, databaseUrl: scratch?.url, port: BASE_PORT + 2 + i, duration, rate, soak }));
    } finally {
      await scratch?.drop();
    }
  }
  const failures = results.flatMap((r) => r.failures.map((f) => `${r.dialect}: ${f}`));
  return { ok: failures.length === 0, failures, dataDirs };
}

async function runOne({ dialect, dataDir, databaseUrl, port, duration, rate, soak }) {
  const env = serverEnv({ port, dataDir, databaseUrl });
  cli(env, 'seed-demo', '--songs', '1000', '--events', '1000');
  const server = await startServer(env, { cpu: 0 });
  try {
    const kinds = await workload(server.base);
    if (!soak) await Promise.all(kinds.map((k, i) => run(k, rate, 5, i))); // warm-up, not counted
    const samples = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ s: Math.round((Date.now() - started) / 1000), kib: rssKiB(server.pid) }), SAMPLE_MS);
    samples.push({ s: 0, kib: rssKiB(server.pid) });
    const runs = await Promise.all(kinds.map((k, i) => run(k, rate, duration, i)));
    clearInterval(sampler);
    samples.push({ s: Math.round((Date.now() - started) / 1000), kib: rssKiB(server.pid) });
    return report({ dialect, duration, rate, soak, kinds, runs, samples });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Sessions, a setlist on a new event and songs to upload to; one autocannon request per kind. */
async function workload(base) {
  const sessions = await Promise.all(READERS.map((u) => login(base, u, DEMO.password)));
  const admin = sessions[0];
  const cookieOf = () => sessions[Math.floor(Math.random() * sessions.length)].cookie;
  const songs = (await apiOk(base, admin, 'GET', '/api/songs?community_id=1&per_page=100')).songs.map((s) => s.id);
  const communityId = (await apiOk(base, admin, 'GET', `/api/songs/${songs[0]}`)).community_id ?? 1;
  const event = (await apiOk(base, admin, 'POST', '/api/events', { title: 'Obremenitveni test', date: '2027-06-01', time: '19:00', location: 'Cerkev', visibility: 'community', community_id: communityId })).event;
  const setlist = (await apiOk(base, admin, 'POST', '/api/setlists', { event_id: event.id, songs: songs.slice(0, 5).map((song_id) => ({ song_id })) })).setlist;
  const upcoming = (await apiOk(base, admin, 'GET', '/api/events?when=upcoming&limit=20')).events.map((e) => e.id);
  const anon = await csrfToken(base);
  const boundary = '----zbrel';
  const uploadBody = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parts.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf(100_000),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const requests = {
    login: { method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json', 'x-csrftoken': anon, cookie: `csrf_token=${anon}` }, body: JSON.stringify({ username: 'organist', password: DEMO.password }) },
    'events list': { method: 'GET', setupRequest: (r) => ({ ...r, path: '/api/events?when=upcoming&limit=20', headers: { cookie: cookieOf() } }) },
    'event + attendees': { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/events/${pick(upcoming)}?include_attendees=true`, headers: { cookie: cookieOf() } }) },
    'unread count': { method: 'GET', setupRequest: (r) => ({ ...r, path: '/api/notifications/unread-count', headers: { cookie: cookieOf() } }) },
    'setlist edit': {
      method: 'PUT',
      path: `/api/setlists/${setlist.id}`,
      headers: { 'content-type': 'application/json', 'x-csrftoken': admin.csrf, cookie: admin.cookie },
      setupRequest: (r) => ({ ...r, body: JSON.stringify({ songs: [...songs].sort(() => Math.random() - 0.5).slice(0, 8).map((song_id) => ({ song_id })) }) }),
    },
    'part upload': {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': admin.csrf, cookie: admin.cookie },
      body: uploadBody,
      // Many songs, so two uploads rarely replace the same song's file at once.
      setupRequest: (r) => ({ ...r, path: `/api/songs/${pick(songs)}/upload-part` }),
    },
  };
  return KINDS.map((k) => ({ ...k, url: base, request: requests[k.kind] }));
}

/**
 * autocannon's fixed rate is a quota per connection and second, sent back to back when the second
 * starts; the kinds start spread over one second, so their bursts do not all coincide. Latencies
 * are recorded as measured: autocannon's coordinated-omission correction assumes one request per
 * millisecond (Math.ceil(1 / rate)) and would add hundreds of made-up samples per slow answer.
 */
async function run(k, rate, seconds, index) {
  await sleep((index * 1000) / KINDS.length);
  return autocannon({
    ignoreCoordinatedOmission: true,
    url: k.url,
    connections: k.connections,
    overallRate: Math.max(1, Math.round(rate * k.share)),
    duration: seconds,
    requests: [k.request],
    renderProgressBar: false,
    renderResultsTable: false,
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function report({ dialect, duration, rate, soak, kinds, runs, samples }) {
  const failures = [];
  console.log(`\n${soak ? 'Soak' : 'Load'} on ${dialect}: ${rate} req/s in all, ${kinds.reduce((n, k) => n + k.connections, 0)} connections, ${duration} s`);
  console.log('| kind | req/s | p50 ms | p99 ms | max ms | 2xx | 5xx | errors | timeouts |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let total = 0;
  for (const [i, r] of runs.entries()) {
    const codes = r.statusCodeStats ?? {};
    const count = (pred) => Object.entries(codes).filter(([c]) => pred(Number(c))).reduce((n, [, v]) => n + v.count, 0);
    const ok = count((c) => c >= 200 && c < 300);
    const fivexx = count((c) => c >= 500);
    const other = count((c) => c < 200 || (c >= 300 && c < 500));
    total += r.requests.total;
    console.log(`| ${kinds[i].kind} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${ok} | ${fivexx} | ${r.errors} | ${r.timeouts} |`);
    if (fivexx) failures.push(`${kinds[i].kind}: ${fivexx} answers 5xx`);
    if (other) failures.push(`${kinds[i].kind}: ${other} answers neither 2xx nor 5xx (${JSON.stringify(codes)})`);
    if (r.errors || r.timeouts) failures.push(`${kinds[i].kind}: ${r.errors} connection errors, ${r.timeouts} timeouts`);
  }
  console.log(`total ${(total / duration).toFixed(1)} req/s`);
  const mib = (kib) => (kib / 1024).toFixed(1);
  console.log(`RSS (MiB) every ${SAMPLE_MS / 1000} s: ${samples.map((x) => mib(x.kib)).join(' ')}`);
  if (soak) {
    // After the first minute (JIT, caches, allocator warm-up): median of the first three samples
    // against the median of the last three, so one GC cycle does not decide.
    const warm = samples.filter((x) => x.s >= WARMUP_S).map((x) => x.kib);
    const start = median(warm.slice(0, 3));
    const end = median(warm.slice(-3));
    const growth = (end - start) / start;
    console.log(`RSS after warm-up: ${mib(start)} MiB → ${mib(end)} MiB (${(growth * 100).toFixed(1)} %, max ${mib(Math.max(...warm))} MiB); limit +${RSS_LIMIT * 100} %`);
    if (growth > RSS_LIMIT) failures.push(`RSS grew ${(growth * 100).toFixed(1)} % after warm-up`);
  }
  return { dialect, failures };
}

