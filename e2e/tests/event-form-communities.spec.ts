import { expect, test, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/** Opens the create-event form from the dashboard (desktop header button, or the mobile list's). */
async function openCreateForm(page: Page, mobile: boolean) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: mobile ? 'Nov dogodek' : 'Ustvari dogodek' }).first().click();
  const form = page.getByRole('dialog', { name: 'Ustvari dogodek' });
  await expect(form).toBeVisible();
  return form;
}

test('the create-event form offers only communities where the user may create events, and says why (issue 18)', async ({ page, request, playwright }, info) => {
  const owner = await verifiedUser(request, info, 'skr');
  const member = await verifiedUser(request, info, 'pev');
  const token = await apiLogin(request, owner);
  const strict = await apiCommunity(request, token, uniqueName('Strogi zbor', info), 'Public');
  const open = await apiCommunity(request, token, uniqueName('Odprti zbor', info), 'Public');
  const opened = await request.put(`/api/communities/${open.id}`, { headers: { 'X-CSRFToken': token }, data: { name: open.name, allow_member_edits: true } });
  expect(opened.ok()).toBe(true);
  const memberApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const memberToken = await apiLogin(memberApi, member);
  const join = (id: number) => memberApi.post(`/api/communities/${id}/join`, { headers: { 'X-CSRFToken': memberToken }, data: {} });
  expect((await join(strict.id)).ok()).toBe(true);

  // A plain member of a community without member edits: no community to offer, and the form says why.
  await logIn(page, member.username, member.password);
  const mobile = isMobile(info);
  let form = await openCreateForm(page, mobile);
  // 'Skupina', with an asterisk once the visibility asks for a community.
  const community = form.getByRole('combobox', { name: /^Skupina/ });
  await expect(community.locator('option')).toHaveText(['Brez skupine']);
  await expect(community).toHaveAccessibleDescription(/V svojih skupinah ne morete ustvarjati dogodkov/);
  await expect(form.getByLabel('Vidnost')).toHaveValue('private');
  await form.getByRole('button', { name: 'Prekliči' }).click();

  // With a community that allows member edits, that one is offered and the other is not.
  expect((await join(open.id)).ok()).toBe(true);
  await memberApi.dispose();
  await page.reload();
  form = await openCreateForm(page, mobile);
  await expect(form.getByRole('combobox', { name: /^Skupina/ }).locator('option')).toHaveText(['Brez skupine', open.name]);
  await expect(form.getByText('Na seznamu so le skupine, v katerih lahko ustvarjate dogodke.')).toBeVisible();
  await form.getByLabel('Vidnost').selectOption('community');
  await form.getByRole('combobox', { name: /^Skupina/ }).selectOption(open.name);
  await form.getByLabel(/Naslov dogodka/).fill('Vaja odprtega zbora');
  await form.getByLabel(/Datum/).fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(/Lokacija/).fill('Kapela');
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Vaja odprtega zbora' }).first()).toBeVisible();
});
