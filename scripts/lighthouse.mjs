#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile emulation, its default config) on /login and on the
 * dashboard of a logged-in demo user, 5 runs each, against the built app served by the real
 * server on its own data directory with `seed-demo` data. The demo user logs in through the API
 * and the session cookie goes into Chromium's cookie jar, which Lighthouse's storage reset
 * keeps (a Cookie in extraHeaders is replaced by the jar's as soon as the app sets its CSRF cookie). Prints the median of each figure and
 * exits 1 when one misses its target (issue 17; docs/performance.md, "Front-end budgets").
 * Builds apps/web first unless --no-build. Scores depend on the CPU: on a busy machine, rerun.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium, CHROMIUM_HELP } from './chromium.mjs';
import { buildServer, SERVER_NODE_ARGS } from './server-process.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_REPORTS=dir keeps every run's full JSON report there (open in the Lighthouse viewer). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8183);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING;
const base = `http://127.0.0.1:${PORT}`;
const DEMO = { username: 'zborovodja', password: 'demo-geslo-2026' };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Each figure: how to read it from a Lighthouse result, how to print it, and its target (issue 17;
 * LCP and TBT are printed for the record, the performance score weighs them).
 */
const FIGURES = [
  { name: 'performance', read: (lhr) => lhr.categories.performance.score * 100, show: (v) => v.toFixed(0), ok: (v) => v >= 90, target: '≥ 90' },
  { name: 'LCP', read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue, show: (v) => `${(v / 1000).toFixed(2)} s`, ok: () => true, target: '—' },
  { name: 'TBT', read: (lhr) => lhr.audits['total-blocking-time'].numericValue, show: (v) => `${v.toFixed(0)} ms`, ok: () => true, target: '—' },
  { name: 'CLS', read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, show: (v) => v.toFixed(3), ok: (v) => v <= 0.02, target: '≤ 0.02' },
  { name: 'accessibility', read: (lhr) => lhr.categories.accessibility.score * 100, show: (v) => v.toFixed(0), ok: (v) => v >= 100, target: '100' },
  { name: 'best practices', read: (lhr) => lhr.categories['best-practices'].score * 100, show: (v) => v.toFixed(0), ok: (v) => v >= 100, target: '100' },
];

const chromePath = findChromium();
if (!chromePath) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

/** The demo user's cookies, logged in through the API as the web client does (CSRF token first). */
async function logIn(browser) {
  const token = (await (await fetch(`${base}/api/get-csrf-token`)).json()).csrf_token;
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrf_token=${token}` },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((header) => {
    const [name, value] = header.split(';')[0].split('=');
    return { name, value, domain: '127.0.0.1', path: '/', httpOnly: name === 'sid', sameSite: 'Lax' };
  });
  await browser.setCookie(...cookies);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The audits of a category that did not pass in a run, for the report of a missed target. */
const failing = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
    .map((ref) => ref.id);

// --no-build keeps the web build (npm run build builds both); the server bundle is always rebuilt.
if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
else buildServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zb-lighthouse-'));
const env = { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: base, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
run('node', ['--import', 'tsx', 'apps/server/src/cli.ts', 'seed-demo'], env);
const server = spawn('node', SERVER_NODE_ARGS, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
let chrome;
let missed = false;
try {
  await waitFor(`${base}/api/health`);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const pages = [
    { name: '/login', url: `${base}/login` },
    { name: '/dashboard (logged in)', url: `${base}/dashboard`, before: async () => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await logIn(browser);
      await browser.disconnect();
    } },
  ];
  for (const page of pages) {
    await page.before?.();
    const results = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // LIGHTHOUSE_THROTTLING=devtools: Chromium itself slowed to the same 4G and CPU, instead
        // of Lighthouse's simulation (which does not model fetchpriority, say).
        ...(THROTTLING && { throttlingMethod: THROTTLING }),
      });
      // A trace lost on a busy machine (NO_NAVSTART and the like): Lighthouse asks for a rerun.
      if (lhr.runtimeError && ++failures <= 3) {
        console.error(`  ${page.name}: ${lhr.runtimeError.code}, running again`);
        i--;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl !== page.url) throw new Error(`${page.name}: ended on ${lhr.finalDisplayedUrl}`);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${new URL(page.url).pathname.slice(1)}-${i + 1}.json`), JSON.stringify(lhr));
      }
      results.push(lhr);
    }
    // Lighthouse's own measure of the CPU at the start of each run: lower means a busier machine.
    const cpu = results.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ');
    console.log(`\n${page.name}: median of ${RUNS} runs (mobile emulation; CPU benchmark index ${cpu})`);
    for (const figure of FIGURES) {
      const values = results.map(figure.read);
      const value = median(values);
      const ok = figure.ok(value);
      if (!ok) missed = true;
      const runs = values.map(figure.show).join(', ');
      console.log(`  ${figure.name.padEnd(15)} ${figure.show(value).padStart(8)}  target ${figure.target.padEnd(9)} ${ok ? 'ok' : 'MISSED'}   runs: ${runs}`);
    }
    for (const category of ['performance', 'accessibility', 'best-practices']) {
      const audits = [...new Set(results.flatMap((lhr) => failing(lhr, category)))];
      if (audits.length) console.log(`  ${category} audits not passed in some run: ${audits.join(', ')}`);
    }
  }
} finally {
  await chrome?.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed) {
  console.error('\nLighthouse targets missed (a busy CPU lowers the scores: rerun on an idle machine before acting).');
  process.exit(1);
}
