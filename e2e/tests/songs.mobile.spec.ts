import { expect, test, type Locator } from '@playwright/test';
import { apiCommunity, apiLogin, logIn, verifiedUser } from '../support/fixtures.ts';

/** The open menu hangs from its ⋮ button: right edges aligned, just below it or (near the bottom) just above. */
async function expectMenuAt(toggle: Locator, menu: Locator) {
  await expect(menu).toBeVisible();
  const button = (await toggle.boundingBox())!;
  const box = (await menu.boundingBox())!;
  expect(Math.abs(box.x + box.width - (button.x + button.width))).toBeLessThanOrEqual(4);
  const below = Math.abs(box.y - (button.y + button.height));
  const above = Math.abs(box.y + box.height - button.y);
  expect(Math.min(below, above)).toBeLessThanOrEqual(8);
}

test("each song's ⋮ menu opens at its button the first time, after switching to a community's tab too (issue 18)", async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'meni');
  const token = await apiLogin(request, user);
  const community = await apiCommunity(request, token, `Zbor ${user.username}`);
  for (const title of ['Angelsko češčenje', 'Blagoslovljena', 'Čuj, angelov glas', 'Dobri pastir', 'Evharistija', 'Gospod je moj pastir']) {
    const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, community_id: community.id } });
    expect(res.status()).toBe(201);
  }
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title: 'Moja pesem' } });
  expect(res.status()).toBe(201);

  await logIn(page, user.username, user.password);
  await page.goto('/songs');
  await expect(page.locator('.song-item__title')).toHaveText(['Moja pesem']);
  await page.getByRole('button', { name: community.name }).click();
  await expect(page.locator('.song-item__title')).toHaveCount(6);

  const menu = page.locator('.song-item .dropdown-menu.show');
  for (const title of ['Dobri pastir', 'Angelsko češčenje', 'Gospod je moj pastir', 'Dobri pastir']) {
    const toggle = page.getByRole('button', { name: `Možnosti za pesem ${title}` });
    await toggle.click();
    await expectMenuAt(toggle, menu);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
});
