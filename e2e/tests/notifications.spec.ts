import { expect, test } from '@playwright/test';
import { apiLogin, isMobile, logIn, seedNotifications, verifiedUser } from '../support/fixtures.ts';

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
  await expect(rows.first()).toContainText('event created');

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
