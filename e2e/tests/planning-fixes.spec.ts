import { expect, test, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 57 at both widths. #1: "Vsi v nizu" changes only what the form changed, and asks before
 * it overwrites a date's own change. #2: a voice-part invitation leaves out a member who is away
 * on the date, the form says who and why, the leader invites her anyway, and the list marks her.
 */

/** A day counted from today in the app's zone, as YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + offset * 86_400_000));
const sl = (iso: string) => iso.split('-').map(Number).reverse().join('. ');

async function openEdit(page: Page, mobile: boolean, eventId: number) {
  await page.goto(`/dashboard?event=${eventId}`);
  if (mobile) {
    await page.getByRole('button', { name: 'Možnosti dogodka' }).click();
    await page.getByRole('button', { name: 'Uredi podrobnosti' }).click();
  } else {
    await page.getByRole('button', { name: 'Uredi podrobnosti dogodka' }).click();
  }
  const edit = page.getByRole('dialog', { name: 'Uredi podrobnosti dogodka' });
  await expect(edit).toBeVisible();
  return edit;
}

test('a whole-series edit keeps a date’s own time, and asks before it overwrites it', async ({ page, request, playwright }, info) => {
  const mobile = isMobile(info);
  const director = await verifiedUser(request, info, 'zbv');
  const member = await verifiedUser(request, info, 'pev');
  const token = await apiLogin(request, director);
  const headers = { 'X-CSRFToken': token };
  const choir = await apiCommunity(request, token, uniqueName('Zbor niza', info), 'Public');
  const memberApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const memberToken = await apiLogin(memberApi, member);
  expect((await memberApi.post(`/api/communities/${choir.id}/join`, { headers: { 'X-CSRFToken': memberToken }, data: {} })).ok()).toBe(true);
  const title = uniqueName('Redna vaja', info);
  const base = { title, time: '19:00', location: 'Kor', event_type: 'rehearsal', visibility: 'community', community_id: choir.id };
  const created = await request.post('/api/events', { headers, data: { ...base, date: day(2), repeat: { frequency: 'weekly', count: 3 }, invite: { all: true } } });
  expect(created.status()).toBe(201);
  const seriesId = (await created.json()).event.series_id as number;
  const occurrences = async () =>
    ((await (await request.get(`/api/events?community_id=${choir.id}&limit=20`)).json()).events as { id: number; date: string; time: string; title: string; series_id: number }[])
      .filter((e) => e.series_id === seriesId);
  const [first, second] = await occurrences();
  // The second date moves to 18:00 on its own.
  expect((await request.put(`/api/events/${second!.id}`, { headers, data: { ...base, date: second!.date, time: '18:00', scope: 'this' } })).ok()).toBe(true);

  await logIn(page, director.username, director.password);
  // Renaming the whole series leaves the second date at 18:00.
  let edit = await openEdit(page, mobile, first!.id);
  await edit.getByLabel(/Naslov dogodka/).fill(`${title} zbora`);
  await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
  const scope = page.getByRole('dialog', { name: 'Spremeni ponavljajoči se dogodek' });
  await scope.getByRole('radio', { name: 'Vsi v nizu' }).check();
  await scope.getByRole('button', { name: 'Shrani', exact: true }).click();
  await expect(edit).toBeHidden();
  let after = await occurrences();
  expect(after.map((e) => [e.title, e.time])).toEqual([[`${title} zbora`, '19:00'], [`${title} zbora`, '18:00'], [`${title} zbora`, '19:00']]);
  const notes = (await (await memberApi.get('/api/notifications?limit=50')).json()).notifications as { type: string; content: string }[];
  expect(notes.filter((n) => n.type === 'event_changed')[0]!.content).toContain(`nov naslov »${title} zbora«`);
  await memberApi.dispose();

  // A new time for the whole series would overwrite the second date's own: the dialog names it and asks.
  edit = await openEdit(page, mobile, first!.id);
  await edit.getByLabel(/^Ura/).fill('20:00');
  await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
  await scope.getByRole('radio', { name: 'Vsi v nizu' }).check();
  await scope.getByRole('button', { name: 'Shrani', exact: true }).click();
  const asked = scope.getByRole('alert');
  await expect(asked).toContainText('Ti datumi imajo svoje spremembe:');
  await expect(asked).toContainText(`${sl(second!.date)}: ura`);
  await page.screenshot({ path: info.outputPath(`series-own-changes-${info.project.name}.png`) });
  await scope.getByRole('button', { name: 'Ohrani njihove spremembe' }).click();
  await expect(edit).toBeHidden();
  after = await occurrences();
  expect(after.map((e) => e.time)).toEqual(['20:00', '18:00', '20:00']);
});

test('a voice-part invitation leaves out whoever is away; the leader invites her anyway and the list marks her', async ({ page, request, playwright }, info) => {
  const mobile = isMobile(info);
  const leader = await verifiedUser(request, info, 'vodja');
  const soprano = await verifiedUser(request, info, 'sopran');
  const token = await apiLogin(request, leader);
  const choir = await apiCommunity(request, token, uniqueName('Zbor glasov', info), 'Public');
  const date = day(6);
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const sopranoToken = await apiLogin(api, soprano);
  const sh = { 'X-CSRFToken': sopranoToken };
  expect((await api.post(`/api/communities/${choir.id}/join`, { headers: sh, data: {} })).ok()).toBe(true);
  const me = (await (await api.get('/api/profile')).json()).id as number;
  expect((await api.put(`/api/communities/${choir.id}/voice-parts/${me}`, { headers: sh, data: { voice_part: 'Sopran' } })).ok()).toBe(true);
  expect((await api.post('/api/profile/absences', { headers: sh, data: { start_date: day(5), end_date: day(8), note: 'Na morju' } })).ok()).toBe(true);
  await api.dispose();

  await logIn(page, leader.username, leader.password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: mobile ? 'Nov dogodek' : 'Ustvari dogodek' }).first().click();
  const form = page.getByRole('dialog', { name: 'Ustvari dogodek' });
  const title = uniqueName('Vaja sopranov', info);
  await form.getByLabel(/Naslov dogodka/).fill(title);
  await form.getByLabel(/Datum/).fill(date);
  await form.getByLabel(/^Ura/).fill('19:30');
  await form.getByLabel(/Lokacija/).fill('Kor');
  await form.getByRole('combobox', { name: /^Skupina/ }).selectOption({ label: choir.name });
  await form.getByRole('radio', { name: 'Izbrane glasovne skupine' }).check();
  await form.getByRole('checkbox', { name: 'Sopran', exact: true }).check();
  // Issue 57, #6: a single event says nothing of a series.
  await expect(form.getByText('Povabljeni prejmejo obvestilo. Kdor je na ta dan odsoten, ni povabljen.')).toBeVisible();
  await expect(form.getByText(/za ves niz/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  const notice = form.getByRole('alert');
  await expect(notice).toContainText('Niso povabljeni, ker so odsotni:');
  await expect(notice).toContainText(`${soprano.username} (odsotnost ${sl(day(5))}–${sl(day(8))})`);
  await page.screenshot({ path: info.outputPath(`left-out-${info.project.name}.png`) });
  await notice.getByRole('button', { name: 'Vseeno jih povabi' }).click();
  await expect(form).toBeHidden();

  const events = (await (await request.get(`/api/events?community_id=${choir.id}&limit=20`)).json()).events as { id: number; title: string }[];
  const eventId = events.find((e) => e.title === title)!.id;
  await page.goto(`/dashboard?event=${eventId}`);
  if (mobile) await page.getByRole('button', { name: /^Udeležba/ }).click();
  else await page.getByText('Vsi', { exact: true }).click();
  await expect(page.getByText(`Odsoten/-na: ${sl(day(5))}–${sl(day(8))} (Na morju)`)).toBeVisible();
});

test('a refused save puts its message beside the field, scrolled to and focused, even from the bottom of a long form', async ({ page, request }, info) => {
  const mobile = isMobile(info);
  const director = await verifiedUser(request, info, 'zbv');
  const token = await apiLogin(request, director);
  const choir = await apiCommunity(request, token, uniqueName('Zbor obrazca', info), 'Public');
  await logIn(page, director.username, director.password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: mobile ? 'Nov dogodek' : 'Ustvari dogodek' }).first().click();
  const form = page.getByRole('dialog', { name: 'Ustvari dogodek' });
  await form.getByLabel(/Naslov dogodka/).fill(uniqueName('Vaja', info));
  await form.getByLabel(/Datum/).fill(day(10));
  await form.getByLabel(/Lokacija/).fill('Kor');
  await form.getByRole('combobox', { name: /^Skupina/ }).selectOption({ label: choir.name });
  await form.getByRole('combobox', { name: 'Ponavljanje' }).selectOption('weekly');
  // The last date before the first: the server refuses it.
  await form.getByLabel('Zadnji datum').fill(day(3));
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  // The refusal sits beside its field, which is scrolled to and focused.
  const until = form.getByLabel('Zadnji datum');
  await expect(until).toBeFocused();
  await expect(until).toBeInViewport();
  await expect(until).toHaveAttribute('class', /is-invalid/);
  await expect(form.getByText('Datum konca ponavljanja mora biti za datumom prvega dogodka.')).toBeVisible();
  // Changing the field clears it.
  await until.fill(day(30));
  await expect(form.getByText('Datum konca ponavljanja mora biti za datumom prvega dogodka.')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`form-error-${info.project.name}.png`) });
});
