import { expect, test, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 23 at both widths: the choir director creates a series of rehearsals for the whole choir
 * in the event form, sees its occurrences in the list, and moves one occurrence's time with
 * 'Samo ta dogodek'; the others keep theirs, and the member was invited once.
 */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function openCreateForm(page: Page, mobile: boolean) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: mobile ? 'Nov dogodek' : 'Ustvari dogodek' }).first().click();
  const form = page.getByRole('dialog', { name: 'Ustvari dogodek' });
  await expect(form).toBeVisible();
  return form;
}

test('a weekly rehearsal series for the whole choir; one occurrence moved with "Samo ta dogodek", the rest deleted', async ({ page, request, playwright }, info) => {
  const mobile = isMobile(info);
  const director = await verifiedUser(request, info, 'zbv');
  const member = await verifiedUser(request, info, 'pev');
  const token = await apiLogin(request, director);
  const choir = await apiCommunity(request, token, uniqueName('Cerkveni zbor', info), 'Public');
  const memberApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const memberToken = await apiLogin(memberApi, member);
  expect((await memberApi.post(`/api/communities/${choir.id}/join`, { headers: { 'X-CSRFToken': memberToken }, data: {} })).ok()).toBe(true);

  await logIn(page, director.username, director.password);
  const form = await openCreateForm(page, mobile);
  const title = uniqueName('Vaja', info);
  await form.getByLabel(/Naslov dogodka/).fill(title);
  await form.getByLabel(/Datum/).fill(day(1));
  await form.getByLabel(/^Ura/).fill('19:30');
  await form.getByLabel(/Lokacija/).fill('Župnijska dvorana');
  await form.getByRole('combobox', { name: /^Skupina/ }).selectOption({ label: choir.name });
  // 'Ponavljanje': weekly, on the first date's weekday and the next two, three times in all.
  await form.getByRole('combobox', { name: 'Ponavljanje' }).selectOption('weekly');
  const weekdays = form.getByRole('group', { name: 'Dnevi v tednu' });
  await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const names = ['ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota', 'nedelja'];
  const first = (new Date(`${day(1)}T00:00:00Z`).getUTCDay() + 6) % 7;
  for (const n of [1, 2]) await weekdays.getByRole('checkbox', { name: names[(first + n) % 7], exact: true }).check();
  await form.getByLabel('Konec ponavljanja').selectOption('count');
  await form.getByRole('spinbutton', { name: 'Število dogodkov' }).fill('3');
  await form.getByRole('radio', { name: 'Vse člane skupine' }).check();
  await expect(form.getByText(/Vsak povabljeni prejme eno obvestilo za ves niz./)).toBeVisible();
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(form).toBeHidden();

  // An occurrence says that it repeats, and how ("Tedensko ob …, … in … · 3 dogodki"), Monday first.
  const plural = ['ponedeljkih', 'torkih', 'sredah', 'četrtkih', 'petkih', 'sobotah', 'nedeljah'];
  const days = [first, (first + 1) % 7, (first + 2) % 7].sort((a, b) => a - b).map((i) => plural[i]);
  const summary = `Tedensko ob ${days[0]}, ${days[1]} in ${days[2]} · 3 dogodki`;

  // The three occurrences are in the list.
  if (mobile) {
    await page.goto('/dashboard');
    const items = page.getByRole('button', { name: new RegExp(title) });
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Ponavlja se');
    await items.nth(1).click();
    await expect(page.getByText(summary)).toBeVisible();
    await page.getByRole('button', { name: 'Možnosti dogodka' }).click();
    await page.getByRole('button', { name: 'Uredi podrobnosti' }).click();
  } else {
    const upcoming = page.getByRole('region', { name: 'Prihajajoči dogodki' }).or(page.locator('section[aria-labelledby="dashboard-upcoming"]'));
    const items = upcoming.getByText(title, { exact: true });
    await expect(items).toHaveCount(3);
    await expect(upcoming.getByRole('button', { name: new RegExp(title) }).first()).toContainText('Ponavlja se');
    await items.nth(1).click();
    await expect(page.getByText(summary)).toBeVisible();
    await page.getByRole('button', { name: 'Uredi podrobnosti dogodka' }).click();
  }
  const edit = page.getByRole('dialog', { name: 'Uredi podrobnosti dogodka' });
  await expect(edit).toBeVisible();
  await edit.getByLabel(/^Ura/).fill('20:15');
  await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
  const scope = page.getByRole('dialog', { name: 'Spremeni ponavljajoči se dogodek' });
  await expect(scope).toBeVisible();
  await expect(scope.getByRole('radio', { name: 'Samo ta dogodek' })).toBeChecked();
  await expect(scope.getByRole('radio', { name: 'Ta in vsi naslednji' })).toBeVisible();
  await expect(scope.getByRole('radio', { name: 'Vsi v nizu' })).toBeVisible();
  await scope.getByRole('button', { name: 'Shrani', exact: true }).click();
  await expect(scope).toBeHidden();
  await expect(edit).toBeHidden();
  await expect(page.getByText('20:15').first()).toBeVisible();

  // Only that occurrence moved; the member is on every list and was told once.
  const list = await (await request.get(`/api/events?community_id=${choir.id}&limit=20`)).json();
  const mine = (list.events as { title: string; time: string; attendee_count: number }[]).filter((e) => e.title === title);
  expect(mine.map((e) => e.time)).toEqual(['19:30', '20:15', '19:30']);
  expect(mine.every((e) => e.attendee_count === 2)).toBe(true);
  const notes = await (await memberApi.get('/api/notifications?limit=50')).json();
  expect((notes.notifications as { type: string }[]).filter((n) => n.type === 'event_invited')).toHaveLength(1);
  await memberApi.dispose();

  // Deleting the moved occurrence with 'Ta in vsi naslednji' leaves only the first one.
  if (mobile) {
    await page.getByRole('button', { name: 'Možnosti dogodka' }).click();
    await page.getByRole('button', { name: 'Izbriši dogodek' }).click();
  } else {
    await page.getByRole('button', { name: 'Izbriši dogodek' }).click();
  }
  const remove = page.getByRole('dialog', { name: 'Izbriši ponavljajoči se dogodek' });
  await remove.getByRole('radio', { name: 'Ta in vsi naslednji' }).check();
  await remove.getByRole('button', { name: 'Izbriši', exact: true }).click();
  await expect(remove).toBeHidden();
  if (mobile) await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(1);
  else await expect(page.locator('section[aria-labelledby="dashboard-upcoming"]').getByText(title, { exact: true })).toHaveCount(1);
});

test('issue 53: a member cannot change the whole series when a date in it is not theirs to change; the scope dialog says how many', async ({ page, request, playwright }, info) => {
  const mobile = isMobile(info);
  const director = await verifiedUser(request, info, 'zbv');
  const member = await verifiedUser(request, info, 'pev');
  const token = await apiLogin(request, director);
  const headers = { 'X-CSRFToken': token };
  const choir = await apiCommunity(request, token, uniqueName('Zbor urejanja', info), 'Public');
  expect((await request.put(`/api/communities/${choir.id}`, { headers, data: { name: choir.name, allow_member_edits: true } })).ok()).toBe(true);
  const memberApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const memberToken = await apiLogin(memberApi, member);
  expect((await memberApi.post(`/api/communities/${choir.id}/join`, { headers: { 'X-CSRFToken': memberToken }, data: {} })).ok()).toBe(true);
  await memberApi.dispose();
  const title = uniqueName('Vaja', info);
  const base = { title, time: '19:30', location: 'Kor', event_type: 'rehearsal', visibility: 'community', community_id: choir.id };
  const created = await request.post('/api/events', { headers, data: { ...base, date: day(1), repeat: { frequency: 'weekly', count: 3 } } });
  expect(created.status()).toBe(201);
  const seriesId = (await created.json()).event.series_id as number;
  const list = (await (await request.get(`/api/events?community_id=${choir.id}&limit=20`)).json()).events as { id: number; date: string; series_id: number }[];
  const occurrences = list.filter((e) => e.series_id === seriesId);
  // The director makes the last date private ('Samo ta dogodek'): the member does not see it.
  const last = occurrences[2]!;
  expect((await request.put(`/api/events/${last.id}`, { headers, data: { ...base, date: last.date, visibility: 'private', scope: 'this' } })).ok()).toBe(true);

  await logIn(page, member.username, member.password);
  if (mobile) {
    await page.goto('/dashboard');
    const items = page.getByRole('button', { name: new RegExp(title) });
    await expect(items).toHaveCount(2);
    await items.first().click();
    await page.getByRole('button', { name: 'Možnosti dogodka' }).click();
    await page.getByRole('button', { name: 'Uredi podrobnosti' }).click();
  } else {
    const upcoming = page.locator('section[aria-labelledby="dashboard-upcoming"]');
    await upcoming.getByText(title, { exact: true }).first().click();
    await page.getByRole('button', { name: 'Uredi podrobnosti dogodka' }).click();
  }
  const edit = page.getByRole('dialog', { name: 'Uredi podrobnosti dogodka' });
  await edit.getByLabel(/^Ura/).fill('20:15');
  await edit.getByRole('button', { name: 'Shrani', exact: true }).click();
  const scope = page.getByRole('dialog', { name: 'Spremeni ponavljajoči se dogodek' });
  await scope.getByRole('radio', { name: 'Vsi v nizu' }).check();
  await expect(scope.getByText('Če katerega od izbranih dogodkov ne smete spreminjati, se ne spremeni nobeden.')).toBeVisible();
  await scope.getByRole('button', { name: 'Shrani', exact: true }).click();
  // Refused as a whole, in the dialog, naming the one date.
  await expect(scope.getByRole('alert')).toContainText('Sprememba ni shranjena: pri 1 datumu v tem nizu nimate pravice urejanja.');
  await expect(scope).toBeVisible();
  const after = (await (await request.get(`/api/events?community_id=${choir.id}&limit=20`)).json()).events as { series_id: number; time: string }[];
  expect(after.filter((e) => e.series_id === seriesId).map((e) => e.time)).toEqual(['19:30', '19:30', '19:30']);
  await page.screenshot({ path: info.outputPath(`series-scope-refused-${info.project.name}.png`) });

  // 'Samo ta dogodek' is the member's to change.
  await scope.getByRole('radio', { name: 'Samo ta dogodek' }).check();
  await scope.getByRole('button', { name: 'Shrani', exact: true }).click();
  await expect(scope).toBeHidden();
  await expect(edit).toBeHidden();
  const done = (await (await request.get(`/api/events?community_id=${choir.id}&limit=20`)).json()).events as { series_id: number; time: string }[];
  expect(done.filter((e) => e.series_id === seriesId).map((e) => e.time)).toEqual(['20:15', '19:30', '19:30']);
});
