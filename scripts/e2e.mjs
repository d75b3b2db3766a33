#!/usr/bin/env node
// Builds the web app (unless E2E_WEB_BUILT=1: npm test has just built it) and runs the Playwright
// specs against the real server (e2e/playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { CHROMIUM_HELP, findChromium } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
if (process.env.E2E_WEB_BUILT !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const res = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(res.status ?? 1);
