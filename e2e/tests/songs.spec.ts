import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiCommunity, apiLogin, cspViolations, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { onePagePdf } from '../support/pdf.ts';

async function openAction(page: Page, info: TestInfo, title: string, action: 'Uredi' | 'Naloži note' | 'Izbriši') {
  if (isMobile(info)) {
    await page.getByRole('button', { name: `Možnosti za pesem ${title}` }).click();
    await page.getByRole('button', { name: action, exact: true }).click();
  } else {
    const label = action === 'Naloži note' ? /^(Naloži note|Note): / : new RegExp(`^${action}: `);
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: label }).click();
  }
}

async function addSong(page: Page, info: TestInfo, title: string, composer: string, category: string, more: { lyrics?: string; notes?: string } = {}) {
  if (isMobile(info)) await page.locator('.songs-fab').click();
  else await page.getByRole('button', { name: 'Dodaj pesem' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Naslov').fill(title);
  await dialog.getByLabel('Skladatelj').fill(composer);
  await dialog.getByLabel('Kategorija').fill(category);
  if (more.lyrics) await dialog.getByLabel('Besedilo').fill(more.lyrics);
  if (more.notes) await dialog.getByLabel('Opombe').fill(more.notes);
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('songbook: add songs, upload a PDF with progress, view it, sort and filter, delete with confirmation', async ({ page, request }, info) => {
  const csp = cspViolations(page);
  const user = await verifiedUser(request, info, 'pesmi');
  await logIn(page, user.username, user.password);
  await page.goto('/songs');
  await expect(page.getByText('Ni pesmi.').first()).toBeVisible();

  // Title is required.
  if (isMobile(info)) await page.locator('.songs-fab').click();
  else await page.getByRole('button', { name: 'Dodaj pesem' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Naslov pesmi je obvezen.').first()).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Prekliči' }).click();

  await addSong(page, info, 'Sveta noč', 'Franz Gruber', 'Božična');
  await addSong(page, info, 'Zdrava, Marija', 'Ignacij Hladnik', 'Marijanska');
  await addSong(page, info, 'Božič je, veseli dan', 'ljudska', 'Božična');
  const titles = isMobile(info) ? page.locator('.song-item__title') : page.getByTestId('song-row').locator('.songs-table__title');
  await expect(titles).toHaveText(['Božič je, veseli dan', 'Sveta noč', 'Zdrava, Marija']);

  // Sorting: desktop toggles by the column header, mobile through the sort menu.
  if (isMobile(info)) {
    await page.locator('#songs-sort').click();
    await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Avtor' }).click();
  } else {
    await page.getByRole('button', { name: /Skladatelj/ }).click();
  }
  // Franz Gruber, Ignacij Hladnik, ljudska: case does not matter.
  await expect(titles).toHaveText(['Sveta noč', 'Zdrava, Marija', 'Božič je, veseli dan']);
  if (isMobile(info)) {
    await page.locator('#songs-sort').click();
    await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Avtor' }).click();
  } else {
    await page.getByRole('button', { name: /Skladatelj/ }).click();
  }
  await expect(titles).toHaveText(['Božič je, veseli dan', 'Zdrava, Marija', 'Sveta noč']);

  // Search (diacritics folded on the server) and the category filter.
  await page.getByPlaceholder('Išči po naslovu ali skladatelju …').fill('bozic');
  await expect(titles).toHaveText(['Božič je, veseli dan']);
  await page.getByPlaceholder('Išči po naslovu ali skladatelju …').fill('');
  await expect(titles).toHaveCount(3);
  if (!isMobile(info)) {
    await page.getByLabel('Kategorija').selectOption('Marijanska');
    await expect(titles).toHaveText(['Zdrava, Marija']);
    await page.getByLabel('Kategorija').selectOption('Vse');
    await expect(titles).toHaveCount(3);
  }

  // Upload a PDF: the progress bar appears, then the success message.
  await openAction(page, info, 'Sveta noč', 'Naloži note');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Naloži', exact: true }).click();
  await expect(dialog.getByText('Izberite datoteko za nalaganje.').first()).toBeVisible();
  await dialog.getByLabel('Datoteka z notami').setInputFiles({ name: 'sveta-noc.txt', mimeType: 'text/plain', buffer: Buffer.from('ni pdf') });
  await dialog.getByRole('button', { name: 'Naloži', exact: true }).click();
  await expect(dialog.getByText(/Vrsta datoteke ni dovoljena/).first()).toBeVisible();
  // A PDF cut short is refused on upload, with what to do (issue 58, #5).
  const pdf = onePagePdf('Sveta noc - sopran');
  await dialog.getByLabel('Datoteka z notami').setInputFiles({ name: 'prekinjena.pdf', mimeType: 'application/pdf', buffer: pdf.subarray(0, 80) });
  await dialog.getByRole('button', { name: 'Naloži', exact: true }).click();
  await expect(dialog.getByText(/PDF-ja ni mogoče odpreti: datoteka je poškodovana/).first()).toBeVisible();
  await dialog.getByLabel('Datoteka z notami').setInputFiles({ name: 'sveta-noč.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Naloži', exact: true }).click();
  await expect(dialog.getByText('Datoteka je naložena.').first()).toBeVisible();
  await expect(dialog.getByText('sveta-noč.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Odpri', exact: true }).click();

  // The viewer renders the PDF page with pdf.js; Escape closes it.
  const viewer = page.getByRole('dialog', { name: 'Sveta noč', exact: true });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Stran 1 od 1' })).toBeVisible({ timeout: 20_000 });
  await viewer.getByRole('button', { name: 'Povečaj' }).click();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The file is served to its owner with the right headers.
  const songs = await page.request.get('/api/songs?user_only=true&search=sveta');
  const song = (await songs.json()).songs[0];
  const file = await page.request.get(`/api/songs/${song.id}/part-file`);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');

  // Delete with confirmation.
  await page.goto('/songs');
  await openAction(page, info, 'Zdrava, Marija', 'Izbriši');
  await expect(page.getByText('Ali ste prepričani, da želite izbrisati to pesem?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Izbriši', exact: true }).click();
  await expect(page.getByText('Pesem je izbrisana.').first()).toBeVisible();
  await expect(titles).toHaveCount(2);
  // The whole flow, pdf.js and its worker included, runs under the server's CSP.
  expect(csp).toEqual([]);
});

test('an empty personal songbook points to the choir\'s songs, and a search that finds nothing to the other collections', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'zbirke');
  const token = await apiLogin(request, user);
  const choir = await apiCommunity(request, token, uniqueName('Zbor', info));
  for (const title of ['Zdrava, Marija', 'Sveta noč']) {
    expect((await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, community_id: choir.id } })).status()).toBe(201);
  }
  const titles = isMobile(info) ? page.locator('.song-item__title') : page.getByTestId('song-row').locator('.songs-table__title');
  await logIn(page, user.username, user.password);
  await page.goto('/songs');

  // The spec's default view is the personal songs, here none: the choir's collection is offered.
  await expect(page.getByText('Ni pesmi.')).toBeVisible();
  const elsewhere = page.getByRole('navigation', { name: 'Pesmi vaših skupin najdete v njihovih zbirkah:' });
  await elsewhere.getByRole('button', { name: `${choir.name} (2 pesmi)` }).click();
  await expect(titles).toHaveText(['Sveta noč', 'Zdrava, Marija']);
  await expect(elsewhere).toBeHidden();

  // Back in the personal songs, a search finds nothing there and offers the choir's collection, search kept.
  await page.reload();
  await page.getByPlaceholder('Išči po naslovu ali skladatelju …').fill('marija');
  await expect(page.getByText('Ni pesmi, ki bi ustrezale iskanju.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Iščite še v drugi zbirki:' }).getByRole('button', { name: `${choir.name} (2 pesmi)` }).click();
  await expect(titles).toHaveText(['Zdrava, Marija']);
  await expect(page.getByPlaceholder('Išči po naslovu ali skladatelju …')).toHaveValue('marija');
});

test.describe('lyrics and notes', () => {
  // page.route sees the page's own requests only, not those the service worker makes for it.
  test.use({ serviceWorkers: 'block' });

  test("a song's lyrics and notes come with its own read: the preview shows them, and the edit form waits for them so a save keeps them", async ({ page, request }, info) => {
    const user = await verifiedUser(request, info, 'besedila');
    await logIn(page, user.username, user.password);
    await page.goto('/songs');
    await expect(page.getByText('Ni pesmi.').first()).toBeVisible();
    await addSong(page, info, 'Marija, skoz življenje', 'Lojze Bratuž', 'Marijanska', { lyrics: 'Marija, skoz življenje\nvoditi srečno znaš.', notes: 'Pojemo kitici 1 in 3.' });

    // The list's answer carries no lyrics; the preview reads the song and shows them.
    const list = await page.request.get('/api/songs?user_only=true');
    expect((await list.json()).songs[0]).not.toHaveProperty('lyrics');
    await page.locator(isMobile(info) ? '.song-item__main' : '.songs-table__title').filter({ hasText: 'Marija, skoz življenje' }).click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByText('voditi srečno znaš.')).toBeVisible();
    await expect(preview.getByText('Pojemo kitici 1 in 3.')).toBeVisible();
    await preview.getByRole('button', { name: 'Zapri' }).last().click();
    await expect(preview).toBeHidden();

    // On a slow line the edit form says it is loading until the song's own read answers, then shows the lyrics.
    await page.reload();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/songs\/\d+$/, async (route) => {
      await held;
      await route.continue();
    });
    await openAction(page, info, 'Marija, skoz življenje', 'Uredi');
    const edit = page.getByRole('dialog', { name: 'Uredi pesem' });
    await expect(edit.getByText('Nalagam besedilo in opombe …')).toBeVisible();
    await expect(edit.getByLabel('Besedilo')).toHaveCount(0);
    release();
    await expect(edit.getByLabel('Besedilo')).toHaveValue('Marija, skoz življenje\nvoditi srečno znaš.');
    await expect(edit.getByLabel('Opombe')).toHaveValue('Pojemo kitici 1 in 3.');
    await edit.getByLabel('Naslov').fill('Marija, skoz življenje (Hladnik)');
    await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
    await expect(page.getByText('Pesem je posodobljena.').first()).toBeVisible();
    await page.unroute(/\/api\/songs\/\d+$/);

    const saved = (await (await page.request.get('/api/songs?user_only=true')).json()).songs[0];
    const own = await (await page.request.get(`/api/songs/${saved.id}`)).json();
    expect(own).toMatchObject({ title: 'Marija, skoz življenje (Hladnik)', lyrics: 'Marija, skoz življenje\nvoditi srečno znaš.', notes: 'Pojemo kitici 1 in 3.' });
  });
});
