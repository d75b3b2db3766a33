import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiCommunity, apiLogin, createGlobalAdmin, isMobile, logIn, PASSWORD, uniqueName, verifiedUser } from '../support/fixtures.ts';

/** A fresh registration through the API: the account stays unverified. */
async function registerUnverified(request: APIRequestContext, info: TestInfo) {
  const username = uniqueName('novinec', info);
  const csrf = (await (await request.get('/api/get-csrf-token')).json()).csrf_token;
  const res = await request.post('/api/auth/register', {
    headers: { 'X-CSRFToken': csrf },
    data: { username, email: `${username}@zbor.test`.toLowerCase(), password: PASSWORD, terms_accepted: true },
  });
  expect(res.status()).toBe(201);
  return username;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** Users and Admins of a community in the statistics' Users per Community table. */
async function expectCounts(page: Page, community: string, users: string, admins: string) {
  const cells = row(page.getByRole('table', { name: 'Uporabniki po skupinah' }), community).getByRole('cell');
  await expect(cells.nth(1)).toHaveText(users);
  await expect(cells.nth(2)).toHaveText(admins);
}

test('global admin: verify and approve a new user, invite, change a role and see the statistics follow', async ({ page, request }, info) => {
  const newcomer = await registerUnverified(request, info);
  const admin = createGlobalAdmin(info);
  const token = await apiLogin(request, admin);
  const community = await apiCommunity(request, token, `Zbor ${uniqueName('skrb', info)}`);

  await logIn(page, admin.username, admin.password);
  if (isMobile(info)) {
    await page.getByRole('navigation', { name: 'Spodnji meni' }).getByRole('button', { name: 'Več' }).click();
    await page.getByRole('link', { name: 'Skrbništvo' }).click();
  } else {
    await page.getByRole('link', { name: 'Skrbništvo' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Globalno skrbništvo' })).toBeVisible();
  // Found by the search: after the other specs there are more users than one page holds.
  const search = page.getByPlaceholder('Išči po uporabniškem imenu, e-pošti ali imenu');
  await search.fill(newcomer);
  await expect(row(page, newcomer)).toBeVisible();
  await search.fill('');

  // Unverified Users: Approve waits for a verified e-mail and a community.
  await openTab(page, 'Nepotrjeni uporabniki');
  const pending = row(page, newcomer);
  await expect(pending.getByRole('button', { name: 'Odobri' })).toBeDisabled();
  await pending.getByRole('button', { name: 'Odobri' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Pred odobritvijo mora biti e-poštni naslov potrjen in skupina dodeljena.');
  // The tooltip goes when the pointer leaves; on a phone's narrow card it would cover the next button.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await pending.getByRole('button', { name: 'Pošlji potrditev' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-pošta za potrditev je poslana.' })).toBeVisible();
  await pending.getByRole('button', { name: 'Potrdi e-pošto' }).click();
  await expect(pending.getByRole('button', { name: 'Potrdi e-pošto' })).toBeDisabled();
  await expect(pending.getByRole('button', { name: 'Odobri' })).toBeDisabled();
  await pending.getByLabel(`Dodeli skupino: ${newcomer}`).selectOption({ label: community.name });
  await pending.getByRole('button', { name: 'Dodeli', exact: true }).click();
  // Verified and now in a group, the account is approved by that (docs/decisions.md, "Approval";
  // issue 58, #9) and leaves the list of unconfirmed users.
  await expect(row(page, newcomer)).toHaveCount(0);

  // Users: the newcomer is verified, approved and in the community.
  await openTab(page, 'Uporabniki');
  await page.getByPlaceholder('Išči po uporabniškem imenu').fill(newcomer);
  await expect(row(page, newcomer)).toHaveCount(1);
  await expect(row(page, newcomer).getByText(community.name)).toBeVisible();
  await expect(row(page, newcomer).getByRole('cell').nth(7)).toHaveText('Da');

  // A save the server refuses puts its reason beside the field, and the focus there (issue 57, #4).
  await row(page, newcomer).getByRole('button', { name: 'Uredi' }).click();
  const edit = page.getByRole('dialog', { name: 'Uredi uporabnika' });
  const email = edit.getByLabel('E-pošta', { exact: true });
  await email.fill(admin.email);
  await edit.getByRole('button', { name: 'Shrani spremembe' }).click();
  await expect(email).toHaveClass(/is-invalid/);
  await expect(edit.getByText('Ta e-poštni naslov je že registriran.')).toBeVisible();
  await expect(email).toBeFocused();
  await edit.getByRole('button', { name: 'Prekliči' }).click();
  await expect(edit).toBeHidden();

  // Invitations: Create New Invitation, validated, then listed as Active.
  await openTab(page, 'Povabila');
  await page.getByRole('button', { name: '+ Ustvari povabilo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo povabilo' });
  await expect(dialog.getByLabel('Nastavi kot primarno skupino')).toBeChecked();
  await dialog.getByRole('button', { name: 'Ustvari povabilo' }).click();
  await expect(dialog.getByText('E-poštni naslov je obvezen.')).toBeVisible();
  await expect(dialog.getByText('Izberite skupino.')).toBeVisible();
  const invited = `${uniqueName('gost', info)}@zbor.test`.toLowerCase();
  await dialog.getByLabel('E-pošta', { exact: true }).fill(invited);
  await dialog.getByLabel('Skupina', { exact: true }).selectOption({ label: community.name });
  await dialog.getByRole('button', { name: 'Ustvari povabilo' }).click();
  await expect(dialog).toBeHidden();
  const invitation = row(page, invited);
  await expect(invitation.getByText('Veljavno', { exact: true })).toBeVisible();
  await expect(invitation.getByText(/^še 6 d 23 h$/)).toBeVisible();
  await expect(invitation.getByText(admin.username)).toBeVisible();

  // Statistics before: the community has one admin (its creator) and two members.
  await openTab(page, 'Članstva v skupinah');
  await page.getByRole('tab', { name: 'Statistika' }).click();
  await expectCounts(page, community.name, '2', '1');

  // Associations: filter to the community, make the newcomer an admin (with confirmation).
  await page.getByRole('tab', { name: 'Članstva', exact: true }).click();
  await page.getByLabel('Skupina', { exact: true }).selectOption({ label: community.name });
  await expect(page.getByText('Prikazano 2 od')).toBeVisible();
  const membership = row(page, newcomer);
  await expect(membership.getByText('Član', { exact: true })).toBeVisible();
  await membership.getByRole('button', { name: 'Nastavi za skrbnika' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Ali želite uporabniku ${newcomer}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Potrdi' }).click();
  await expect(membership.getByText('Skrbnik skupine', { exact: true })).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Nastavi za člana' })).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Odstrani' })).toBeDisabled();

  // Statistics after: two admins in the community.
  await page.getByRole('tab', { name: 'Statistika' }).click();
  await expectCounts(page, community.name, '2', '2');
});

test('everyone else sees Unauthorized Access on /global-admin and no Skrbništvo link', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'clan');
  await logIn(page, user.username, user.password);
  await page.goto('/global-admin');
  await expect(page.getByText('Dostop ni dovoljen: nimate dovoljenja za ogled te strani.')).toBeVisible();
  await expect(page).toHaveURL(/\/global-admin$/);
  await expect(page.getByRole('link', { name: 'Skrbništvo' })).toHaveCount(0);
});
