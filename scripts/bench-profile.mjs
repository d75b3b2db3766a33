/**
 * CPU profile of the server under one kind of the benchmark of record's load (docs/performance.md,
 * "Where the time goes"): node scripts/bench-profile.mjs <DATA_DIR seeded by seed-demo> <kind> [seconds] [profile: 1|0]
 * kind: events, event, songs, unread, festivities, profile, attend, mix (without writes), mixw (with
 * writes), bare (the bare hello). The built server (apps/server/build.mjs) runs on CPU 0 with
 * --cpu-prof (written to /tmp/perf/prof-<kind>-<db>/ when it exits), the load on CPU 1; prints
 * req/s, p99 and the server's CPU µs per answered request. PERF_DB=postgres://… for PostgreSQL;
 * port 8700 (PERF_PORT). Read a profile with scripts/cpuprofile-top.mjs.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
process.chdir(new URL('..', import.meta.url).pathname);
const { login } = await import('./reliability/lib.mjs');
const [dataDir, kind, secs = '10', prof = '1'] = process.argv.slice(2);
const dbUrl = process.env.PERF_DB || null;
const PORT = Number(process.env.PERF_PORT ?? 8700);
const base = `http://127.0.0.1:${PORT}`;
const MIX = { events: 35, event: 15, songs: 20, unread: 15, festivities: 10, profile: 5 };
const weights = kind === 'mix' ? MIX : kind === 'mixw' ? { ...Object.fromEntries(Object.entries(MIX).map(([k, v]) => [k, v * 0.95])), attend: 5 } : { [kind]: 1 };
const profDir = `/tmp/perf/prof-${kind}-${dbUrl ? 'pg' : 'sqlite'}`;
mkdirSync(profDir, { recursive: true });
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000000', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
if (dbUrl) env.DATABASE_URL = dbUrl;
const args = kind === 'bare' ? ['scripts/bench-bare.mjs'] : [...(prof === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), '--enable-source-maps', 'apps/server/dist/server.mjs'];
const server = spawn('taskset', ['-c', '0', 'node', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
for (let i = 0; ; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
function cpu(pid) { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10000; }
let spec;
if (kind === 'bare') spec = { url: `${base}/api/health` };
else {
  let q, close;
  if (!dbUrl) { const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true }); q = async (t, a = []) => db.prepare(t.replace(/\$1/g, '@u')).all(a.length ? { u: a[0] } : {}); close = () => db.close(); }
  else { const c = new pg.Client({ connectionString: dbUrl }); await c.connect(); q = async (t, a = []) => (await c.query(t, a)).rows; close = () => c.end(); }
  const all = await q(`select u.id, u.username, cu.community_id from users u join community_users cu on cu.user_id = u.id where u.username like 'pevec%' order by u.id`);
  const step = Math.max(1, Math.floor(all.length / 40));
  const chosen = all.filter((_, i) => i % step === 0).slice(0, 40);
  const members = [];
  for (const m of chosen) {
    const visible = await q(`select e.id from events e where e.visibility = 'public' or e.owner_id = $1 or e.organizer_id = $1 or exists (select 1 from event_attendees a where a.event_id = e.id and a.user_id = $1) or (e.visibility = 'community' and exists (select 1 from community_users cu where cu.community_id = e.community_id and cu.user_id = $1))`, [m.id]);
    const invited = await q(`select event_id from event_attendees where user_id = $1`, [m.id]);
    const s = await login(base, m.username, 'demo-geslo-2026');
    members.push({ id: m.id, cookie: s.cookie, csrf: s.csrf, communityId: m.community_id, visible: visible.map((r) => r.id), invited: invited.map((r) => r.event_id) });
  }
  const titles = await q(`select title from songs where owner_type = 'community' order by id`);
  const words = [];
  for (let i = 0; i < 3000; i++) { const ws = titles[Math.floor(Math.random() * titles.length)].title.split(/[^\p{L}]+/u).filter((w) => w.length >= 2); if (ws.length) words.push(ws[Math.floor(Math.random() * ws.length)]); }
  await close();
  spec = { url: base, members, words, weights };
}
const file = `/tmp/perf/spec-${process.pid}.json`;
function runLoad(duration) {
  writeFileSync(file, JSON.stringify({ ...spec, duration, connections: 50 }));
  const script = kind === 'bare' ? ['scripts/bench-load.mjs', JSON.stringify({ url: spec.url, duration, connections: 50 })] : ['scripts/bench-mix.mjs', file];
  return new Promise((res, rej) => { const c = spawn('taskset', ['-c', '1', 'node', ...script], { stdio: ['ignore', 'pipe', 'inherit'] }); let o = ''; c.stdout.on('data', (d) => (o += d)); c.on('close', (code) => (code === 0 ? res(JSON.parse(o)) : rej(new Error('load ' + code)))); });
}
await runLoad(2);
const before = cpu(server.pid);
const r = await runLoad(Number(secs));
const used = cpu(server.pid) - before;
console.log(JSON.stringify({ kind, db: dbUrl ? 'pg' : 'sqlite', rps: Math.round(r.rps), p99: r.p99, p50: r.p50, non2xx: r.non2xx, cpuPerReq: Math.round(used / r.total), total: r.total, status: r.statusCodes }));
server.kill('SIGTERM');
await new Promise((res) => server.on('close', res));
