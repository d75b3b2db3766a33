import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 57, item 3, at both widths: on the 4th Sunday of Advent 2026 'Predlagaj po liturgiji'
 * leaves the Psalm empty with 'Ni primerne pesmi' rather than a Marian hymn sung there before,
 * and offers no Binkoštna song; in the setlist editor the Slava warning shows while the role is
 * chosen: beside the role field on a desktop, in the role dialog on a phone.
 */

const NO_GLORIA = 'Na ta dan se Slava ne poje.';

async function apiSong(request: APIRequestContext, token: string, communityId: number, title: string, category: string) {
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, category, community_id: communityId } });
  expect(res.status()).toBe(201);
  return (await res.json()).song as { id: number; title: string };
}

async function apiMass(request: APIRequestContext, token: string, communityId: number, title: string, date: string) {
  const res = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title, date, location: 'Župnijska cerkev', event_type: 'mass', community_id: communityId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).event.id as number;
}

test('the Mass plan leaves an unfitting part empty, and the Slava warning shows while the role is chosen', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const mobile = isMobile(info);
  const owner = await verifiedUser(request, info, 'fit');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, `Zbor primernih pesmi ${uniqueName('f', info)}`);
  const u = uniqueName('', info);
  const marian = await apiSong(request, token, community.id, `Zdrava, Marija ${u}`, 'Marijanska');
  const spirit = await apiSong(request, token, community.id, `Pridi, Sveti Duh ${u}`, 'Binkoštna');
  await apiSong(request, token, community.id, `Rorate caeli ${u}`, 'Adventna');
  const gloria = await apiSong(request, token, community.id, `Slava Bogu ${u}`, 'Splošno');
  // The history that put them in the wrong parts: the Marian hymn as the Psalm, 'Pridi, Sveti Duh' at Darovanje.
  const earlier = await apiMass(request, token, community.id, `Nedeljska maša ${u}`, '2026-11-15');
  const sl = await request.post('/api/setlists', {
    headers: { 'X-CSRFToken': token },
    data: { event_id: earlier, songs: [{ song_id: marian.id, song_role: 'Psalm' }, { song_id: spirit.id, song_role: 'Darovanje' }] },
  });
  expect(sl.status()).toBe(201);
  const title = `4. adventna ${u}`;
  const eventId = await apiMass(request, token, community.id, title, '2026-12-20');

  await logIn(page, owner.username, owner.password);
  await page.goto(`/dashboard?event=${eventId}`);
  const view = mobile ? page.locator('article.mev-view') : page.getByRole('article', { name: title });
  await expect(view.getByRole('region', { name: 'Liturgični dan' })).toContainText('4. adventna nedelja');

  const editor = page.getByRole('dialog', { name: `Setlista: ${title}` });
  await (mobile ? page : view).getByRole('button', { name: 'Uredi setlisto' }).click();
  await (mobile ? page : editor).getByRole('button', { name: 'Predlagaj po liturgiji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Predlog setliste po liturgiji' });
  const psalm = dialog.getByTestId('mass-plan-slot-Psalm');
  await expect(psalm).toContainText('Ni primerne pesmi');
  await expect(psalm.getByRole('radio')).toHaveCount(1);
  await expect(psalm.getByRole('radio', { name: 'Brez pesmi' })).toBeChecked();
  await expect(dialog.getByText(spirit.title)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`mass-plan-empty-${info.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Sprejmi predlog' }).click();
  await expect(dialog).toBeHidden();

  if (!mobile) {
    await editor.getByLabel('Išči pesmi').fill('Slava Bogu');
    await editor.getByRole('button', { name: `Dodaj pesem ${gloria.title}` }).click();
    const row = editor.getByRole('list', { name: 'Izbrane pesmi' }).getByRole('listitem').filter({ hasText: gloria.title });
    await row.getByLabel(`Vloga pesmi ${gloria.title}`).selectOption('Slava');
    // Beside the role just chosen, where the director is looking.
    await expect(row.getByRole('status')).toHaveText(NO_GLORIA);
    await expect(row.getByRole('status')).toBeInViewport();
    await page.screenshot({ path: info.outputPath(`role-warning-${info.project.name}.png`) });
    await row.getByLabel(`Vloga pesmi ${gloria.title}`).selectOption('Zaključna');
    await expect(row.getByRole('status')).toHaveText('');
    await row.getByLabel(`Vloga pesmi ${gloria.title}`).selectOption('Slava');
    await editor.getByRole('button', { name: 'Shrani setlisto' }).click();
    await expect(editor).toBeHidden();
    await expect(view.getByTestId('setlist-warnings')).toHaveText(NO_GLORIA);
  } else {
    await page.getByRole('button', { name: 'Dodaj pesmi' }).click();
    const picker = page.getByRole('dialog', { name: 'Dodaj pesmi' });
    await picker.getByLabel(gloria.title).check();
    await picker.getByRole('button', { name: 'Dodaj (1)' }).click();
    await expect(picker).toBeHidden();
    await page.getByLabel(`Izberi pesem ${gloria.title}`).check();
    await page.getByRole('button', { name: 'Vloga', exact: true }).click();
    const roleModal = page.getByRole('dialog', { name: `Vloga pesmi ${gloria.title}` });
    await roleModal.getByLabel('Vloga').selectOption('Slava');
    // In the role dialog, before it is applied.
    await expect(roleModal.getByRole('status')).toHaveText(NO_GLORIA);
    await page.screenshot({ path: info.outputPath(`role-warning-${info.project.name}.png`) });
    await roleModal.getByLabel('Vloga').selectOption('Zaključna');
    await expect(roleModal.getByRole('status')).toHaveText('');
    await roleModal.getByLabel('Vloga').selectOption('Slava');
    await roleModal.getByRole('button', { name: 'Potrdi' }).click();
    await expect(roleModal).toBeHidden();
    await page.getByRole('button', { name: 'Shrani in končaj' }).click();
    await expect(page.getByText('Setlista je shranjena.')).toBeVisible();
    await expect(page.getByTestId('setlist-warnings')).toHaveText(NO_GLORIA);
  }
});
