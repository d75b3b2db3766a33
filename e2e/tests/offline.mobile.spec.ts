import { expect, test } from '@playwright/test';
import { logIn } from '../support/fixtures.ts';
import { standSetup } from '../support/stand.ts';

/* Issue 25 on a phone in the choir loft: with no signal the next event, its setlist and its sheet music still open. */

test('mobile offline: the next event, its setlist and the stand with its sheet music open without a signal', async ({ page, request, context }, info) => {
  const { owner, event, title } = await standSetup(request, info);
  await logIn(page, owner.username, owner.password);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('zb-offline-synced-at'), undefined, { timeout: 30_000 });

  await context.setOffline(true);
  await page.goto(`/dashboard?event=${event.id}`);
  await expect(page.getByTestId('offline-banner')).toContainText('Brez povezave — prikazani so shranjeni podatki iz');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Setlista' }).click();
  const list = page.getByRole('list', { name: /setlist|pesmi/i });
  await expect(list.getByRole('listitem').first()).toContainText('Kristus kraljuj E2E');
  // What needs the server is disabled, its title saying why (the line above says so too): the setlist, the event's menu, the attendance.
  const needsServer = 'Brez povezave: to bo mogoče, ko boste spet povezani.';
  await expect(page.getByRole('button', { name: 'Uredi setlisto' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Možnosti dogodka' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Možnosti dogodka' })).toHaveAttribute('title', needsServer);
  await page.getByRole('button', { name: 'Udeležba' }).click();
  await expect(page.getByRole('button', { name: 'Pridem', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Pridem', exact: true })).toHaveAttribute('title', needsServer);
  await page.getByRole('button', { name: 'Setlista' }).click();

  await page.getByRole('link', { name: 'Stojalo' }).click();
  await expect(page.getByTestId('stand-title')).toHaveText(/Vstopna\s*Kristus kraljuj E2E/);
  await expect(page.getByTestId('stand').locator('canvas[data-page="1"]')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: info.outputPath('offline-stand-mobile.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.keyboard.press('Escape');

  // Back online, the same controls are enabled again.
  await context.setOffline(false);
  await page.goto(`/dashboard?event=${event.id}`);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Možnosti dogodka' })).toBeEnabled();
  await page.getByRole('button', { name: 'Udeležba' }).click();
  await expect(page.getByRole('button', { name: 'Pridem', exact: true })).toBeEnabled();
});
