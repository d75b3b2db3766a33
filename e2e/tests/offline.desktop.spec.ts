import { expect, test } from '@playwright/test';
import { cspViolations, logIn } from '../support/fixtures.ts';
import { keptCacheNames, keptCaches } from '../support/offline.ts';
import { standSetup } from '../support/stand.ts';

/* Issue 25 "Installable and offline": manifest and service worker, the next event's setlist and sheet music offline, logout empties the cache. */

test('installable; offline the next event, its setlist and a PDF still open; a change offline is not saved; logout empties the cache', async ({ page, request, context }, info) => {
  const { owner, event, title } = await standSetup(request, info);
  const violations = cspViolations(page);

  // The manifest: Slovenian name, icons, theme colour; it and the worker are never cached by HTTP.
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(await manifest.json()).toMatchObject({
    name: 'Zborovodja', lang: 'sl', display: 'standalone', start_url: '/dashboard', theme_color: '#34456b',
    icons: expect.arrayContaining([expect.objectContaining({ sizes: '192x192' }), expect.objectContaining({ sizes: '512x512' })]),
  });
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect((await request.get('/icon-512.png')).headers()['content-type']).toBe('image/png');

  await logIn(page, owner.username, owner.password);
  // The service worker controls the page, and Chromium finds the app installable.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito ones, where Chromium never offers to install; nothing else may be missing.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(manifestErrors).toEqual([]);
  // What is kept for offline use has been fetched: the event, its setlist, the songs and their sheet music.
  await page.waitForFunction(() => !!localStorage.getItem('zb-offline-synced-at'), undefined, { timeout: 30_000 });
  const kept = (await page.evaluate(keptCaches)).flatMap((c) => c.entries);
  expect(kept).toEqual(expect.arrayContaining([`/api/events/${event.id}`, expect.stringMatching(/^\/api\/setlists\/\d+$/), expect.stringMatching(/^\/api\/songs\/\d+\/part-file$/)]));
  // The dashboard as the user last saw it online.
  await page.goto(`/dashboard?event=${event.id}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Kristus kraljuj E2E')).toBeVisible();

  // No signal: reload, and the event, its setlist and a PDF from it are there.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('Brez povezave — prikazani so shranjeni podatki iz');
  await expect(card).toBeVisible();
  await expect(card.getByText('Hvalite Gospoda E2E')).toBeVisible();
  await card.getByRole('button', { name: 'Odpri note za pesem Kristus kraljuj E2E' }).click();
  const viewer = page.getByRole('dialog', { name: /Kristus kraljuj E2E/ });
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The music stand works offline too.
  await card.getByRole('link', { name: 'Stojalo' }).click();
  await expect(page.getByTestId('stand').locator('canvas[data-page="1"]')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  // What needs the server is disabled, its title saying why: the event's, the attendance's, the setlist's and the dashboard's writes…
  const writes = [
    card.getByRole('button', { name: 'Uredi setlisto' }),
    card.getByRole('button', { name: 'Uredi podrobnosti dogodka' }),
    card.getByRole('region', { name: 'Udeležba' }).getByRole('button', { name: 'Pridem', exact: true }),
    page.getByRole('button', { name: 'Ustvari dogodek' }),
  ];
  for (const control of writes) {
    await expect(control).toBeDisabled();
    await expect(control).toHaveAttribute('title', 'Brez povezave: to bo mogoče, ko boste spet povezani.');
  }
  await card.getByRole('region', { name: 'Udeležba' }).getByRole('button', { name: 'Pridem', exact: true }).hover();
  await page.screenshot({ path: info.outputPath('offline-dashboard-desktop.png') });
  // …and the songbook's (reached offline from the kept page list).
  await page.goto('/songs');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj pesem' })).toBeDisabled();

  // Back online, they are enabled again; logging out removes everything kept, the sheet music included.
  await context.setOffline(false);
  await page.goto(`/dashboard?event=${event.id}`);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  for (const control of writes) await expect(control).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Uredi setlisto' })).not.toHaveAttribute('title', /Brez povezave/);
  await page.getByRole('button', { name: 'Odjava' }).or(page.getByRole('link', { name: 'Odjava' })).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(keptCacheNames)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('zb-offline-synced-at'))).toBeNull();

  // Offline with nobody logged in, the line does not promise kept data (issue 58, #17). The login
  // page asks the server nothing until the person tries to log in; then the app learns it is offline.
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Uporabniško ime ali e-pošta').fill(owner.username);
  await page.getByLabel('Geslo', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Prijava' }).last().click();
  await expect(page.getByTestId('offline-banner')).toHaveText('Brez povezave. Za prijavo potrebujete internetno povezavo; poskusite znova, ko boste spet povezani.');
  await context.setOffline(false);
  expect(violations).toEqual([]);
});
