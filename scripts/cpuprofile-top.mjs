/** The top functions of a V8 .cpuprofile, by self and by inclusive time (% of busy time): node scripts/cpuprofile-top.mjs <file> [how many]. */
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 40);
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
let total = 0;
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => { const f = n.callFrame; const u = f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/wt-perf\//, ''); return `${f.functionName || '(anon)'} ${u}:${f.lineNumber + 1}`; };
const incl = new Map();
for (const n of p.nodes) {
  const t = dt.get(n.id) ?? 0; total += t;
  self.set(key(n), (self.get(key(n)) ?? 0) + t);
  // inclusive: add to each distinct ancestor key
  const seen = new Set(); let cur = n.id;
  while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); }
}
const idle = self.get('(idle) :0') ?? 0;
console.log(`total ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms, busy ${((total - idle) / 1000).toFixed(0)} ms`);
const busy = total - idle;
console.log('--- self');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(((100 * v) / busy).toFixed(1).padStart(5) + '%  ' + k);
console.log('--- inclusive');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(((100 * v) / busy).toFixed(1).padStart(5) + '%  ' + k);
