#!/usr/bin/env node
// `npm test`: every test the project has, in order of speed. Type check and lint, unit, API on SQLite, API on
// PostgreSQL when DATABASE_URL names one, the web build and its size budgets, then the browser
// tests in the system's Chromium.
import { spawnSync } from 'node:child_process';
import { findChromium, CHROMIUM_HELP } from './chromium.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(res.status ?? 1);
  }
}

const { DATABASE_URL, ...envWithoutDb } = process.env;
run('Type check', 'npm', ['run', '-s', 'typecheck']);
run('Lint (ESLint, no warnings allowed)', 'npm', ['run', '-s', 'lint']);
run('Unit tests (server rules, web client)', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']);
// The API suite on SQLite must not inherit a PostgreSQL URL.
console.log('\n▶ API tests on SQLite');
const sqlite = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: envWithoutDb });
if (sqlite.status !== 0) process.exit(sqlite.status ?? 1);
if (DATABASE_URL?.startsWith('postgres')) {
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { DATABASE_URL });
} else {
  console.log('\n(API tests on PostgreSQL skipped: set DATABASE_URL=postgres://… to run them)');
}

run('Web build', 'npm', ['run', 'build']);
run('Front-end budgets (npm run budget)', 'node', ['scripts/budget.mjs', '--no-build']);

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n${CHROMIUM_HELP}\n${banner}`);
  process.exit(ci ? 1 : 0);
}
run('Browser tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs'], { E2E_WEB_BUILT: '1' });
console.log('\n✔ All tests passed');
