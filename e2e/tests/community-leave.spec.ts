import { expect, test, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/** Issue 58, #7: "Zapusti skupino" with a confirmation; the last admin is told to hand over first. Both widths. */

const LAST_ADMIN = /Ste edini skrbnik te skupine, zato je ne morete zapustiti/;

async function openProfileGroups(page: Page, mobile: boolean) {
  await page.goto('/profile');
  if (mobile) await page.getByRole('tab', { name: 'Skupine' }).click();
}

test('a member leaves a group from its page and another from the profile; the last admin sees what to do', async ({ page, browser, request, playwright }, info) => {
  test.setTimeout(120_000);
  const mobile = isMobile(info);
  const leader = await verifiedUser(request, info, 'vodja');
  const singer = await verifiedUser(request, info, 'pevka');
  const token = await apiLogin(request, leader);
  const first = await apiCommunity(request, token, uniqueName('Zbor prvi', info), 'Public');
  const second = await apiCommunity(request, token, uniqueName('Zbor drugi', info), 'Public');
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const t = await apiLogin(api, singer);
  for (const c of [first, second]) expect((await api.post(`/api/communities/${c.id}/join`, { headers: { 'X-CSRFToken': t }, data: {} })).ok()).toBe(true);
  await api.dispose();

  // The singer leaves the first group from its page: the dialog asks, Prekliči keeps them in.
  await logIn(page, singer.username, singer.password);
  await page.goto(`/community/${first.id}`);
  await page.getByRole('button', { name: 'Zapusti skupino' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zapusti skupino' });
  await expect(dialog.getByText(`Ali res želite zapustiti skupino »${first.name}«?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Prekliči' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Zapusti skupino' }).click();
  await dialog.getByRole('button', { name: 'Zapusti', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/list$/);
  await expect(page.getByText('Zapustili ste skupino.')).toBeVisible();
  await expect(page.locator('article').filter({ hasText: first.name }).getByText('Član', { exact: true })).toHaveCount(0);

  // The profile lists only the second group, now primary; leaving it there works the same way.
  await openProfileGroups(page, mobile);
  await expect(page.getByText(first.name)).toHaveCount(0);
  const leaveSecond = page.getByRole('button', { name: `Zapusti skupino ${second.name}` });
  await expect(leaveSecond).toBeVisible();
  await leaveSecond.click();
  await dialog.getByRole('button', { name: 'Zapusti', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/list$/);
  await expect(page.getByText('Zapustili ste skupino.')).toBeVisible();
  await openProfileGroups(page, mobile);
  await expect(page.getByText('Niste član nobene skupine.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Zapusti skupino ${second.name}` })).toHaveCount(0);

  // The leader is the group's only admin: the refusal stays in the dialog, and they stay in the group.
  const leaderContext = await browser.newContext({ viewport: page.viewportSize()!, isMobile: mobile, hasTouch: mobile });
  const leaderPage = await leaderContext.newPage();
  await logIn(leaderPage, leader.username, leader.password);
  await leaderPage.goto(`/community/${first.id}`);
  await leaderPage.getByRole('button', { name: 'Zapusti skupino' }).click();
  const leaderDialog = leaderPage.getByRole('dialog', { name: 'Zapusti skupino' });
  await leaderDialog.getByRole('button', { name: 'Zapusti', exact: true }).click();
  await expect(leaderDialog.getByRole('alert')).toHaveText(LAST_ADMIN);
  await expect(leaderDialog.getByRole('alert')).toContainText('Upravljaj → Uporabniki drugemu članu dodelite vlogo »Administrator«');
  await leaderDialog.getByRole('button', { name: 'Prekliči' }).click();
  await expect(leaderDialog).toBeHidden();
  await expect(leaderPage).toHaveURL(new RegExp(`/community/${first.id}$`));
  await expect(leaderPage.getByRole('link', { name: 'Upravljaj' })).toBeVisible();
  await leaderContext.close();
});
