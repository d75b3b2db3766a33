import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { logIn, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 25: "A new version of the app takes over on the next visit without mixing old and new
 * code." A new version is deployed while a page is open (the served sw.js changes, as a new build
 * changes it): the browser installs it, but the open page stays with the version it started with
 * and keeps working; the next visit runs the new one.
 */

const swFile = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
// The "new build": the same worker, which also answers which version it is.
const NEW_VERSION_MARK = `\nself.addEventListener('message', (e) => { if (e.data === 'zb-version?') e.source.postMessage('new'); });\n`;

/** Which worker controls the page: 'new' if it is the new build, 'old' if it does not answer. */
const controllerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)), { once: true });
        controller.postMessage('zb-version?');
        setTimeout(() => resolve('old'), 2_000);
      }),
  );

test('a new version waits while a page of the old one is open, and takes over on the next visit', async ({ page, context, request }, info) => {
  const user = await verifiedUser(request, info, 'pwa');
  const original = readFileSync(swFile, 'utf8');
  try {
    await logIn(page, user.username, user.password);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    expect(await controllerVersion(page)).toBe('old');

    // Deployed while the page is open: the browser finds the new worker and installs it, but it waits.
    writeFileSync(swFile, original + NEW_VERSION_MARK);
    const state = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      await registration.update();
      const waiting = registration.waiting ?? registration.installing;
      if (waiting && waiting.state !== 'installed') {
        await new Promise<void>((resolve) => waiting.addEventListener('statechange', () => waiting.state === 'installed' && resolve()));
      }
      return { waiting: registration.waiting !== null, active: registration.active === navigator.serviceWorker.controller };
    });
    expect(state).toEqual({ waiting: true, active: true });
    expect(await controllerVersion(page)).toBe('old');

    // The open page goes on with its own code: a screen whose code it has not loaded yet still opens.
    await page.getByRole('link', { name: 'Pesmarica' }).first().click();
    await expect(page).toHaveURL(/\/songs/);
    await expect(page.getByRole('heading', { name: 'Pesmarica' })).toBeVisible();
    expect(await controllerVersion(page)).toBe('old');

    // The next visit, once no page of the old version is open, runs the new one.
    await page.close();
    const next = await context.newPage();
    await expect
      .poll(async () => {
        await next.goto('/dashboard');
        return controllerVersion(next);
      }, { timeout: 20_000 })
      .toBe('new');
    await expect(next.getByRole('button', { name: 'Odjava' }).or(next.getByRole('link', { name: 'Odjava' })).first()).toBeAttached();
  } finally {
    writeFileSync(swFile, original);
  }
});
