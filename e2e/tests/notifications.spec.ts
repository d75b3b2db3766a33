import { expect, test } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, seedNotifications, uniqueName, verifiedUser } from '../support/fixtures.ts';

test('navbar dropdown or mobile badge, the notifications page, mark read, mark all, delete, links', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'obv');
  // The event notification points at a real event, so its link opens that event.
  const token = await apiLogin(request, user);
  const created = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title: 'Vaja v četrtek', date: '2030-01-10', time: '19:30', location: 'Župnijska dvorana', visibility: 'private' },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).event.id as number;
  seedNotifications(user.username, [
    ...Array.from({ length: 22 }, (_, i) => ({ type: 'event_created', content: `Starejše obvestilo ${i + 1}`, is_read: true })),
    { type: 'role_changed', content: 'Postal(a) si skrbnik skupine Mešani zbor sv. Cecilije in zdaj lahko urejaš njene nastavitve.', reference_type: 'community', reference_id: 7 },
    { type: 'event_created', content: 'Nova vaja: četrtek ob 19.30', reference_type: 'event', reference_id: eventId },
  ]);
  await logIn(page, user.username, user.password);

  if (isMobile(info)) {
    const tab = page.getByRole('navigation', { name: 'Spodnji meni' });
    await expect(tab.getByText('2', { exact: true })).toBeVisible();
    await tab.getByRole('link', { name: /Obvestila/ }).click();
  } else {
    await page.getByRole('button', { name: /Obvestila/ }).click();
    const menu = page.locator('.dropdown-menu.show');
    // Latest five, content cut to 50 characters.
    await expect(menu.getByText('Nova vaja: četrtek ob 19.30')).toBeVisible();
    await expect(menu.getByText('Postal(a) si skrbnik skupine Mešani zbor sv. Cecil…')).toBeVisible();
    await menu.getByRole('link', { name: /Vsa obvestila/ }).click();
  }
  await expect(page).toHaveURL(/\/notifications$/);
  const rows = page.getByTestId('notification');
  await expect(rows.first()).toContainText('Nova vaja: četrtek ob 19.30');
  await expect(rows.first()).toContainText('Nov dogodek');

  if (isMobile(info)) {
    // Mobile: relative times, a tap marks read and follows the link, pages of 10.
    await expect(rows.first()).toContainText(/pred \d+ min|pravkar/);
    await rows.filter({ hasText: 'Nova vaja' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?event=${eventId}$`));
    await expect(page.getByRole('heading', { name: 'Vaja v četrtek' })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('navigation', { name: 'Spodnji meni' }).getByText('1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Označi vse kot prebrano' }).click();
    await expect(page.getByRole('button', { name: 'Označi vse kot prebrano' })).toBeDisabled();
    await expect(rows).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Strani' }).getByRole('button', { name: '3', exact: true }).click();
    await expect(rows).toHaveCount(4);
    return;
  }

  // Unread tab shows exactly the two unread ones.
  await page.getByRole('tab', { name: /Neprebrana/ }).click();
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: 'Nova vaja' }).getByRole('button', { name: 'Označi kot prebrano' }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Označi vse kot prebrano' }).click();
  await expect(page.getByText('Ni neprebranih obvestil.')).toBeVisible();

  // All: 24 in pages of 20; deleting one leaves 23, so the second page holds 3.
  await page.getByRole('tab', { name: /^Vsa/ }).click();
  await expect(rows).toHaveCount(20);
  await rows.first().getByRole('button', { name: 'Izbriši' }).click();
  await expect(rows.first()).not.toContainText('Nova vaja');
  await page.getByRole('navigation', { name: 'Strani' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(rows).toHaveCount(3);

  // A community notification leads to the community page.
  await page.getByRole('navigation', { name: 'Strani' }).getByRole('button', { name: '1', exact: true }).click();
  await expect(rows.first().getByRole('link', { name: /Postal\(a\) si skrbnik/ })).toHaveAttribute('href', '/community/7');
  await expect(rows.nth(1).getByRole('link')).toHaveCount(0);
});

test('an old notification of a deleted event says that the event no longer exists; the cancellation is in the list (issue 18)', async ({ page, request, playwright }, info) => {
  const owner = await verifiedUser(request, info, 'org');
  const member = await verifiedUser(request, info, 'pev');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, uniqueName('Zbor odpovedi', info), 'Public');
  const memberApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const joined = await memberApi.post(`/api/communities/${community.id}/join`, { headers: { 'X-CSRFToken': await apiLogin(memberApi, member) }, data: {} });
  expect(joined.ok()).toBe(true);
  await memberApi.dispose();

  // Two community events; the member is told about each (event_created), then one is deleted.
  const create = async (title: string, date: string) => {
    const res = await request.post('/api/events', {
      headers: { 'X-CSRFToken': token },
      data: { title, date, time: '19:30', location: 'Župnijska dvorana', visibility: 'community', community_id: community.id },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).event.id as number;
  };
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await create('Vaja, ki ostane', day);
  const cancelled = await create('Odpovedana vaja', day);
  expect((await request.delete(`/api/events/${cancelled}`, { headers: { 'X-CSRFToken': token } })).status()).toBe(200);

  await logIn(page, member.username, member.password);
  await page.goto('/notifications');
  const rows = page.getByTestId('notification');
  const [y, m, d] = day.split('-').map(Number);
  const notice = rows.filter({ hasText: 'Odpovedana vaja' }).filter({ hasText: 'je odpovedan' });
  await expect(notice).toContainText(`${d}. ${m}. ${y} ob 19:30`);
  // The cancellation links nowhere: the event is gone.
  if (!isMobile(info)) await expect(notice.getByRole('link')).toHaveCount(0);

  // The old "new event" notification still links to the deleted event.
  const old = rows.filter({ hasText: 'Nov dogodek' }).filter({ hasText: 'Odpovedana vaja' });
  if (isMobile(info)) await old.click();
  else await old.getByRole('link').click();
  await expect(page.getByText('Dogodek ne obstaja več ali pa nimate dostopa do njega.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // What the dashboard shows instead is another event, and the message says why.
  if (isMobile(info)) await expect(page.getByRole('heading', { name: 'Odpovedana vaja' })).toHaveCount(0);
  else {
    await expect(page.getByRole('article', { name: 'Vaja, ki ostane' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Odpovedana vaja' })).toHaveCount(0);
  }
});

test('opening a notification from the notifications page reads it (issue 58, #11)', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'odpri');
  const token = await apiLogin(request, user);
  const created = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title: 'Vaja v petek', date: '2030-01-11', time: '19:30', location: 'Kor', visibility: 'private' },
  });
  const eventId = (await created.json()).event.id as number;
  seedNotifications(user.username, [{ type: 'event_created', content: 'Nova vaja: petek ob 19.30', reference_type: 'event', reference_id: eventId }]);
  await logIn(page, user.username, user.password);
  await page.goto('/notifications');
  const row = page.getByTestId('notification').filter({ hasText: 'Nova vaja: petek' });
  if (isMobile(info)) await row.click();
  else await row.getByRole('link', { name: 'Nova vaja: petek ob 19.30' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?event=${eventId}$`));
  await expect(async () => {
    const unread = await (await page.request.get('/api/notifications/unread-count')).json();
    expect(unread.unread_count).toBe(0);
  }).toPass();
});
