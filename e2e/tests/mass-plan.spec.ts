import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 22 at both widths: a mass on the First Sunday of Advent 2026 shows its liturgical day;
 * 'Predlagaj po liturgiji' offers no Slava and Adventna songs first; accepting writes the setlist
 * in Mass order; a song given the role Slava brings the warning, and the setlist still saves.
 */

const MASS_ORDER = ['Vstopna', 'Gospod usmili se', 'Slava', 'Psalm', 'Aleluja', 'Spev pred evangelijem', 'Darovanje', 'Svet', 'Jagnje Božje', 'Obhajilo', 'Zaključna', 'Dodatna'];

async function apiSong(request: APIRequestContext, token: string, communityId: number, title: string, category: string) {
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, category, community_id: communityId } });
  expect(res.status()).toBe(201);
  return (await res.json()).song as { id: number; title: string };
}

/** The roles shown on the saved setlist, in order. */
async function shownRoles(list: Locator, roleClass: string) {
  const items = list.getByRole('listitem');
  const roles: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const badge = items.nth(i).locator(roleClass);
    roles.push((await badge.count()) ? ((await badge.textContent()) ?? '').trim() : '');
  }
  return roles;
}

async function checkPlanDialog(page: Page, adventTitles: string[], christmasTitle: string) {
  const dialog = page.getByRole('dialog', { name: 'Predlog setliste po liturgiji' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1. adventna nedelja')).toBeVisible();
  await expect(dialog.getByTestId('mass-plan-slot-Vstopna')).toBeVisible();
  await expect(dialog.getByTestId('mass-plan-slot-Aleluja')).toBeVisible();
  // No Gloria on a Sunday of Advent.
  await expect(dialog.getByTestId('mass-plan-slot-Slava')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: /^Slava/ })).toHaveCount(0);
  // Adventna first: the entrance song's first suggestion is an Advent song, chosen.
  const entrance = dialog.getByTestId('mass-plan-slot-Vstopna').getByRole('radio');
  await expect(entrance.first()).toBeChecked();
  const firstLabel = (await dialog.getByTestId('mass-plan-slot-Vstopna').locator('label').first().textContent()) ?? '';
  expect(adventTitles.some((t) => firstLabel.includes(t)), firstLabel).toBe(true);
  expect(firstLabel).toContain('Adventna');
  await expect(dialog.getByText(christmasTitle)).toHaveCount(0);
  return dialog;
}

test('the liturgical plan of a mass on the First Sunday of Advent 2026', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const mobile = isMobile(info);
  const owner = await verifiedUser(request, info, 'lit');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, `Zbor liturgije ${uniqueName('l', info)}`);
  const u = uniqueName('', info);
  const advent = [await apiSong(request, token, community.id, `Rorate caeli ${u}`, 'Adventna'), await apiSong(request, token, community.id, `Pripravite pot Gospodu ${u}`, 'Adventna')];
  const christmas = await apiSong(request, token, community.id, `Sveta noč ${u}`, 'Božična');
  await apiSong(request, token, community.id, `Hvalite Gospoda ${u}`, 'Splošno');
  await apiSong(request, token, community.id, `Jezus, ti si moj ${u}`, 'Evharistična');
  const gloria = await apiSong(request, token, community.id, `Slava Bogu ${u}`, 'Splošno');

  await logIn(page, owner.username, owner.password);

  // Create the mass through the event form.
  const title = `Adventna maša ${u}`;
  await page.getByRole('button', { name: mobile ? 'Nov dogodek' : 'Ustvari dogodek', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Naslov dogodka').fill(title);
  await form.getByLabel('Datum').fill('2026-11-29');
  await form.getByLabel('Lokacija').fill('Župnijska cerkev');
  await form.getByLabel('Skupina').selectOption({ label: community.name });
  await form.getByLabel('Vrsta dogodka').selectOption('mass');
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\?event=\d+$/);

  // The event shows its liturgical day: name, colour mark, season, cycle.
  const view = mobile ? page.locator('article.mev-view') : page.getByRole('article', { name: title });
  const dayInfo = view.getByRole('region', { name: 'Liturgični dan' });
  await expect(dayInfo).toContainText('1. adventna nedelja');
  await expect(dayInfo).toContainText('Advent');
  await expect(dayInfo).toContainText('Leto B');
  await expect(dayInfo.getByRole('img', { name: 'Liturgična barva: vijolična' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`event-view-${info.project.name}.png`) });

  if (!mobile) {
    await view.getByRole('button', { name: 'Uredi setlisto' }).click();
    const editor = page.getByRole('dialog', { name: `Setlista: ${title}` });
    await editor.getByRole('button', { name: 'Predlagaj po liturgiji' }).click();
    const dialog = await checkPlanDialog(page, advent.map((s) => s.title), christmas.title);
    await page.screenshot({ path: info.outputPath(`mass-plan-${info.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Sprejmi predlog' }).click();
    await expect(dialog).toBeHidden();
    // The editor holds the written setlist in Mass order.
    const selected = editor.getByRole('list', { name: 'Izbrane pesmi' }).getByRole('listitem');
    await expect(selected.first()).toContainText(/Rorate caeli|Pripravite pot Gospodu/);
    await expect(editor.getByLabel(/^Vloga pesmi /).first()).toHaveValue('Vstopna');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    const list = view.getByRole('list', { name: 'Pesmi setliste' });
    await expect(list.getByRole('listitem').first()).toContainText(/Rorate caeli|Pripravite pot Gospodu/);
    const roles = await shownRoles(list, '.setlist-role');
    expect(roles.length).toBeGreaterThanOrEqual(4);
    expect(roles).toEqual([...roles].sort((a, b) => MASS_ORDER.indexOf(a) - MASS_ORDER.indexOf(b)));
    expect(roles).not.toContain('Slava');

    // A song as Slava: the warning, and the setlist still saves.
    await view.getByRole('button', { name: 'Uredi setlisto' }).click();
    await editor.getByLabel('Išči pesmi').fill('Slava Bogu');
    await editor.getByRole('button', { name: `Dodaj pesem ${gloria.title}` }).click();
    await expect(editor.getByText('Na ta dan se Slava ne poje.')).toHaveCount(0);
    await editor.getByLabel(`Vloga pesmi ${gloria.title}`).selectOption('Slava');
    await expect(editor.getByTestId('setlist-warnings')).toHaveText('Na ta dan se Slava ne poje.');
    await editor.getByRole('button', { name: 'Shrani setlisto' }).click();
    await expect(editor).toBeHidden();
    await expect(list.getByRole('listitem').filter({ hasText: gloria.title })).toContainText('Slava');
    // The saved setlist carries the server's warning on the card as well.
    await expect(view.getByTestId('setlist-warnings')).toHaveText('Na ta dan se Slava ne poje.');
  } else {
    await page.getByRole('button', { name: 'Uredi setlisto' }).click();
    await page.getByRole('button', { name: 'Predlagaj po liturgiji' }).click();
    const dialog = await checkPlanDialog(page, advent.map((s) => s.title), christmas.title);
    await page.screenshot({ path: info.outputPath(`mass-plan-${info.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Sprejmi predlog' }).click();
    await expect(dialog).toBeHidden();
    const titles = page.getByRole('list', { name: 'Pesmi setliste' }).locator('.mev-song__title');
    await expect(titles.first()).toHaveText(/Rorate caeli|Pripravite pot Gospodu/);

    // A song as Slava: the warning in edit mode, and the setlist still saves.
    await page.getByRole('button', { name: 'Dodaj pesmi' }).click();
    const picker = page.getByRole('dialog', { name: 'Dodaj pesmi' });
    await picker.getByLabel(gloria.title).check();
    await picker.getByRole('button', { name: 'Dodaj (1)' }).click();
    await expect(picker).toBeHidden();
    await page.getByLabel(`Izberi pesem ${gloria.title}`).check();
    await page.getByRole('button', { name: 'Vloga', exact: true }).click();
    const roleModal = page.getByRole('dialog', { name: `Vloga pesmi ${gloria.title}` });
    await roleModal.getByLabel('Vloga').selectOption('Slava');
    await roleModal.getByRole('button', { name: 'Potrdi' }).click();
    await expect(page.getByTestId('setlist-warnings').getByText('Na ta dan se Slava ne poje.')).toBeVisible();
    await page.getByRole('button', { name: 'Shrani in končaj' }).click();
    await expect(page.getByText('Setlista je shranjena.')).toBeVisible();

    const list = page.getByRole('list', { name: 'Pesmi setliste' });
    await expect(list.getByRole('listitem').filter({ hasText: gloria.title })).toContainText('Slava');
    const roles = (await shownRoles(list, '.mev-role')).filter((r) => r !== 'Slava');
    expect(roles.length).toBeGreaterThanOrEqual(4);
    expect(roles).toEqual([...roles].sort((a, b) => MASS_ORDER.indexOf(a) - MASS_ORDER.indexOf(b)));
  }
});
