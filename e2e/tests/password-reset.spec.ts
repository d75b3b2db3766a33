import { expect, test } from '@playwright/test';
import { logIn, verifiedUser } from '../support/fixtures.ts';
import { linkFromOutbox, mailCount } from '../support/outbox.ts';

test('forgot password, reset with the e-mailed link, log in with the new password', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'alt');
  const before = mailCount(user.email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Pozabljeno geslo?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Pošlji povezavo' }).click();
  await expect(page.getByText('Vnesite svoj e-poštni naslov.').first()).toBeVisible();
  await page.getByLabel('E-poštni naslov').fill(user.email);
  await page.getByRole('button', { name: 'Pošlji povezavo' }).click();
  await expect(page.getByText(/Če račun s tem e-poštnim naslovom obstaja/)).toBeVisible();

  const link = await linkFromOutbox(user.email, '/reset-password/', before);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Novo geslo', { exact: true }).fill('abc');
  await page.getByLabel('Potrditev novega gesla').fill('abc');
  await page.getByRole('button', { name: 'Nastavi novo geslo' }).click();
  await expect(page.getByText('Geslo mora vsebovati vsaj 8 znakov.').first()).toBeVisible();
  await page.getByLabel('Novo geslo', { exact: true }).fill('Novo-geslo-7');
  await page.getByLabel('Potrditev novega gesla').fill('Drugacno-7');
  await page.getByRole('button', { name: 'Nastavi novo geslo' }).click();
  await expect(page.getByText('Gesli se ne ujemata.').first()).toBeVisible();
  await page.getByLabel('Potrditev novega gesla').fill('Novo-geslo-7');
  await page.getByRole('button', { name: 'Nastavi novo geslo' }).click();
  await expect(page.getByText(/Geslo je bilo uspešno ponastavljeno/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await logIn(page, user.username, 'Novo-geslo-7');

  // The link is single use.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Ta povezava za ponastavitev gesla je neveljavna ali je potekla.')).toBeVisible();
});

test('a reset page without a valid token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password/neveljaven-zeton');
  await expect(page.getByText('Ta povezava za ponastavitev gesla je neveljavna ali je potekla.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zahtevajte novo povezavo' })).toBeVisible();
});
