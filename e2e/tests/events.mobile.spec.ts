import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { onePagePdf } from '../support/pdf.ts';

/*
 * The mobile events views (390 × 844): list, create, attendance, a mass setlist built with the
 * add-songs picker and edit mode, sheet music, header image and delete. Runs only in the mobile
 * project (*.mobile.spec.ts).
 */

/** A day counted from today in the app's zone, as YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + offset * 86_400_000));

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function song(request: APIRequestContext, token: string, communityId: number, title: string, notes?: string) {
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, composer: 'Ljudska', community_id: communityId, notes } });
  expect(res.status()).toBe(201);
  return (await res.json()).song as { id: number; title: string };
}

/** The titles of the setlist in the order shown. */
const setlistTitles = (page: Page) => page.getByRole('list', { name: 'Pesmi setliste' }).locator('.mev-song__title');

test('mobile events: create, attendance, mass setlist with roles, sheet music, header image, delete', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const owner = await verifiedUser(request, info, 'zbor');
  const member = await verifiedUser(request, info, 'pevka');

  // The member joins the owner's community; the owner adds three community songs, one with a PDF.
  let token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, uniqueName('Zbor', info), 'Public');
  token = await apiLogin(request, member);
  expect((await request.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': token }, data: {} })).status()).toBe(200);
  token = await apiLogin(request, owner);
  const entrance = await song(request, token, community.id, 'Angelsko češčenje');
  const psalm = await song(request, token, community.id, 'Blagor mu', 'Odpev poje ljudstvo.');
  const communion = await song(request, token, community.id, 'Cvetje v jeseni');
  const upload = await request.post(`/api/songs/${psalm.id}/upload-part`, {
    headers: { 'X-CSRFToken': token },
    multipart: { file: { name: 'blagor-mu.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Blagor mu - sopran') } },
  });
  expect(upload.status()).toBe(200);

  await logIn(page, owner.username, owner.password);

  // The list: upcoming tab, empty state with the create button, church festivities of the next 30 days.
  await expect(page.getByRole('heading', { name: 'Dogodki', level: 1 })).toBeVisible();
  await expect(page.getByText('Ni dogodkov')).toBeVisible();
  const festivities = page.getByRole('region', { name: 'Cerkveni prazniki' });
  await expect(festivities).toBeVisible();
  await expect(festivities.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pretekli' }).click();
  await expect(festivities).toBeHidden();
  await page.getByRole('button', { name: 'Prihajajoči' }).click();

  // Create a mass through the shared event form; the event view opens.
  await page.getByRole('button', { name: 'Nov dogodek' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Naslov dogodka').fill('Nedeljska maša');
  await form.getByLabel('Datum').fill(day(3));
  await form.getByLabel('Ura').fill('10:00');
  await form.getByLabel('Lokacija').fill('Cerkev sv. Nikolaja');
  await form.getByLabel('Skupina').selectOption({ label: community.name });
  await form.getByLabel('Vrsta dogodka').selectOption('mass');
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\?event=\d+$/);
  const eventId = Number(new URL(page.url()).searchParams.get('event'));
  await expect(page.getByRole('heading', { name: 'Nedeljska maša' })).toBeVisible();
  await expect(page.getByText('čez 3 dni')).toBeVisible();
  await expect(page.getByText('Setlista je prazna.')).toBeVisible();

  // Attendance: my own toggle, then the organizer adds the second member.
  await page.getByRole('button', { name: /^Udeležba/ }).click();
  const mine = page.getByRole('region', { name: 'Moja udeležba' });
  await mine.getByRole('button', { name: 'Pridem', exact: true }).click();
  await expect(mine.getByRole('button', { name: 'Pridem', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByText('Potrjeno')).toBeVisible();
  await mine.getByRole('button', { name: 'Ne pridem' }).click();
  await expect(mine.getByText('Zavrnjeno')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj udeležence' }).click();
  const userPicker = page.getByRole('dialog', { name: 'Dodaj udeležence' });
  await userPicker.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(userPicker.getByText('Izberite vsaj enega uporabnika.')).toBeVisible();
  await userPicker.getByLabel('Išči uporabnike').fill(member.username.slice(0, 8));
  await userPicker.getByLabel(member.username).check();
  await expect(userPicker.getByText('Izberite vsaj enega uporabnika.')).toBeHidden();
  await userPicker.getByRole('button', { name: 'Dodaj (1)' }).click();
  await expect(userPicker).toBeHidden();
  const others = page.getByRole('list', { name: 'Udeleženci' });
  await expect(others.getByRole('listitem').filter({ hasText: member.username })).toContainText('Neodločeno');

  // Setlist: edit mode, add songs through the picker (none chosen, then three, then a duplicate).
  await page.getByRole('button', { name: 'Setlista' }).click();
  await page.getByRole('button', { name: 'Uredi setlisto' }).click();
  await page.getByRole('button', { name: 'Dodaj pesmi' }).click();
  const songPicker = page.getByRole('dialog', { name: 'Dodaj pesmi' });
  await songPicker.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(songPicker.getByText('Izberite vsaj eno pesem.')).toBeVisible();
  // The message goes with its cause: a ticked song.
  await songPicker.getByLabel(entrance.title).check();
  await expect(songPicker.getByText('Izberite vsaj eno pesem.')).toBeHidden();
  for (const s of [psalm, communion]) await songPicker.getByLabel(s.title).check();
  await songPicker.getByRole('button', { name: 'Dodaj (3)' }).click();
  await expect(songPicker).toBeHidden();
  await expect(setlistTitles(page)).toHaveText([entrance.title, psalm.title, communion.title]);

  await page.getByRole('button', { name: 'Dodaj pesmi' }).click();
  await songPicker.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(songPicker.getByText('Izberite vsaj eno pesem.')).toBeVisible();
  await songPicker.getByLabel(psalm.title).click();
  const warning = songPicker.getByText('Ta pesem je že na setlisti.');
  await expect(warning).toBeVisible();
  // A song tapped, even one already in the setlist, answers the first message; the warning stands alone.
  await expect(songPicker.getByText('Izberite vsaj eno pesem.')).toBeHidden();
  await expect(warning).toBeHidden({ timeout: 6_000 });
  await songPicker.getByRole('button', { name: 'Prekliči' }).click();

  // Roles: one song through the single-song modal, two through the multi-song modal (mass: fixed list).
  await page.getByLabel(`Izberi pesem ${entrance.title}`).check();
  await page.getByRole('button', { name: 'Vloga', exact: true }).click();
  let roleModal = page.getByRole('dialog', { name: `Vloga pesmi ${entrance.title}` });
  await roleModal.getByLabel('Vloga').selectOption('Vstopna');
  await roleModal.getByRole('button', { name: 'Potrdi' }).click();
  await page.getByLabel(`Izberi pesem ${entrance.title}`).uncheck();
  await page.getByLabel(`Izberi pesem ${psalm.title}`).check();
  await page.getByLabel(`Izberi pesem ${communion.title}`).check();
  await page.getByRole('button', { name: 'Vloga', exact: true }).click();
  roleModal = page.getByRole('dialog', { name: 'Vloga za izbrane pesmi (2)' });
  await roleModal.getByLabel('Vloga').selectOption('Obhajilo');
  await roleModal.getByRole('button', { name: 'Potrdi' }).click();
  await page.getByLabel(`Izberi pesem ${communion.title}`).uncheck();
  await page.getByRole('button', { name: 'Vloga', exact: true }).click();
  roleModal = page.getByRole('dialog', { name: `Vloga pesmi ${psalm.title}` });
  await roleModal.getByLabel('Vloga').selectOption('Psalm');
  await roleModal.getByRole('button', { name: 'Potrdi' }).click();

  // Reorder: the communion song goes up above the psalm, then save and leave edit mode.
  await page.getByLabel(`Izberi pesem ${psalm.title}`).uncheck();
  await page.getByLabel(`Izberi pesem ${communion.title}`).check();
  await page.getByRole('button', { name: 'Premakni gor' }).click();
  await expect(setlistTitles(page)).toHaveText([entrance.title, communion.title, psalm.title]);
  await page.getByRole('button', { name: `Premakni ${communion.title} gor` }).click();
  await expect(setlistTitles(page)).toHaveText([communion.title, entrance.title, psalm.title]);
  await page.getByRole('button', { name: 'Shrani in končaj' }).click();
  await expect(page.getByText('Setlista je shranjena.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shrani in končaj' })).toBeHidden();

  // What was saved is what a fresh load of /dashboard?event=ID shows.
  await page.goto(`/dashboard?event=${eventId}`);
  const songs = page.getByRole('list', { name: 'Pesmi setliste' }).getByRole('listitem');
  await expect(setlistTitles(page)).toHaveText([communion.title, entrance.title, psalm.title]);
  await expect(songs.nth(0)).toContainText('Obhajilo');
  await expect(songs.nth(1)).toContainText('Vstopna');
  await expect(songs.nth(2)).toContainText('Psalm');

  // Leaving in edit mode (Nazaj na seznam) saves the draft first: nothing is dropped without a word.
  for (const [moved, order] of [
    [entrance, [entrance.title, communion.title, psalm.title]],
    [communion, [communion.title, entrance.title, psalm.title]],
  ] as const) {
    await page.getByRole('button', { name: 'Uredi setlisto' }).click();
    await page.getByRole('button', { name: `Premakni ${moved.title} gor` }).click();
    await page.getByRole('button', { name: 'Nazaj na seznam' }).click();
    await expect(page.getByRole('button', { name: 'Nazaj na seznam' })).toBeHidden();
    await page.goto(`/dashboard?event=${eventId}`);
    await expect(setlistTitles(page)).toHaveText([...order]);
  }

  // A comment through the per-song menu, then the song's notes and its sheet music.
  await page.getByRole('button', { name: `Možnosti za pesem ${psalm.title}` }).click();
  await page.getByRole('button', { name: 'Dodaj komentar' }).click();
  const commentModal = page.getByRole('dialog', { name: `Komentar k pesmi ${psalm.title}` });
  await commentModal.getByLabel('Komentar').fill('Kitici 1 in 3');
  await commentModal.getByRole('button', { name: 'Shrani' }).click();
  await expect(commentModal).toBeHidden();
  await expect(songs.nth(2)).toContainText('Kitici 1 in 3');

  await page.getByRole('button', { name: `Možnosti za pesem ${psalm.title}` }).click();
  await page.getByRole('button', { name: 'Pokaži opombe' }).click();
  const notes = page.getByRole('dialog', { name: `Opombe: ${psalm.title}` });
  await expect(notes.getByText('Odpev poje ljudstvo.')).toBeVisible();
  await notes.getByRole('button', { name: 'Zapri' }).first().click();
  await expect(notes).toBeHidden();

  await page.getByRole('button', { name: `Možnosti za pesem ${psalm.title}` }).click();
  await page.getByRole('button', { name: 'Odpri note' }).click();
  const viewer = page.getByRole('dialog', { name: psalm.title, exact: true });
  await expect(viewer.getByRole('img', { name: 'Stran 1 od 1' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A failed save still leaves edit mode (spec §4); a failed comment save says so in the modal.
  await page.route('**/api/setlists/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'Napaka' } }) : route.fallback());
  await page.getByRole('button', { name: 'Uredi setlisto' }).click();
  await page.getByRole('button', { name: `Premakni ${psalm.title} gor` }).click();
  await page.getByRole('button', { name: 'Shrani in končaj' }).click();
  await expect(page.getByText('Napaka pri shranjevanju sprememb setliste')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shrani in končaj' })).toBeHidden();
  await expect(setlistTitles(page)).toHaveText([communion.title, entrance.title, psalm.title]);
  await page.getByRole('button', { name: `Možnosti za pesem ${entrance.title}` }).click();
  await page.getByRole('button', { name: 'Dodaj komentar' }).click();
  const failing = page.getByRole('dialog', { name: `Komentar k pesmi ${entrance.title}` });
  await failing.getByLabel('Komentar').fill('Ne bo shranjeno');
  await failing.getByRole('button', { name: 'Shrani' }).click();
  await expect(failing.getByText('Napaka pri shranjevanju komentarja')).toBeVisible();
  await failing.getByRole('button', { name: 'Prekliči' }).click();
  await page.unroute('**/api/setlists/*');

  // Header image through the shared upload modal.
  await page.getByRole('button', { name: 'Možnosti dogodka' }).click();
  await page.getByRole('button', { name: 'Naloži sliko' }).click();
  const imageModal = page.getByRole('dialog');
  await imageModal.getByLabel('Slika (JPG, PNG ali GIF)').setInputFiles({ name: 'kor.png', mimeType: 'image/png', buffer: PNG });
  await imageModal.getByRole('button', { name: 'Naloži sliko' }).click();
  await expect(imageModal).toBeHidden();
  await expect(page.getByRole('img', { name: 'Naslovna slika dogodka Nedeljska maša' })).toBeVisible();

  // The event is in the upcoming list with my status; the back button returns to it.
  await page.getByRole('button', { name: 'Nazaj na seznam' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const item = page.getByRole('button', { name: /Nedeljska maša/ });
  await expect(item).toContainText('Zavrnjeno');
  await expect(item).toContainText('Cerkev sv. Nikolaja');
  await item.click();

  // Delete: confirmation, then back to the list without the event.
  await page.getByRole('button', { name: 'Možnosti dogodka' }).click();
  await page.getByRole('button', { name: 'Izbriši dogodek' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Izbriši', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Dogodek je izbrisan.')).toBeVisible();
  await expect(page.getByText('Ni dogodkov')).toBeVisible();

  // An event that cannot be found falls back to the list and the URL becomes /dashboard.
  await page.goto(`/dashboard?event=${eventId}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Dogodek ne obstaja več ali pa nimate dostopa do njega.')).toBeVisible();

  // Nothing on these screens is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// The offline copy (issue 25) reads the festivities of the coming weeks once the page has loaded;
// here the screen's own reads are counted, so the service worker, which starts that copy, is off.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('mobile events list: 20 at a time with "Naloži več", tabs, filter, and a read-only view for members', async ({ page, request }, info) => {
    const owner = await verifiedUser(request, info, 'zbor');
    const member = await verifiedUser(request, info, 'pevec');
    let token = await apiLogin(request, owner);
    const community = await apiCommunity(request, token, uniqueName('Zbor', info), 'Public');
    const create = async (title: string, date: string, event_type = 'rehearsal') => {
      const res = await request.post('/api/events', {
        headers: { 'X-CSRFToken': token },
        data: { title, date, time: '19:30', location: 'Župnijska dvorana', event_type, community_id: community.id, visibility: 'community' },
      });
      expect(res.status()).toBe(201);
      return (await res.json()).event as { id: number };
    };
    for (let i = 1; i <= 21; i++) await create(`Vaja ${String(i).padStart(2, '0')}`, day(i));
    const concert = await create('Adventni koncert', day(25), 'concert');
    await create('Lanska vaja', day(-10));
    token = await apiLogin(request, member);
    expect((await request.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': token }, data: {} })).status()).toBe(200);

    const festivityReads: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/catholic-festivities') && festivityReads.push(r.url())));
    await logIn(page, member.username, member.password);
    const list = page.getByRole('list', { name: 'Prihajajoči' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('listitem').first()).toContainText('Vaja 01');
    await expect(list.getByRole('listitem').first()).toContainText('jutri');

    // The festivities under twenty events are below the fold: read and shown once scrolled near.
    const festivities = page.getByRole('region', { name: 'Cerkveni prazniki' });
    await expect(festivities).toContainText('Nalaganje');
    expect(festivityReads).toEqual([]);
    await festivities.scrollIntoViewIfNeeded();
    await expect(festivities.getByRole('listitem').first()).toBeVisible();
    expect(festivityReads).toHaveLength(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Naloži več' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(22);
    await expect(page.getByRole('button', { name: 'Naloži več' })).toBeHidden();

    await page.getByRole('button', { name: 'Pretekli' }).click();
    await expect(page.getByRole('list', { name: 'Pretekli' }).getByRole('listitem')).toHaveText([/Lanska vaja/]);
    await page.getByRole('button', { name: 'Vsi' }).click();
    await expect(page.getByRole('list', { name: 'Vsi' }).getByRole('listitem')).toHaveCount(20);

    // The filter: the community shows up to three of its event types and a count; by type.
    await page.getByRole('button', { name: 'Prihajajoči' }).click();
    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter dogodkov' });
    await expect(sheet.getByText('Vaja, Maša, Koncert +2')).toBeVisible();
    await sheet.getByLabel('Vrsta dogodka').selectOption('concert');
    await sheet.getByRole('button', { name: 'Pokaži' }).click();
    await expect(page.getByRole('list', { name: 'Prihajajoči' }).getByRole('listitem')).toHaveText([/Adventni koncert/]);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();

    // A member without edit rights: no options menu, no edit button; own attendance still works.
    await page.getByRole('button', { name: /Adventni koncert/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?event=${concert.id}$`));
    await expect(page.getByRole('heading', { name: 'Adventni koncert' })).toBeVisible();
    await expect(page.getByText('Setlista je prazna.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Možnosti dogodka' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Uredi setlisto' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Udeležba/ }).click();
    await expect(page.getByRole('button', { name: 'Dodaj udeležence' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pridem', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Moja udeležba' }).getByText('Potrjeno')).toBeVisible();
    await page.getByRole('button', { name: 'Nazaj na seznam' }).click();
    await expect(page.getByRole('button', { name: /Adventni koncert/ })).toContainText('Potrjeno');
  });
});
