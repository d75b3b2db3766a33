import { expect, test } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { linkFromOutbox } from '../support/outbox.ts';

test('create a community, invite a new address, register through the mailed link, manage the new member', async ({ page, browser, request }, info) => {
  const admin = await verifiedUser(request, info, 'vodja');
  const communityName = `Zbor ${uniqueName('e2e', info)}`;
  await logIn(page, admin.username, admin.password);

  // Create: the creator lands on the manage page as its administrator.
  await page.goto('/community/create');
  await page.getByRole('button', { name: 'Ustvari skupino' }).click();
  await expect(page.getByText('Ime skupine je obvezno.').first()).toBeVisible();
  await page.getByLabel('Ime skupine').fill('Ab');
  await page.getByRole('button', { name: 'Ustvari skupino' }).click();
  await expect(page.getByText('Ime mora vsebovati vsaj 3 znake.').first()).toBeVisible();
  await page.getByLabel('Ime skupine').fill(communityName);
  await page.getByLabel('Opis').fill('Poje pri nedeljski maši.');
  await page.getByRole('button', { name: 'Ustvari skupino' }).click();
  await expect(page.getByText('Skupina je ustvarjena.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/manage-community\/\d+$/, { timeout: 10_000 });
  const communityId = Number(page.url().split('/').pop());
  await expect(page.getByText(communityName).first()).toBeVisible();

  // Invite a new address.
  const email = `${uniqueName('nova', info)}@zbor.test`.toLowerCase();
  await page.goto(`/community/${communityId}/invite`);
  await page.getByLabel('E-poštni naslov').fill('ni-naslov');
  await page.getByRole('button', { name: 'Pošlji povabilo' }).click();
  await expect(page.getByText('Vnesite veljaven e-poštni naslov.').first()).toBeVisible();
  await page.getByLabel('E-poštni naslov').fill(email);
  await page.getByRole('button', { name: 'Pošlji povabilo' }).click();
  // Issue 53, #3: the same answer whether or not the address has an account (the mail tells them apart).
  await expect(page.getByText(/Na ta naslov bo prišla e-pošta s povezavo za pridružitev skupini/).first()).toBeVisible();

  // The invitee registers through the link in a browser of their own and is logged in.
  const link = await linkFromOutbox(email, '/verify-or-invite/');
  const guestContext = await browser.newContext({ viewport: page.viewportSize()! });
  const guest = await guestContext.newPage();
  const newName = uniqueName('cecilija', info);
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByLabel('E-poštni naslov')).toHaveValue(email);
  await guest.getByLabel('Uporabniško ime').fill(newName);
  await guest.getByLabel('Geslo', { exact: true }).fill('1234567');
  await guest.getByLabel('Potrditev gesla').fill('1234567');
  await guest.getByRole('button', { name: 'Registracija in pridružitev' }).click();
  await expect(guest.getByText('Geslo mora vsebovati vsaj 8 znakov.').first()).toBeVisible();
  await guest.getByLabel('Geslo', { exact: true }).fill('12345678');
  await guest.getByLabel('Potrditev gesla').fill('12345679');
  await guest.getByRole('button', { name: 'Registracija in pridružitev' }).click();
  await expect(guest.getByText('Gesli se ne ujemata.').first()).toBeVisible();
  await guest.getByLabel('Potrditev gesla').fill('12345678');
  await guest.getByRole('button', { name: 'Registracija in pridružitev' }).click();
  await expect(guest.getByText('Registracija je uspela in pridružili ste se skupini.').first()).toBeVisible();
  await expect(guest).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await guest.goto('/community/list');
  const card = guest.locator('article, .card, li').filter({ hasText: communityName }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Član', { exact: true })).toBeVisible();
  await guestContext.close();

  // The inviter is told, and manages the new member: role both ways, then removal.
  await page.goto(`/manage-community/${communityId}`);
  await page.getByRole('tab', { name: 'Uporabniki' }).click();
  const row = page.locator('tr, .list-group-item').filter({ hasText: newName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Nastavi za administratorja' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Spremeni vlogo' }).click();
  await expect(row.getByText('Administrator')).toBeVisible();
  await row.getByRole('button', { name: 'Nastavi za člana' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Spremeni vlogo' }).click();
  await expect(row.getByText('Član', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Odstrani' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odstrani' }).click();
  await expect(row).toHaveCount(0);
  // The admin's own row cannot be removed.
  const own = page.locator('tr, .list-group-item').filter({ hasText: admin.username });
  await expect(own.getByRole('button', { name: 'Odstrani' })).toBeDisabled();

  if (!isMobile(info)) {
    await page.getByRole('button', { name: /Obvestila/ }).click();
    await expect(page.locator('.dropdown-menu.show').getByText(/je sprejel\(a\) povabilo/)).toBeVisible();
  }
});

test('join a public community from the join page', async ({ page, request }, info) => {
  const owner = await verifiedUser(request, info, 'lastnik');
  const token = await apiLogin(request, owner);
  const name = `Javni zbor ${uniqueName('j', info)}`;
  await apiCommunity(request, token, name, 'Public');

  const singer = await verifiedUser(request, info, 'pevka');
  await logIn(page, singer.username, singer.password);
  await page.goto('/community/join');
  await page.getByPlaceholder('Išči po imenu ali opisu').fill(name);
  await page.getByText(name).click();
  await page.getByRole('button', { name: `Pridruži se: ${name}` }).click();
  await expect(page.getByText('Pridružili ste se skupini.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard)?$/, { timeout: 10_000 });
  await page.goto('/community/list');
  const card = page.locator('article, .card, li').filter({ hasText: name }).first();
  await expect(card.getByText('Član', { exact: true })).toBeVisible();
});

test('performers: create with an image, edit, delete', async ({ page, request }, info) => {
  const admin = await verifiedUser(request, info, 'izv');
  const token = await apiLogin(request, admin);
  const community = await apiCommunity(request, token, `Zbor izvajalcev ${uniqueName('p', info)}`);
  await logIn(page, admin.username, admin.password);
  await page.goto('/performers');
  await expect(page.getByLabel('Filtriraj po skupini')).toBeVisible();
  await expect(page.getByText('Ni izvajalcev.')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj izvajalca' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Nov izvajalec')).toBeVisible();
  await modal.getByRole('button', { name: 'Ustvari' }).click();
  await expect(modal.getByText('Izvajalec mora imeti ime.').first()).toBeVisible();
  await modal.getByLabel('Ime').fill('Ana Horvat');
  await modal.getByLabel('Opis').fill('Sopran');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
  await modal.getByLabel('Slika').setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: png });
  await modal.getByRole('button', { name: 'Ustvari' }).click();
  const card = page.locator('article').filter({ hasText: 'Ana Horvat' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Slika izvajalca Ana Horvat' })).toHaveAttribute('src', /\/api\/uploads\/performer-images\//);
  await expect(card.getByText(community.name)).toBeVisible();

  await card.getByRole('button', { name: 'Uredi' }).click();
  await expect(page.getByRole('dialog').getByText('Uredi izvajalca')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Ime').fill('Ana Horvat Novak');
  await page.getByRole('dialog').getByRole('button', { name: 'Shrani' }).click();
  const renamed = page.locator('article').filter({ hasText: 'Ana Horvat Novak' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Izbriši' }).click();
  await expect(page.getByText('Ali ste prepričani, da želite izbrisati tega izvajalca? Tega dejanja ni mogoče razveljaviti.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Izbriši' }).click();
  await expect(page.getByText('Ni izvajalcev.')).toBeVisible();
});

test('an unusable invitation link leads to the error page with its kind', async ({ page }) => {
  await page.goto(`/verify-or-invite/${'x'.repeat(43)}`);
  await expect(page).toHaveURL(/\/invitation-error\?error=invalid/);
  await expect(page.getByText(/Povezava povabila je neveljavna/)).toBeVisible();
  await page.goto('/accept-invitation');
  await expect(page.getByText(/Manjkajoči podatki o povabilu/)).toBeVisible();
});

test('a used invitation opened while logged in does not send to the login (issue 58, #13)', async ({ page, request }, info) => {
  await page.goto('/invitation-error?error=used');
  await expect(page.getByText('Povabilo je že bilo uporabljeno. Če ste ga sprejeli vi, se prijavite.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Na prijavo' })).toBeVisible();
  const user = await verifiedUser(request, info, 'vabljen');
  await logIn(page, user.username, user.password);
  await page.goto('/invitation-error?error=used');
  await expect(page.getByText('Povabilo je že bilo uporabljeno. Če ste ga sprejeli vi, skupino najdete med svojimi skupinami.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Na prijavo' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Moje skupine' })).toHaveAttribute('href', '/community/list');
});

test('an existing user opens the invitation logged out, logs in and accepts', async ({ page, request }, info) => {
  const admin = await verifiedUser(request, info, 'vabi');
  const invitee = await verifiedUser(request, info, 'gost');
  const token = await apiLogin(request, admin);
  const community = await apiCommunity(request, token, `Zbor povabil ${uniqueName('a', info)}`);
  const res = await request.post(`/api/communities/${community.id}/invites`, { headers: { 'X-CSRFToken': token }, data: { email: invitee.email } });
  expect((await res.json()).is_new_user).toBe(false);
  const link = await linkFromOutbox(invitee.email, '/accept-invitation?token=');

  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText(community.name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await page.getByLabel('Uporabniško ime ali e-pošta').fill(invitee.username);
  await page.getByLabel('Geslo', { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page).toHaveURL(/\/invitation\?/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Sprejmi povabilo' }).click();
  await expect(page.getByText('Povabilo je sprejeto. Dobrodošli v skupini!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard)?$/, { timeout: 10_000 });
  await page.goto(`/community/${community.id}`);
  await expect(page.getByRole('heading', { name: community.name })).toBeVisible();
});

test('performers of one community: add, inline edit, image upload, delete', async ({ page, request }, info) => {
  const admin = await verifiedUser(request, info, 'izvs');
  const token = await apiLogin(request, admin);
  const community = await apiCommunity(request, token, `Zbor s solisti ${uniqueName('s', info)}`);
  await logIn(page, admin.username, admin.password);
  await page.goto(`/manage-community/${community.id}`);
  // The page's own link shows once the community has loaded; until then only the navbar's is there.
  await expect(page.getByRole('heading', { name: community.name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Izvajalci' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/${community.id}/performers$`));
  await expect(page.getByText('Ni izvajalcev.')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj izvajalca' }).click();
  await expect(page.getByText('Izvajalec mora imeti ime.').first()).toBeVisible();
  await page.getByLabel('Ime novega izvajalca').fill('Luka Zupan');
  await page.getByLabel('Opis novega izvajalca').fill('Tenor');
  await page.getByRole('button', { name: 'Dodaj izvajalca' }).click();
  const item = page.getByTestId('community-performer').filter({ hasText: 'Luka Zupan' });
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Uredi' }).click();
  await item.getByLabel('Ime', { exact: true }).fill('Luka Zupan ml.');
  await item.getByRole('button', { name: 'Shrani' }).click();
  const renamed = page.getByTestId('community-performer').filter({ hasText: 'Luka Zupan ml.' });
  await expect(renamed.getByRole('button', { name: 'Uredi' })).toBeVisible();

  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
  await renamed.getByLabel('Slika za Luka Zupan ml.').setInputFiles({ name: 'luka.png', mimeType: 'image/png', buffer: png });
  await expect(renamed.locator('img[src*="/api/uploads/performer-images/"]')).toBeVisible();

  await renamed.getByRole('button', { name: 'Izbriši' }).click();
  await expect(page.getByText('Ali ste prepričani, da želite izbrisati tega izvajalca? Tega dejanja ni mogoče razveljaviti.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Izbriši' }).click();
  await expect(page.getByText('Ni izvajalcev.')).toBeVisible();
});
