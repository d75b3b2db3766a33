#!/usr/bin/env node
// `npm run budget`: the JavaScript and CSS a first visit needs, gzip-compressed, against the
// budgets of issue 17 (React 19 with React DOM, which replaced issue 7's Preact budget of 110 KB). The first route is /login for a logged-out visitor and /dashboard for a
// logged-in one; each needs the entry chunk with its static imports plus the route's lazy
// chunks (and theirs), read from Vite's manifest; sizes are per file, gzip level 9 as served
// (apps/web/precompress.ts). Builds apps/web first unless --no-build (npm test builds once and
// passes it). Exits 1 over a budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, DASHBOARD, entryKey, SCREENS } from '../apps/web/first-screens.mjs';

/**
 * Issue 17's budgets: JS ≤ 125 KB for /login and ≤ 170 KB for /dashboard on a phone or tablet,
 * CSS ≤ 25 KB gzip. The desktop dashboard, on a laptop at home, may take up to 200 KB.
 */
const BUDGET = { login: 125 * 1024, dashboard: 170 * 1024, desktopDashboard: 200 * 1024, css: 25 * 1024 };
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

// Each first page: the lazy modules it loads on top of the entry (apps/web/first-screens.mjs). The
// login page is part of the entry (src/app/router.tsx).
const ROUTES = { '/login': [] };
for (const [screen, groups] of Object.entries(SCREENS)) ROUTES[`/dashboard (${screen})`] = groups.flatMap((group) => DASHBOARD.modules[group]);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build apps/web first (build.manifest is on in vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entry = entryKey(manifest);

const gzipSize = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let over = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = closure(manifest, entry);
  for (const module of modules) closure(manifest, module, files);
  const size = { js: 0, css: 0 };
  for (const file of files) size[file.endsWith('.css') ? 'css' : 'js'] += gzipSize(file);
  const count = [...files].filter((f) => f.endsWith('.js')).length;

  const jsBudget = route === '/login' ? BUDGET.login : route.includes('desktop') ? BUDGET.desktopDashboard : BUDGET.dashboard;
  const jsOk = size.js <= jsBudget;
  console.log(`${route.padEnd(21)} JS  ${kb(size.js).padStart(9)} gzip in ${count} file${count === 1 ? '' : 's'}: budget ${kb(jsBudget)} ${jsOk ? 'ok' : 'EXCEEDED'}`);
  const cssOk = size.css <= BUDGET.css;
  console.log(`${route.padEnd(21)} CSS ${kb(size.css).padStart(9)} gzip: budget ${kb(BUDGET.css)} ${cssOk ? 'ok' : 'EXCEEDED'}`);
  if (!jsOk || !cssOk) over = true;
}
if (over) {
  console.error('\nFront-end budget exceeded: see docs/performance.md, "Front-end budgets".');
  process.exit(1);
}
