import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { onePagePdf } from '../support/pdf.ts';

/* The desktop dashboard (spec §2): create an event, attendance, attendees, setlist, sheet music, header image, calendar, delete. */

/** A valid 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const isoInDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function apiSong(request: APIRequestContext, token: string, title: string, communityId: number) {
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, composer: 'E2E', category: 'Splošno', community_id: communityId } });
  expect(res.status()).toBe(201);
  return (await res.json()).song as { id: number; title: string };
}

/** Steps the month calendar to December 2026. */
async function calendarToDecember2026(page: Page) {
  const now = new Date();
  const diff = (2026 - now.getFullYear()) * 12 + (11 - now.getMonth());
  const button = page.getByRole('button', { name: diff >= 0 ? 'Naslednji mesec' : 'Prejšnji mesec' });
  for (let i = 0; i < Math.abs(diff); i++) await button.click();
  await expect(page.getByRole('heading', { name: /december 2026/i })).toBeVisible();
}

test('desktop dashboard: an event from creation to deletion', async ({ page, request, playwright }, info) => {
  // A second member of the community, joined through their own API session.
  const member = await verifiedUser(request, info, 'alt');
  const owner = await verifiedUser(request, info, 'org');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, `Zbor dogodkov ${uniqueName('d', info)}`, 'Public');
  const memberApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const memberToken = await apiLogin(memberApi, member);
  const joined = await memberApi.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': memberToken }, data: {} });
  expect(joined.ok()).toBe(true);
  await memberApi.dispose();

  // Songs of the community; one has sheet music.
  const [kyrie, gloria, sanctus] = [
    await apiSong(request, token, 'Gospod usmili se E2E', community.id),
    await apiSong(request, token, 'Slava Bogu E2E', community.id),
    await apiSong(request, token, 'Svet E2E', community.id),
  ];
  const upload = await request.post(`/api/songs/${gloria.id}/upload-part`, {
    headers: { 'X-CSRFToken': token },
    multipart: { file: { name: 'slava.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Slava Bogu - sopran') } },
  });
  expect(upload.ok()).toBe(true);

  await logIn(page, owner.username, owner.password);

  // Create: the client checks first, then the event is saved and selected.
  await page.getByRole('button', { name: 'Ustvari dogodek', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Ustvari dogodek' });
  await create.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(create.getByText('Izpolnite vsaj naslov, datum in lokacijo.')).toBeVisible();
  const title = `Maša ${uniqueName('m', info)}`;
  await create.getByLabel('Naslov dogodka').fill(title);
  await create.getByLabel('Datum').fill(isoInDays(3));
  await create.getByLabel('Lokacija').fill('Župnijska cerkev');
  await create.getByLabel('Skupina').selectOption({ label: community.name });
  await create.getByLabel('Vrsta dogodka').selectOption({ label: 'Maša' });
  await expect(create.getByLabel('Ura')).toHaveValue('09:00');
  await create.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(create).toBeHidden();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\?event=\d+$/);
  const eventId = Number(new URL(page.url()).searchParams.get('event'));
  await expect(card.getByText(community.name).first()).toBeVisible();
  await expect(card.getByText('Skupina', { exact: true }).first()).toBeVisible();

  // Own attendance: Pridem, Ne pridem, Pridem.
  const attendance = card.getByRole('region', { name: 'Udeležba' });
  await attendance.getByRole('button', { name: 'Pridem', exact: true }).click();
  await expect(attendance.getByRole('button', { name: 'Pridem', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(attendance.getByText('Potrjeno').first()).toBeVisible();
  await attendance.getByRole('button', { name: 'Ne pridem' }).click();
  await expect(attendance.getByText('Zavrnjeno').first()).toBeVisible();
  await attendance.getByRole('button', { name: 'Pridem', exact: true }).click();
  await expect(attendance.getByRole('button', { name: 'Pridem', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The organizer adds the second member, who then shows under Vsi as Neodločeno.
  await attendance.getByRole('button', { name: 'Dodaj udeležence' }).click();
  const people = page.getByRole('dialog', { name: 'Udeleženci dogodka' });
  await people.getByLabel('Išči po imenu').fill(member.username.toUpperCase());
  await people.getByLabel(`Izberi ${member.username}`).check();
  await people.getByRole('button', { name: 'Dodaj izbrane (1)' }).click();
  await expect(people.getByRole('list', { name: 'Na seznamu' }).getByText(member.username)).toBeVisible();
  await expect(people.getByRole('button', { name: `Odstrani ${member.username}` })).toBeVisible();
  await people.getByRole('button', { name: 'Zapri', exact: true }).last().click();
  await expect(people).toBeHidden();
  await attendance.getByText('Vsi', { exact: true }).click();
  const everyone = attendance.getByRole('list', { name: 'Udeležba' });
  await expect(everyone.getByText(member.username)).toBeVisible();
  await expect(everyone.getByRole('img', { name: 'Neodločeno' })).toBeVisible();
  await expect(everyone.getByRole('img', { name: 'Potrjeno' })).toBeVisible();

  // A mass setlist: three songs, a refused duplicate, roles, one moved up.
  await card.getByRole('button', { name: 'Uredi setlisto' }).click();
  const editor = page.getByRole('dialog', { name: `Setlista: ${title}` });
  await editor.getByLabel('Išči pesmi').fill('E2E');
  for (const song of [kyrie, sanctus, gloria]) await editor.getByRole('button', { name: `Dodaj pesem ${song.title}` }).click();
  await editor.getByRole('button', { name: `Dodaj pesem ${kyrie.title}` }).click();
  await expect(editor.getByText('Ta pesem je že na setlisti.')).toBeVisible();
  await expect(editor.getByText('Ta pesem je že na setlisti.')).toBeHidden({ timeout: 6_000 });
  await editor.getByLabel(`Vloga pesmi ${kyrie.title}`).selectOption('Gospod usmili se');
  await editor.getByLabel(`Vloga pesmi ${gloria.title}`).selectOption('Slava');
  await editor.getByLabel(`Vloga pesmi ${sanctus.title}`).selectOption('Svet');
  await editor.getByLabel(`Komentar k pesmi ${sanctus.title}`).fill('Tiho in počasi');
  await editor.getByRole('button', { name: `Premakni navzgor: ${gloria.title}` }).click();
  await editor.getByRole('button', { name: 'Shrani setlisto' }).click();
  await expect(editor).toBeHidden();
  const setlist = card.getByRole('list', { name: 'Pesmi setliste' }).getByRole('listitem');
  await expect(setlist).toHaveCount(3);
  await expect(setlist.nth(0)).toContainText(kyrie.title);
  await expect(setlist.nth(0)).toContainText('Gospod usmili se');
  await expect(setlist.nth(1)).toContainText(gloria.title);
  await expect(setlist.nth(1)).toContainText('Slava');
  await expect(setlist.nth(2)).toContainText(sanctus.title);
  await expect(setlist.nth(2).getByRole('img', { name: /Tiho in počasi/ })).toBeVisible();

  // The sheet music opens from the setlist in the part viewer.
  await card.getByRole('button', { name: `Odpri note za pesem ${gloria.title}` }).click();
  const viewer = page.getByRole('dialog', { name: gloria.title, exact: true });
  await expect(viewer.getByRole('img', { name: 'Stran 1 od 1' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Header image: a wrong type is refused on the client, a PNG is uploaded and shown.
  await card.getByRole('button', { name: 'Naloži ali zamenjaj naslovno sliko' }).click();
  const image = page.getByRole('dialog', { name: 'Naslovna slika dogodka' });
  await image.getByLabel('Slika (JPG, PNG ali GIF)').setInputFiles({ name: 'opis.txt', mimeType: 'text/plain', buffer: Buffer.from('ni slika') });
  await expect(image.getByText('Izberite veljavno slikovno datoteko (JPG, PNG ali GIF).')).toBeVisible();
  await image.getByLabel('Slika (JPG, PNG ali GIF)').setInputFiles({ name: 'glava.png', mimeType: 'image/png', buffer: png });
  await image.getByRole('button', { name: 'Naloži sliko' }).click();
  await expect(image).toBeHidden();
  await expect(card.getByRole('img', { name: `Naslovna slika dogodka ${title}` })).toBeVisible();

  // Edit the details: the new title shows on the card.
  await card.getByRole('button', { name: 'Uredi podrobnosti dogodka' }).click();
  const edit = page.getByRole('dialog', { name: 'Uredi podrobnosti dogodka' });
  await edit.getByLabel('Naslov dogodka').fill('');
  await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
  await expect(edit.getByText('Izpolnite vsaj naslov, datum in lokacijo.')).toBeVisible();
  const renamed = `${title} (slovesna)`;
  await edit.getByLabel('Naslov dogodka').fill(renamed);
  await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
  await expect(edit).toBeHidden();
  const renamedCard = page.getByRole('article', { name: renamed });
  await expect(renamedCard).toBeVisible();

  // The calendar shows a festivity as a read-only pseudo-event.
  await calendarToDecember2026(page);
  await page.getByRole('button', { name: /8\. december 2026: .*Brezmadežno spočetje Device Marije/ }).click({ timeout: 20_000 });
  const festivity = page.getByRole('article', { name: 'Brezmadežno spočetje Device Marije' });
  await expect(festivity).toBeVisible();
  await expect(festivity.getByText('Cerkveni praznik', { exact: true })).toBeVisible();
  // A feast is all day, not at midnight (issue 58, #15); the legend's feast marks are liturgical colours, as the days' are.
  await expect(festivity.getByText(/· ves dan$/)).toBeVisible();
  await expect(festivity.getByText(/00:00/)).toHaveCount(0);
  await expect(page.getByText('praznik v barvi liturgije')).toBeVisible();
  await expect(page.locator('.calendar-mark-festivity.festivity-color-purple').first()).toBeVisible();
  await festivity.getByRole('button', { name: 'Nazaj na dogodke' }).click();

  // Delete with confirmation; the event leaves the dashboard.
  await renamedCard.getByRole('button', { name: 'Izbriši dogodek' }).click();
  const confirm = page.getByRole('dialog', { name: 'Izbris dogodka' });
  await expect(confirm.getByText('Ali ste prepričani, da želite izbrisati dogodek? Tega dejanja ni mogoče razveljaviti.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Izbriši', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: renamed })).toBeHidden();

  // An unknown ?event= falls back to /dashboard and says why (issue 18).
  await page.goto(`/dashboard?event=${eventId}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Dogodek ne obstaja več ali pa nimate dostopa do njega.')).toBeVisible();
});
