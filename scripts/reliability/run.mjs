/**
 * `npm run reliability -- <scenario> [options]` and `npm run soak -- [--minutes N] [--db …]`
 * (docs/quality.md, Reliability). Exits non-zero when a scenario's checks fail; the scratch
 * DATA_DIRs (under /tmp/rel-helper, or REL_DIR) are removed on success and kept on failure.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildServer } from '../server-process.mjs';

const scenarios = {
  load: async (o) => (await import('./load.mjs')).load(o),
  soak: async (o) => (await import('./load.mjs')).load({ ...o, soak: true }),
  shutdown: async (o) => (await import('./shutdown.mjs')).shutdown(o),
  crash: async (o) => (await import('./crash.mjs')).crash(o),
  'pg-outage': async (o) => (await import('./pg-outage.mjs')).pgOutage(o),
  backup: async (o) => (await import('./backup.mjs')).backup(o),
  cluster: async (o) => (await import('./cluster.mjs')).cluster(o),
  'mail-outage': async (o) => (await import('./mail.mjs')).mailOutage(o),
  'mail-crash': async (o) => (await import('./mail.mjs')).mailCrash(o),
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string' }, // sqlite, postgres or both (load and soak)
    minutes: { type: 'string' }, // soak length (default 10)
    seconds: { type: 'string' }, // load length (default 60) or writing time before the fault
    iterations: { type: 'string' }, // crash: kills (default 50)
    clients: { type: 'string' },
    rate: { type: 'string' }, // load: requests per second, all kinds together
    keep: { type: 'boolean' }, // keep the DATA_DIRs
  },
});
const name = positionals[0];
if (!scenarios[name]) {
  console.error(`Usage: npm run reliability -- <${Object.keys(scenarios).join('|')}> [--db sqlite|postgres|both] [--minutes N] [--seconds N] [--iterations N] [--clients N] [--rate N] [--keep]`);
  process.exit(2);
}
const num = (v) => (v === undefined ? undefined : Number(v));
const options = Object.fromEntries(
  Object.entries({ db: values.db, minutes: num(values.minutes), seconds: num(values.seconds), iterations: num(values.iterations), clients: num(values.clients), rate: num(values.rate) }).filter(([, v]) => v !== undefined),
);

buildServer();
const result = await scenarios[name](options);
const dirs = [result.dataDir, ...(result.dataDirs ?? [])].filter(Boolean);
if (result.ok) {
  console.log(`\n${name}: OK`);
  if (!values.keep) dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
} else {
  console.log(`\n${name}: FAILED\n  ${result.failures.join('\n  ')}`);
  if (dirs.length) console.log(`  data kept in ${dirs.join(', ')}`);
}
process.exit(result.ok ? 0 : 1);
