/**
 * CPU profile of the server under one kind of the benchmark of record's load (docs/performance.md,
 * "Where the time goes"): node scripts/bench-profile.mjs <DATA_DIR seeded by seed-demo> <kind> [seconds] [profile: 1|0]
 * kind: events, event, songs, unread, festivities, profile, attend, mix (without writes), mixw (with
 * writes), bare (the bare hello), or a JSON object of weights ('{"songs":19,"attend":1}'). The built server (apps/server/build.mjs) runs on CPU 0 with
 * --cpu-prof (written to /tmp/perf/prof-<kind>-<db>/ when it exits), the load on CPU 1; prints
 * req/s, the latency's percentiles, the share of the machine's time its hypervisor took meanwhile (stealPct: a virtual machine's runs with much of it are slower), the server's CPU µs per answered request (and of it the kernel's, sysPerReq) and its read
 * system calls per request (one is the request's own; more are pages SQLite read from the file). PERF_DB=postgres://… for PostgreSQL, which adds
 * the CPU µs of the local PostgreSQL's processes per request (pgCpuPerReq);
 * WARM=20 warms up 20 s instead of 2; PRE=mixw:13 loads the server with another kind first; port 8700 (PERF_PORT); NODE_FLAGS='--trace-gc …' adds flags to the server's node, whose stdout goes to /tmp/perf/server-stdout.log.
 * Read a profile with scripts/cpuprofile-top.mjs.
 * PERF_RECORD=1 also records the server with Linux perf (Debian's linux-perf; a software clock,
 * so it works on a virtual machine without counters) over the measured run, call stacks included,
 * JavaScript named through node's --perf-basic-prof: unlike --cpu-prof it shows the kernel and
 * V8's builtins and runtime where they are spent (perf report -i /tmp/perf/perf-<kind>-<db>.data
 * --no-children --sort symbol).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, openSync } from 'node:fs';
import { MIX, MIX_WITH_WRITES, mixMembers } from './mix-requests.mjs';
process.chdir(new URL('..', import.meta.url).pathname);
const [dataDir, kind, secs = '10', prof = '1'] = process.argv.slice(2);
const dbUrl = process.env.PERF_DB || null;
const PORT = Number(process.env.PERF_PORT ?? 8700);
const base = `http://127.0.0.1:${PORT}`;
/** A kind's weights: the mixes by name, one kind alone, or a JSON object of weights. */
const weightsOf = (k) => (k.startsWith('{') ? JSON.parse(k) : k === 'mix' ? MIX : k === 'mixw' ? MIX_WITH_WRITES : { [k]: 1 });
const weights = weightsOf(kind);
const profDir = `/tmp/perf/prof-${kind.startsWith('{') ? 'weights' : kind}-${dbUrl ? 'pg' : 'sqlite'}`;
mkdirSync(profDir, { recursive: true });
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000000', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
if (dbUrl) env.DATABASE_URL = dbUrl;
const perfRecord = process.env.PERF_RECORD === '1';
const nodeFlags = [
  ...(process.env.NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
  ...(prof === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
  ...(perfRecord ? ['--perf-basic-prof'] : []),
];
const args = [...nodeFlags, ...(kind === 'bare' ? ['scripts/bench-bare.mjs'] : ['--enable-source-maps', 'apps/server/dist/server.mjs'])];
const server = spawn('taskset', ['-c', '0', 'node', ...args], { env, stdio: ['ignore', openSync('/tmp/perf/server-stdout.log', 'w'), 'inherit'] });
// A server that exits (a bad flag, a port in use) ends the run instead of being waited for.
let exited = null;
server.on('exit', (code) => (exited = code));
for (;;) {
  if (exited !== null) throw new Error(`the server exited (${exited}) before answering; its output: /tmp/perf/server-stdout.log`);
  try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
/** The process's CPU time so far in µs, user and kernel (clock ticks of 10 ms), and its read system calls (sockets and files). */
function cpu(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const io = Object.fromEntries(readFileSync(`/proc/${pid}/io`, 'utf8').trim().split('\n').map((l) => l.split(': ')));
  return { all: (Number(f[11]) + Number(f[12])) * 10000, sys: Number(f[12]) * 10000, reads: Number(io.syscr) };
}
/** CPU µs of the local PostgreSQL's processes (backends, walwriter, autovacuum) so far; an ended process keeps its last reading. */
const pgSeen = new Map();
function pgCpu() {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')) !== 'postgres') continue;
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      pgSeen.set(d, (Number(f[11]) + Number(f[12])) * 10000);
    } catch {}
  }
  let t = 0;
  for (const v of pgSeen.values()) t += v;
  return t;
}
let spec;
if (kind === 'bare') spec = { url: `${base}/api/health` };
else spec = { url: base, weights, ...(await mixMembers(base, { dataDir, databaseUrl: dbUrl })) };
const file = `/tmp/perf/spec-${process.pid}.json`;
function runLoad(duration, load = spec) {
  writeFileSync(file, JSON.stringify({ ...load, duration, connections: 50 }));
  const script = ['scripts/bench-load.mjs', JSON.stringify(kind === 'bare' ? { url: spec.url, duration, connections: 50 } : { mix: file })];
  return new Promise((res, rej) => { const c = spawn('taskset', ['-c', '1', 'node', ...script], { stdio: ['ignore', 'pipe', 'inherit'] }); let o = ''; c.stdout.on('data', (d) => (o += d)); c.on('close', (code) => (code === 0 ? res(JSON.parse(o)) : rej(new Error('load ' + code)))); });
}
// PRE=mixw:13 first runs 13 s of another kind's load on the same server: the state a benchmark of
// record's earlier scenarios leave (its writes, what is kept) for the measured kind.
if (process.env.PRE) {
  const [preKind, preSecs] = process.env.PRE.split(':');
  await runLoad(Number(preSecs ?? 13), { ...spec, weights: weightsOf(preKind) });
}
// WARM: seconds of load before the measured run (a kept answer's hits need its misses first).
await runLoad(Number(process.env.WARM ?? 2));
/** The machine's CPU ticks so far, all and stolen by the hypervisor (/proc/stat). */
const ticks = () => { const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number); return { all: f.reduce((a, b) => a + b, 0), steal: f[7] }; };
const before = cpu(server.pid);
const pgBefore = dbUrl ? pgCpu() : 0;
const ticksBefore = ticks();
const perfData = `${profDir.replace('/prof-', '/perf-')}.data`;
const recorder = perfRecord
  ? spawn('perf', ['record', '-q', '-g', '-e', 'cpu-clock', '-F', '999', '-p', String(server.pid), '-o', perfData, '--', 'sleep', secs], { stdio: 'ignore' })
  : null;
const r = await runLoad(Number(secs));
if (recorder) await new Promise((res) => (recorder.exitCode !== null ? res() : recorder.on('exit', res)));
const ticksAfter = ticks();
const after = cpu(server.pid);
const pgAfter = dbUrl ? pgCpu() : 0;
const perReq = (us) => Math.round(us / r.total);
console.log(JSON.stringify({ kind, db: dbUrl ? 'pg' : 'sqlite', rps: Math.round(r.rps), p99: r.p99, p50: r.p50, p90: r.p90, p97: r.p97, max: r.max, non2xx: r.non2xx, cpuPerReq: perReq(after.all - before.all), sysPerReq: perReq(after.sys - before.sys), readCallsPerReq: +((after.reads - before.reads) / r.total).toFixed(2), ...(dbUrl ? { pgCpuPerReq: perReq(pgAfter - pgBefore) } : {}), stealPct: Math.round((100 * (ticksAfter.steal - ticksBefore.steal)) / Math.max(1, ticksAfter.all - ticksBefore.all)), total: r.total, status: r.statusCodes }));
if (perfRecord) console.error(`perf record: ${perfData}`);
server.kill('SIGTERM');
await new Promise((res) => server.on('close', res));
