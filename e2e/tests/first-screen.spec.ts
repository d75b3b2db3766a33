import { expect, test } from '@playwright/test';
import { verifiedUser } from '../support/fixtures.ts';
import { holdEntry } from '../support/first-screen.ts';

/*
 * The login page rendered by the server for a visitor without a session (apps/server/src/http/
 * first-screen.ts): readable without JavaScript, and what is typed before the client takes the
 * page over is kept. At both widths (the page is the same at every width).
 */

test('the login page comes rendered by the server: readable without JavaScript', async ({ browser }, info) => {
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login?verification=success');
    await expect(page.getByRole('heading', { name: 'Prijava', level: 1 })).toBeVisible();
    await expect(page.getByText('E-poštni naslov je potrjen. Zdaj se lahko prijavite.')).toBeVisible();
    await expect(page.getByLabel('Uporabniško ime ali e-pošta')).toBeFocused();
    await expect(page.getByLabel('Geslo', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrirajte se' })).toHaveAttribute('href', '/register');
    // Styled: Bootstrap's full-width primary button.
    await expect(page.getByRole('button', { name: 'Prijava', exact: true })).toHaveCSS('color', 'rgb(255, 255, 255)');
  } finally {
    await context.close();
  }
});

test('what is typed before the client takes the login page over is kept, and Prijava answers then', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info);
  const reads: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/') && reads.push(new URL(r.url()).pathname)));
  // React reports a hydration mismatch it cannot keep as an error (its development build's warnings: apps/web/test/hydration.test.ts).
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  const entry = await holdEntry(page);

  // 'commit': the entry, held back, keeps DOMContentLoaded from firing (a module script runs before it).
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Uporabniško ime ali e-pošta').fill(user.username);
  await page.getByLabel('Geslo', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  expect(await entry.hydrated()).toBe(false);
  await expect(page).toHaveURL(/\/login$/);
  entry.release();

  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await entry.hydrated()).toBe(true);
  // No session check before the login: the server said there was none (and no 401 in the console).
  expect(reads.indexOf('/api/login')).toBeGreaterThanOrEqual(0);
  expect(reads.slice(0, reads.indexOf('/api/login'))).not.toContain('/api/profile');
  expect(errors).toEqual([]);
});
