import { expect, test } from '@playwright/test';
import { apiLogin, isMobile, logIn, verifiedUser } from '../support/fixtures.ts';

/* Issue 58, found by a new user: what an empty songbook says when songs are added to a setlist. */

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
