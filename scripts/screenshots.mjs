#!/usr/bin/env node
/**
 * `node scripts/screenshots.mjs <out-dir> [base-url]`: a screenshot of every screen of the spec at
 * 1280 and 390 px wide, in the system's Chromium, to look at with an image viewer or to compare
 * two builds (`--compare <dir-a> <dir-b>`: the share of differing pixels per screen). Against a
 * server with `seed-demo` data (default http://127.0.0.1:8080); logged out for the open pages,
 * as the demo community admin `zborovodja` for the rest. Page animations are stopped, and the
 * moving parts of a page (relative times) are whatever the data says at the moment of the shot.
 */
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium.mjs';

const DEMO = { username: 'zborovodja', password: 'demo-geslo-2026' };
const WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const args = process.argv.slice(2);
const launch = () =>
  chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

if (args[0] === '--compare') await compare(args[1], args[2]);
else await shoot(args[0] ?? 'screenshots', args[1] ?? 'http://127.0.0.1:8080');

async function shoot(outDir, base) {
  mkdirSync(outDir, { recursive: true });
  const browser = await launch();
  try {
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      const mobile = name === 'mobile';
      const context = await browser.newContext({ baseURL: base, viewport, isMobile: mobile, hasTouch: mobile, locale: 'sl-SI', timezoneId: 'Europe/Ljubljana', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const shot = async (label, url) => {
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `${label}-${name}.png`), fullPage: true, animations: 'disabled' });
      };
      for (const [label, url] of [['login', '/login'], ['register', '/register'], ['forgot-password', '/forgot-password'], ['terms', '/terms']]) await shot(label, url);
      await page.goto('/login');
      await page.getByLabel('Uporabniško ime ali e-pošta').fill(DEMO.username);
      await page.getByLabel('Geslo', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Prijava', exact: true }).click();
      await page.waitForURL(/\/dashboard/);
      const { communities } = await (await page.request.get('/api/user/communities')).json();
      const community = communities[0].id;
      const { events } = await (await page.request.get('/api/events?when=upcoming&limit=5')).json();
      const screens = [
        ['dashboard', '/dashboard'],
        ['event', `/dashboard?event=${events[0].id}`],
        ['songs', '/songs'],
        ['posts', '/posts'],
        ['notifications', '/notifications'],
        ['profile', '/profile'],
        ['communities', '/community/list'],
        ['community', `/community/${community}`],
        ['manage-community', `/manage-community/${community}`],
        ['invite', `/community/${community}/invite`],
        ['community-performers', `/community/${community}/performers`],
        ['create-community', '/community/create'],
        ['join-community', '/community/join'],
        ['performers', '/performers'],
        ['global-admin', '/global-admin'],
        ['not-found', '/no-such-page'],
      ];
      for (const [label, url] of screens) await shot(label, url);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots in ${outDir}`);
}

/** The share of pixels that differ between same-named PNGs of two folders, measured in Chromium. */
async function compare(a, b) {
  const browser = await launch();
  const page = await browser.newPage();
  let differing = 0;
  for (const file of readdirSync(a).filter((f) => f.endsWith('.png')).sort()) {
    const urls = [a, b].map((dir) => `data:image/png;base64,${readFileSync(path.join(dir, file)).toString('base64')}`);
    const result = await page.evaluate(async ([first, second]) => {
      const load = (src) => new Promise((resolve) => { const img = new Image(); img.onload = () => resolve(img); img.src = src; });
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.width !== y.width || x.height !== y.height) return { size: `${x.width}×${x.height} vs ${y.width}×${y.height}` };
      const pixels = (img) => { const c = new OffscreenCanvas(img.width, img.height); const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
      const [p, q] = [pixels(x), pixels(y)];
      let diff = 0;
      for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) diff++;
      return { share: diff / (p.length / 4) };
    }, urls);
    const line = result.size ? `size differs: ${result.size}` : `${(result.share * 100).toFixed(3)} % of pixels differ`;
    if (result.size || result.share > 0) differing++;
    console.log(`${file.padEnd(36)} ${line}`);
  }
  await browser.close();
  console.log(`\n${differing} screen(s) differ`);
}
