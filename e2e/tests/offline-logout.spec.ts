import { expect, test } from '@playwright/test';
import { isMobile, logIn } from '../support/fixtures.ts';
import { keptCacheNames, keptCaches } from '../support/offline.ts';
import { standSetup } from '../support/stand.ts';

/*
 * Issue 53, #4, at both widths: the offline copy never keeps an answer that carries a secret (the
 * calendar feed addresses), and a logout made without a signal on a shared device leaves nothing of
 * the user: the device forgets first, the server is told at the next start with a signal.
 */

test('a logout made offline leaves nothing of the user on the device, and the server hears it later', async ({ page, context, request }, info) => {
  test.setTimeout(120_000);
  const { owner } = await standSetup(request, info);
  await logIn(page, owner.username, owner.password);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('zb-offline-synced-at'), undefined, { timeout: 30_000 });

  // The feed addresses are read through the service worker like any other read, and not kept.
  const feeds = await page.evaluate(() => fetch('/api/calendar-feeds', { credentials: 'include' }).then((r) => r.json()));
  expect(JSON.stringify(feeds)).toContain('/calendar/');
  await page.evaluate(() => fetch('/api/profile', { credentials: 'include' }).then((r) => r.text()));
  await expect.poll(async () => (await page.evaluate(keptCaches)).flatMap((c) => c.entries)).toContain('/api/profile');
  expect((await page.evaluate(keptCaches)).flatMap((c) => c.entries)).not.toContain('/api/calendar-feeds');

  if (isMobile(info)) {
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Odjava' }).last()).toBeVisible();
  }
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Odjava' }).or(page.getByRole('link', { name: 'Odjava' })).last().click();
  await expect(page).toHaveURL(/\/login/);

  // Reloaded without a signal: the app's shell, the login page, nothing of the user.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Prijava', exact: true })).toBeVisible();
  const left = await page.evaluate(async () => ({
    caches: (await caches.keys()).filter((n) => n.startsWith('zb-data')),
    databases: (await indexedDB.databases()).map((d) => d.name),
    stored: Object.keys(localStorage).filter((k) => k !== 'zb-logout-pending'),
  }));
  expect(left).toEqual({ caches: [], databases: [], stored: [] });
  await expect(page.getByText(owner.username)).toHaveCount(0);

  // With a signal again, the next start tells the server: the session is over there too.
  await context.setOffline(false);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => (await page.request.get('/api/profile')).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('zb-logout-pending'))).toBeNull();
  expect(await page.evaluate(keptCacheNames)).toEqual([]);
});
