/**
 * Instructions the server's main thread runs a request, counted by valgrind's callgrind: the same
 * requests give the same count within ~1 % whatever else the machine does, where req/s and CPU
 * time move by half on a shared virtual machine (docs/performance.md, twenty-fourth session).
 * SQLite only (PostgreSQL's own work runs in its processes, not counted).
 *
 *   node scripts/bench-instructions.mjs <DATA_DIR seeded by seed-demo> <built server dir> <kind> [warm-up requests] [requests]
 *
 * kind: as scripts/bench-profile.mjs (mix, mixw, events, event, songs, …). The data directory is
 * copied first, so two builds are measured on the same data; the members log in on a plain
 * server (hashing under valgrind would take minutes), then the server runs under callgrind with
 * its counting off, is warmed up, and counts only the measured requests, sent one at a time in a
 * fixed pseudo-random order (the same for every run). The build dir must sit inside the project
 * (its node_modules are resolved from there), e.g. a copy of apps/server/dist as .bench/dist-a
 * (ignored by git).
 * Helper threads (V8's compilers and collectors, the checkpoint thread) are left out.
 * A build's count is steady, but some runs of one build count ~20 % more, all of it in V8's
 * runtime (`Runtime_DefineKeyedOwnPropertyInLiteral`, `JSObject::MigrateToMap`, called from
 * Node's own process.nextTick inlined into its streams): a state V8 compiled itself into under
 * valgrind's slow clock, not seen in `perf` profiles under load. Run a build twice; the lower
 * count is its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { MIX, MIX_WITH_WRITES, mixMembers, mixRequest } from './mix-requests.mjs';

const [source, dist, kind, warmUp = '2000', count = '2000'] = process.argv.slice(2);
if (!source || !dist || !kind) throw new Error('usage: bench-instructions.mjs <data dir> <server dir> <kind> [warm-up] [requests]');
// mulberry32: the mix's draws (mix-requests.mjs uses Math.random) the same on every run.
let seed = 20;
Math.random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const dataDir = '/tmp/perf/instructions-data';
const out = '/tmp/perf/instructions';
rmSync(dataDir, { recursive: true, force: true });
cpSync(source, dataDir, { recursive: true });
for (const f of readdirSync('/tmp/perf').filter((f) => f.startsWith('instructions.'))) rmSync(`/tmp/perf/${f}`);
const PORT = Number(process.env.PERF_PORT ?? 8790);
const base = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000000', NODE_ENV: 'production', LOG_LEVEL: 'warn' };

async function started(server) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
}
const stopped = (server) => new Promise((r) => (server.exitCode !== null ? r() : (server.on('close', r), server.kill('SIGTERM'))));

let server = spawn('node', [`${dist}/server.mjs`], { env, stdio: 'ignore' });
await started(server);
const { members, words } = await mixMembers(base, { dataDir, databaseUrl: null });
await stopped(server);

server = spawn('valgrind', ['--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', `--callgrind-out-file=${out}`, 'node', `${dist}/server.mjs`], { env, stdio: 'ignore' });
await started(server);
const next = mixRequest(members, words, kind === 'mixw' ? MIX_WITH_WRITES : kind === 'mix' ? MIX : { [kind]: 1 });
async function send(n) {
  let failed = 0;
  for (let i = 0; i < n; i++) {
    const { request } = next();
    const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
    await res.arrayBuffer();
    if (res.status !== 200) failed++;
  }
  return failed;
}
await send(Number(warmUp));
execFileSync('callgrind_control', ['--instr=on', String(server.pid)], { stdio: 'ignore' });
const failed = await send(Number(count));
execFileSync('callgrind_control', ['--instr=off', String(server.pid)], { stdio: 'ignore' });
execFileSync('callgrind_control', ['--dump', String(server.pid)], { stdio: 'ignore' });
await stopped(server);
// The main thread's file of each dump ends in -01.
let instructions = 0;
for (const f of readdirSync('/tmp/perf').filter((f) => f.startsWith('instructions.') && f.endsWith('-01'))) {
  instructions += Number(/^totals:\s*(\d+)/m.exec(readFileSync(`/tmp/perf/${f}`, 'utf8'))?.[1] ?? 0);
}
console.log(JSON.stringify({ kind, dist, requests: Number(count), failed, instructionsPerRequest: Math.round(instructions / Number(count)) }));
