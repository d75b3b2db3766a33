import { expect, test } from '@playwright/test';
import { apiCommunity, apiLogin, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { linkFromOutbox } from '../support/outbox.ts';

/*
 * Issue 24 at both widths: the profile's calendar feed card (copy the URL, fetch the feed, make a
 * new URL) and a reminder's one-click answer opened while logged out, then seen on the event.
 */

const isMobile = (name: string) => name === 'mobile';

test('profile: copy a calendar feed URL, the feed answers, a new URL replaces it', async ({ page, context, request }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await verifiedUser(request, info, 'koledar');
  const token = await apiLogin(request, user);
  const community = await apiCommunity(request, token, uniqueName('Zbor', info));
  const event = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title: 'Vaja pred koncertom', date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + 3 * 86_400_000)), time: '19:00', location: 'Župnišče', visibility: 'community', community_id: community.id },
  });
  expect(event.status()).toBe(201);

  await logIn(page, user.username, user.password);
  await page.goto('/profile');
  if (isMobile(info.project.name)) await page.getByRole('tab', { name: 'Koledar' }).click();
  const mine = page.getByRole('region', { name: 'Moji dogodki' });
  await expect(mine.getByRole('link', { name: 'Dodaj v Google Koledar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A%2F%2F/);
  await expect(mine.getByRole('link', { name: 'Odpri v koledarju' })).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole('region', { name: `Dogodki skupine ${community.name}` })).toBeVisible();
  await mine.getByRole('button', { name: 'Kopiraj' }).click();
  await expect(mine.getByText('Povezava je kopirana.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(mine.getByRole('textbox')).toHaveValue(copied);

  const feed = await request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await feed.text();
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain('SUMMARY:Vaja pred koncertom');

  // With festivities: the URL shown changes.
  await mine.getByLabel('Vključi cerkvene praznike').check();
  await expect(mine.getByRole('textbox')).toHaveValue(`${copied}?festivities=1`);
  await mine.getByLabel('Vključi cerkvene praznike').uncheck();

  // A new URL at once; the old one answers 404.
  page.once('dialog', (d) => void d.accept());
  await mine.getByRole('button', { name: 'Ustvari novo povezavo' }).click();
  await expect(mine.getByText('Nova povezava je ustvarjena; stara ne deluje več.')).toBeVisible();
  await expect(mine.getByRole('textbox')).not.toHaveValue(copied);
  expect((await request.get(copied)).status()).toBe(404);
  expect((await request.get(await mine.getByRole('textbox').inputValue())).status()).toBe(200);

  // The reminder setting is saved.
  await page.getByLabel('Opomnik po e-pošti pred dogodkom').selectOption('2');
  await expect(page.getByText('Nastavitev opomnikov je shranjena.')).toBeVisible();
  await page.reload();
  if (isMobile(info.project.name)) await page.getByRole('tab', { name: 'Koledar' }).click();
  await expect(page.getByLabel('Opomnik po e-pošti pred dogodkom')).toHaveValue('2');
});

test('a reminder’s answer link works logged out and the answer shows on the event', async ({ page, request }, info) => {
  const owner = await verifiedUser(request, info, 'zborovodja');
  const member = await verifiedUser(request, info, 'pevka');
  let token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, uniqueName('Zbor', info), 'Public');
  token = await apiLogin(request, member);
  expect((await request.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': token }, data: {} })).status()).toBe(200);
  token = await apiLogin(request, owner);
  // Three hours from now, in Ljubljana: inside the default 24 h.
  const start = new Date(Date.now() + 3 * 3_600_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(start);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana', hour: '2-digit', minute: '2-digit', hour12: false }).format(start);
  const created = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title: 'Vaja za božič', date, time, location: 'Cerkev sv. Nikolaja', visibility: 'community', community_id: community.id },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).event.id as number;
  const memberId = (await (await request.get(`/api/users?community_id=${community.id}&search=${member.username}`)).json()).users[0].id as number;
  expect((await request.post(`/api/events/${eventId}/attendees`, { headers: { 'X-CSRFToken': token }, data: { user_ids: [memberId] } })).status()).toBe(200);

  // The scheduler (every 2 s in e2e) mails the member a reminder with the answer links.
  const link = await linkFromOutbox(member.email, '/rsvp/');
  // Logged out (this page's browser context has no session).
  await page.goto(`${new URL(link).pathname}?odgovor=pridem`);
  await expect(page.getByRole('heading', { name: 'Vaja za božič' })).toBeVisible();
  await expect(page.getByText('Cerkev sv. Nikolaja')).toBeVisible();
  await expect(page.getByTestId('rsvp-status')).toHaveText('Niste še odgovorili.');
  await page.getByRole('button', { name: 'Pridem', exact: true }).click();
  await expect(page.getByText('Hvala! Zapisali smo, da pridete.')).toBeVisible();

  await logIn(page, member.username, member.password);
  await page.goto(`/dashboard?event=${eventId}`);
  await expect(page.getByRole('heading', { name: 'Vaja za božič' }).first()).toBeVisible();
  if (isMobile(info.project.name)) {
    await page.getByRole('button', { name: /^Udeležba/ }).click();
    const mine = page.getByRole('region', { name: 'Moja udeležba' });
    await expect(mine.getByRole('button', { name: 'Pridem', exact: true })).toHaveAttribute('aria-pressed', 'true');
  } else {
    const attendance = page.getByRole('region', { name: 'Udeležba' });
    await expect(attendance.getByRole('button', { name: 'Pridem', exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
});
