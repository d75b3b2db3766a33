import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { mailCount } from '../support/outbox.ts';

/** Issue 61, "Moji podatki": download one's data as a ZIP and open it; delete the account, then the login refuses it. Both widths. */

async function openMyData(page: Page, mobile: boolean) {
  await page.goto('/profile');
  if (mobile) await page.getByRole('tab', { name: 'Podatki' }).click();
  await expect(page.getByRole('heading', { name: 'Prenesi moje podatke' })).toBeVisible();
}

/** The names of the entries of a ZIP and the text of one of them. */
function zipEntries(buffer: Buffer, read: string): Promise<{ names: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const names: string[] = [];
      let text = '';
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== read) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
            text = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ names, text })).on('error', reject);
      zip.readEntry();
    });
  });
}

test('prepares the export in the background, asks for the password, and the ZIP opens with every file', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const mobile = isMobile(info);
  const user = await verifiedUser(request, info, 'izvoz');
  await logIn(page, user.username, user.password);
  await openMyData(page, mobile);

  await page.getByRole('button', { name: 'Pripravi moje podatke' }).click();
  await expect(page.getByText(/Pripravljamo vaše podatke|Vaši podatki so pripravljeni/)).toBeVisible();
  await expect(page.getByText(/Vaši podatki so pripravljeni \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => mailCount(user.email), { timeout: 15_000 }).toBeGreaterThanOrEqual(2); // verification, then "pripravljeni"

  const password = page.getByLabel('Vaše geslo');
  await password.fill('napačno-geslo');
  await page.getByRole('button', { name: 'Prenesi ZIP' }).click();
  await expect(page.getByText('Geslo ni pravilno.')).toBeVisible();

  await password.fill(user.password);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Prenesi ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^zborovodja-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const zip = await readFile((await download.path())!);
  const { names, text } = await zipEntries(zip, 'profil.json');
  expect(names).toEqual(
    expect.arrayContaining(['PREBERI-ME.txt', 'profil.json', 'clanstva.json', 'glasovi.json', 'udelezbe.json', 'odsotnosti.json', 'opomniki-in-koledarji.json', 'obvestila.json', 'objave-in-komentarji.json', 'pesmi.json', 'seje.json']),
  );
  expect(JSON.parse(text)).toMatchObject({ username: user.username, email: user.email });
});

test('the last admin of a group is told to hand it over; an account deleted with its password can no longer log in', async ({ page, request, playwright }, info) => {
  test.setTimeout(90_000);
  const mobile = isMobile(info);

  // A group's only admin sees the group named and cannot confirm.
  const leader = await verifiedUser(request, info, 'vodja');
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const group = await apiCommunity(api, await apiLogin(api, leader), uniqueName('Zbor sv. Cecilije', info), 'Public');
  await api.dispose();
  await logIn(page, leader.username, leader.password);
  await openMyData(page, mobile);
  await page.getByRole('button', { name: 'Izbriši račun …' }).click();
  let dialog = page.getByRole('dialog', { name: 'Izbris računa' });
  await expect(dialog.getByText('Ste edini skrbnik teh skupin.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: group.name })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Trajno izbriši račun' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Prekliči' }).click();
  await page.context().clearCookies();

  // A member of that group, who wrote in it, deletes their account: the screen says what happens, the password is asked.
  const singer = await verifiedUser(request, info, 'brisem');
  const singerApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const token = await apiLogin(singerApi, singer);
  expect((await singerApi.post(`/api/communities/${group.id}/join`, { headers: { 'X-CSRFToken': token }, data: {} })).ok()).toBe(true);
  const posted = await singerApi.post('/api/posts', { headers: { 'X-CSRFToken': token }, data: { title: 'Nove note', content: 'Note za božič so v omari.', community_id: group.id } });
  expect(posted.status()).toBe(201);
  const postId = (await posted.json()).post.id as number;
  await singerApi.dispose();
  await logIn(page, singer.username, singer.password);
  await openMyData(page, mobile);
  await page.getByRole('button', { name: 'Izbriši račun …' }).click();
  dialog = page.getByRole('dialog', { name: 'Izbris računa' });
  await expect(dialog.getByText(/ostanejo, podpisani kot »Izbrisan uporabnik«/)).toBeVisible();
  await expect(dialog.getByText(/udeležbe na prihodnjih dogodkih izbrišemo/)).toBeVisible();
  await expect(dialog.getByText(/lahko pozneje znova registrirate/)).toBeVisible();
  const password = dialog.getByLabel('Za potrditev vnesite geslo');
  await password.fill('napačno-geslo');
  await dialog.getByRole('button', { name: 'Trajno izbriši račun' }).click();
  await expect(dialog.getByText('Geslo ni pravilno.')).toBeVisible();
  await password.fill(singer.password);
  await dialog.getByRole('button', { name: 'Trajno izbriši račun' }).click();

  // Logged out, on the login page, which now refuses the account.
  await expect(page).toHaveURL(/\/login\?account=deleted$/);
  await expect(page.getByText('Vaš račun je izbrisan.', { exact: false })).toBeVisible();
  await expect.poll(() => mailCount(singer.email), { timeout: 15_000 }).toBeGreaterThanOrEqual(2); // verification, then the confirmation
  await page.getByLabel('Uporabniško ime ali e-pošta').fill(singer.username);
  await page.getByLabel('Geslo', { exact: true }).fill(singer.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page.getByText('Napačno uporabniško ime ali geslo.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The group's conversation stays: the post is signed "Izbrisan uporabnik".
  await logIn(page, leader.username, leader.password);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByText('Note za božič so v omari.')).toBeVisible();
  await expect(page.getByText('Izbrisan uporabnik', { exact: true })).toBeVisible();
});
