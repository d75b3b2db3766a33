import { expect, test } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 23, attendance as the leader keeps it, at both widths: a member enters an absence in the
 * profile; the organizer sees a voice part below its minimum, sets a member's status for them (the
 * list says who set it), and sees the absent member marked in the picker, asked before adding.
 */

/** A day counted from today in the app's zone, as YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + offset * 86_400_000));
const sl = (iso: string) => iso.split('-').map(Number).reverse().join('. ');

test('leader-set status, voice parts below their minimum, an absence marked in the picker', async ({ page, request, playwright }, info) => {
  test.setTimeout(120_000);
  const mobile = isMobile(info);
  const leader = await verifiedUser(request, info, 'vodja');
  const tenor = await verifiedUser(request, info, 'tenor');
  const away = await verifiedUser(request, info, 'odsoten');

  const token = await apiLogin(request, leader);
  const headers = { 'X-CSRFToken': token };
  expect((await request.put('/api/profile', { headers, data: { email: leader.email, display_name: 'Zborovodja Ana' } })).ok()).toBe(true);
  const community = await apiCommunity(request, token, uniqueName('Zbor glasov', info), 'Public');
  for (const member of [tenor, away]) {
    const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const t = await apiLogin(api, member);
    expect((await api.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': t }, data: {} })).ok()).toBe(true);
    await api.dispose();
  }
  expect((await request.put(`/api/communities/${community.id}`, { headers, data: { name: community.name, voice_part_minimums: { Tenor: 2 } } })).ok()).toBe(true);
  expect((await request.put(`/api/communities/${community.id}/voice-parts/${(await (await request.get(`/api/communities/${community.id}/users`)).json()).users.find((u: { username: string }) => u.username === tenor.username).id}`, { headers, data: { voice_part: 'Tenor' } })).ok()).toBe(true);
  const created = await request.post('/api/events', { headers, data: { title: 'Vaja za koncert', date: day(5), time: '19:30', location: 'Kor', community_id: community.id, visibility: 'community' } });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).event.id as number;
  const users = (await (await request.get(`/api/communities/${community.id}/users`)).json()).users as { id: number; username: string }[];
  const tenorId = users.find((u) => u.username === tenor.username)!.id;
  expect((await request.post(`/api/events/${eventId}/attendees`, { headers, data: { user_ids: [tenorId] } })).ok()).toBe(true);

  // The absent member enters the absence in the profile.
  await logIn(page, away.username, away.password);
  await page.goto('/profile');
  if (mobile) await page.getByRole('tab', { name: 'Odsotnost' }).click();
  await page.getByLabel('Od', { exact: true }).fill(day(4));
  await page.getByLabel('Do', { exact: true }).fill(day(6));
  await page.getByLabel('Opomba (neobvezno)').fill('Službena pot');
  await page.getByRole('button', { name: 'Dodaj odsotnost' }).click();
  const absences = page.getByRole('list', { name: 'Odsotnost' });
  await expect(absences.getByText(`${sl(day(4))}–${sl(day(6))}`)).toBeVisible();
  await expect(absences.getByText('Službena pot')).toBeVisible();
  // An end before the start is refused with the server's Slovenian message.
  await page.getByLabel('Od', { exact: true }).fill(day(9));
  await page.getByLabel('Do', { exact: true }).fill(day(8));
  await page.getByRole('button', { name: 'Dodaj odsotnost' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Konec odsotnosti ne more biti pred njenim začetkom.' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`profile-absence-${info.project.name}.png`), fullPage: true });

  // The leader opens the event: Tenor is below its minimum.
  await page.context().clearCookies();
  await logIn(page, leader.username, leader.password);
  await page.goto(`/dashboard?event=${eventId}`);
  if (mobile) await page.getByRole('button', { name: /^Udeležba/ }).click();
  else await page.getByText('Vsi', { exact: true }).click();
  const parts = page.getByLabel('Po glasovih');
  await expect(parts).toContainText('Tenor: 0 od 2 ⚠');
  await expect(parts).toContainText('(1 neodločen)');

  // The leader sets the tenor's status; the list shows who set it, the count follows.
  const forTenor = page.getByRole('group', { name: `Nastavite udeležbo: ${tenor.username}` });
  await forTenor.getByRole('button', { name: 'Pride', exact: true }).click();
  await expect(forTenor.getByRole('button', { name: 'Pride', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('označil(a) Zborovodja Ana')).toBeVisible();
  await expect(parts).toContainText('Tenor: 1 od 2 ⚠');
  await page.screenshot({ path: info.outputPath(`attendance-${info.project.name}.png`), fullPage: true });

  // The picker marks the absent member; adding them asks first.
  await page.getByRole('button', { name: 'Dodaj udeležence' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Odsoten/-na: ${sl(day(4))}–${sl(day(6))}`)).toBeVisible();
  await dialog.getByText(away.username).click();
  await page.screenshot({ path: info.outputPath(`picker-${info.project.name}.png`) });
  await dialog.getByRole('button', { name: mobile ? 'Dodaj (1)' : 'Dodaj izbrane (1)' }).click();
  await expect(dialog.getByText(`Na dan dogodka so odsotni: ${away.username}. Jih vseeno dodam?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vseeno dodaj' }).click();
  if (!mobile) {
    await expect(dialog.getByRole('list', { name: 'Na seznamu' }).getByText(away.username)).toBeVisible();
  } else {
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Udeleženci' }).getByText(away.username)).toBeVisible();
  }
});

test('a community admin sets a member’s voice part on the members tab and a minimum in the settings', async ({ page, request, playwright }, info) => {
  const admin = await verifiedUser(request, info, 'skrbnik');
  const singer = await verifiedUser(request, info, 'basist');
  const token = await apiLogin(request, admin);
  const community = await apiCommunity(request, token, uniqueName('Zbor nastavitev', info), 'Public');
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const t = await apiLogin(api, singer);
  expect((await api.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': t }, data: {} })).ok()).toBe(true);
  await api.dispose();

  await logIn(page, admin.username, admin.password);
  await page.goto(`/manage-community/${community.id}?tab=users`);
  const field = page.getByLabel(`Glas: ${singer.username}`);
  await field.fill('bas');
  await field.press('Enter');
  await expect(field).toHaveValue('Bas');
  await page.screenshot({ path: info.outputPath(`members-${info.project.name}.png`), fullPage: true });

  await page.getByRole('tab', { name: 'Pregled' }).click();
  await page.getByRole('button', { name: 'Uredi', exact: true }).click();
  await page.getByLabel('Najmanj za glas Bas').fill('2');
  await page.screenshot({ path: info.outputPath(`minimums-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Shrani', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Uredi', exact: true })).toBeVisible();

  const saved = await (await request.get(`/api/communities/${community.id}`)).json();
  expect(saved.voice_part_minimums).toEqual({ Bas: 2 });
  const members = (await (await request.get(`/api/communities/${community.id}/users`)).json()).users as { username: string; voice_part: string | null }[];
  expect(members.find((m) => m.username === singer.username)?.voice_part).toBe('Bas');
});
