import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiCommunity, apiLogin, createGlobalAdmin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { standSetup } from '../support/stand.ts';

/*
 * axe-core (WCAG 2.1 A/AA) on every page of the spec at the project's width: no serious or critical
 * violation. Each page is scanned once its heading shows and no spinner is left.
 */

async function visit(page: Page, url: string, heading?: string | RegExp) {
  await page.goto(url);
  await settle(page, heading);
  await expectAccessible(page, url);
}

async function settle(page: Page, heading?: string | RegExp) {
  const h = heading ? page.getByRole('heading', { name: heading }) : page.getByRole('heading');
  await expect(h.first()).toBeVisible();
  await expect(page.locator('.spinner-border:visible')).toHaveCount(0);
}

/** Opens a modal with `opener`, scans it, then closes it with Escape. */
async function scanModal(page: Page, opener: Locator, label: string, fill?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Bootstrap fades a modal in: axe must see its final colours, not a blend with the page behind.
  const modal = page.locator('.modal.show');
  if (await modal.count()) {
    await expect(modal.first()).toHaveCSS('opacity', '1');
    await expect(modal.first().locator('.modal-dialog')).toHaveCSS('transform', 'none');
  }
  await fill?.(dialog);
  await expectAccessible(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a dropdown with `toggle`, scans it, then closes it with Escape. */
async function scanMenu(page: Page, toggle: Locator) {
  await toggle.click();
  await expect(page.locator('.dropdown-menu.show')).toBeVisible();
  await expectAccessible(page, `menu ${await toggle.textContent()}`);
  await page.keyboard.press('Escape');
  await expect(page.locator('.dropdown-menu.show')).toHaveCount(0);
}

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { 'X-CSRFToken': token }, data });
  expect(res.status()).toBe(201);
  return res.json();
}

test('logged-out pages have no serious or critical axe violation', async ({ page }) => {
  await visit(page, '/login');
  await visit(page, '/register');
  await visit(page, '/forgot-password');
  await visit(page, '/reset-password/neveljaven-zeton');
  await visit(page, '/terms', 'Pogoji uporabe');
  await visit(page, '/privacy', 'Politika zasebnosti');
  await visit(page, '/verify-email/neveljaven-zeton');
});

test('logged-in pages have no serious or critical axe violation', async ({ page, request }, info) => {
  // Some twenty pages, menus and modals, each scanned by axe: 50–60 s on a slow CI machine.
  test.setTimeout(120_000);
  const user = await verifiedUser(request, info, 'dostop');
  const token = await apiLogin(request, user);
  const community = await apiCommunity(request, token, uniqueName('Zbor dostopnosti', info), 'Public');
  const { event } = await post(request, token, '/api/events', {
    title: 'Vaja za polnočnico', date: '2030-01-10', time: '19:30', location: 'Župnijska dvorana',
    event_type: 'rehearsal', community_id: community.id, visibility: 'community',
  });
  await post(request, token, '/api/songs', { title: 'Sveta noč', composer: 'F. X. Gruber', category: 'Splošno', community_id: community.id });
  const { post: created } = await post(request, token, '/api/posts', { title: 'Vaja v četrtek', content: 'Dobimo se ob 19.00.', community_id: community.id });

  await logIn(page, user.username, user.password);
  await settle(page);
  await expectAccessible(page, 'dashboard');
  const create = isMobile(info) ? 'Nov dogodek' : 'Ustvari dogodek';
  await scanModal(page, page.getByRole('button', { name: create, exact: true }), 'create event modal');

  // The open menus: Skupine, Obvestila and the community switcher in the navbar, Več in the phone's bottom bar.
  const menus = isMobile(info)
    ? [page.getByRole('navigation', { name: 'Spodnji meni' }).getByRole('button', { name: 'Več' })]
    : [page.getByRole('button', { name: 'Skupine' }), page.getByRole('button', { name: /Obvestila/ }), page.locator('#active-community-menu')];
  for (const menu of menus) await scanMenu(page, menu);

  await visit(page, `/dashboard?event=${event.id}`, 'Vaja za polnočnico');
  await visit(page, '/songs');
  if (isMobile(info)) await scanMenu(page, page.locator('#songs-sort'));
  const addSong = isMobile(info) ? page.locator('.songs-fab') : page.getByRole('button', { name: 'Dodaj pesem' }).first();
  // With the "title required" error showing, so the error text is scanned too.
  await scanModal(page, addSong, 'add song modal', async (dialog) => {
    await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expect(dialog.getByText('Naslov pesmi je obvezen.').first()).toBeVisible();
  });
  await visit(page, '/posts');
  await scanModal(page, page.getByRole('button', { name: 'Nova objava' }), 'new post modal');
  await visit(page, `/posts/${created.id}`, 'Vaja v četrtek');
  await visit(page, '/notifications');
  await visit(page, '/profile', 'Moj profil');
  await visit(page, '/community/list');
  await visit(page, '/community/create');
  await visit(page, '/community/join');
  await visit(page, `/community/${community.id}`, community.name);
  await visit(page, `/manage-community/${community.id}`);
  await visit(page, `/community/${community.id}/invite`);
  await visit(page, `/community/${community.id}/performers`);
  await visit(page, '/performers');
  await scanModal(page, page.getByRole('button', { name: 'Dodaj izvajalca' }), 'add performer modal');
});

test('the global admin console has no serious or critical axe violation', async ({ page }, info) => {
  // Every tab of the console and its dialogs, each scanned by axe: 40 s and more on a slow CI machine.
  test.setTimeout(120_000);
  const admin = createGlobalAdmin(info);
  await logIn(page, admin.username, admin.password);
  await visit(page, '/global-admin', 'Globalno skrbništvo');
  for (const name of ['Nepotrjeni uporabniki', 'Skupine', 'Izvajalci', 'Povabila', 'Članstva v skupinah']) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await expectAccessible(page, `global admin tab ${name}`);
  }
});

test('the stand, the score viewer and the setlist editor have no serious or critical axe violation (issue 58, #25)', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const { owner, event, title } = await standSetup(request, info);
  await logIn(page, owner.username, owner.password);
  await page.goto(`/events/${event.id}/stand`);
  await expect(page.getByText('Kristus kraljuj E2E').first()).toBeVisible();
  await expect(page.locator('.spinner-border:visible')).toHaveCount(0);
  await expectAccessible(page, 'stand');

  // The score viewer, opened from the songbook: its scrolling pages are a named, focusable region.
  await visit(page, '/songs');
  await page.getByRole('button', { name: /^Zbor stojala .*\(4 pesmi\)$/ }).click();
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Možnosti za pesem Kristus kraljuj E2E' }).click();
    await page.getByRole('button', { name: 'Naloži note', exact: true }).click();
  } else {
    await page.getByRole('row').filter({ hasText: 'Kristus kraljuj E2E' }).getByRole('button', { name: /^(Naloži note|Note): / }).click();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Odpri', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Kristus kraljuj E2E', exact: true });
  await expect(viewer.getByRole('img', { name: 'Stran 1 od 2' })).toBeVisible({ timeout: 20_000 });
  const pages = viewer.getByRole('region', { name: 'Note pesmi Kristus kraljuj E2E' });
  await pages.focus();
  await expect(pages).toBeFocused();
  await expectAccessible(page, 'score viewer');
  await page.keyboard.press('Escape');

  // The setlist editor; on a phone its song picker, where songs already on the setlist keep full contrast.
  await page.goto(`/dashboard?event=${event.id}`);
  await settle(page, title);
  await page.getByRole('button', { name: 'Uredi setlisto' }).first().click();
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Dodaj pesmi' }).click();
    const picker = page.getByRole('dialog', { name: 'Dodaj pesmi' });
    await expect(picker.getByText('Že v setlisti').first()).toBeVisible();
    await expectAccessible(page, 'song picker');
  } else {
    await expect(page.getByRole('dialog', { name: `Setlista: ${title}` })).toBeVisible();
    await expectAccessible(page, 'setlist editor');
  }
});
