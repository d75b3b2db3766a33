import { expect, test } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/* Issue 58, found by a new user: what an empty songbook says when songs are added to a setlist. */

test('logged-out pages ask for no one’s events and log no error (issue 58, #14)', async ({ page }) => {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  // The pages' own answers to a bad token (400, 404) are what they show; a 401 is a session asked for.
  page.on('console', (m) => m.type() === 'error' && !/status of 40[04]/.test(m.text()) && errors.push(m.text()));
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/events') && apiCalls.push(r.url()));
  page.on('response', (r) => r.status() === 401 && errors.push(`${r.status()} ${new URL(r.url()).pathname}`));
  for (const path of ['/login', '/register', '/forgot-password', '/verify-email/neveljaven-zeton', '/reset-password/neveljaven-zeton', '/rsvp/neveljaven-zeton']) {
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    // The service worker registers after load and used to start the offline copy for nobody.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForTimeout(1500);
  }
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('adding songs from an empty songbook says the songbook is empty, not that a search found nothing (issue 58, #19)', async ({ page, request }, info) => {
  const mobile = isMobile(info);
  const user = await verifiedUser(request, info, 'prazna');
  const token = await apiLogin(request, user);
  const created = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title: 'Vaja brez pesmi', date: '2030-02-05', time: '19:30', location: 'Kor', visibility: 'private' },
  });
  const eventId = (await created.json()).event.id as number;
  await logIn(page, user.username, user.password);
  await page.goto(`/dashboard?event=${eventId}`);
  await page.getByRole('button', { name: 'Uredi setlisto' }).first().click();
  if (mobile) {
    await page.getByRole('button', { name: 'Dodaj pesmi' }).click();
    const picker = page.getByRole('dialog', { name: 'Dodaj pesmi' });
    await expect(picker.getByText('V pesmarici še ni pesmi. Dodate jih v Pesmarici.')).toBeVisible();
    await picker.getByLabel('Išči pesmi').fill('Ave');
    await expect(picker.getByText('Ni pesmi, ki bi ustrezale iskanju.')).toBeVisible();
  } else {
    const editor = page.getByRole('dialog', { name: 'Setlista: Vaja brez pesmi' });
    await expect(editor.getByText('V pesmarici še ni pesmi. Dodate jih v Pesmarici.')).toBeVisible();
    await editor.getByLabel('Išči pesmi').fill('Ave');
    await expect(editor.getByText('Ni pesmi, ki bi ustrezale iskanju.')).toBeVisible();
  }
});

test('a song saved to the group’s songbook shows there at once (issue 58, #4)', async ({ page, request }, info) => {
  const mobile = isMobile(info);
  const user = await verifiedUser(request, info, 'zbirka');
  const token = await apiLogin(request, user);
  const choir = await apiCommunity(request, token, uniqueName('Zbor pesmarice', info), 'Public');
  await logIn(page, user.username, user.password);
  await page.goto('/songs');
  if (mobile) await page.locator('.songs-fab').click();
  else await page.getByRole('button', { name: 'Dodaj pesem' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Naslov').fill('Pridi, Sveti Duh');
  await dialog.getByLabel('Shrani v').selectOption({ label: choir.name });
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(dialog).toBeHidden();
  const titles = mobile ? page.locator('.song-item__title') : page.getByTestId('song-row').locator('.songs-table__title');
  await expect(titles).toHaveText(['Pridi, Sveti Duh']);
  if (!mobile) await expect(page.getByText('ki ste jih v to pesmarico dodali vi')).toBeVisible();
});
