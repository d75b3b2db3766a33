import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiCommunity, apiLogin, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { holdEntry } from '../support/first-screen.ts';

/*
 * A phone's dashboard rendered by the server (apps/server/src/http/first-screen.ts, the web
 * build's src/ssr/first-screen.tsx): the list is in the HTML, and the client takes the page
 * over without asking for its data again or replacing what is on screen. A phone is told apart by
 * its user agent here (Playwright's mobile emulation sends no Sec-CH-UA-Mobile of ?1).
 */

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
test.use({ userAgent: PHONE_UA });

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + offset * 86_400_000));

const TRICKY = '<b>Vaja</b> & "pevci" </script>';

async function choirWithEvents(request: APIRequestContext, info: Parameters<typeof verifiedUser>[1]) {
  const owner = await verifiedUser(request, info, 'zbor');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, uniqueName('Zbor', info), 'Public');
  const ids: number[] = [];
  for (const [title, offset] of [['Adventna vaja', 1], [TRICKY, 2], ['Nedeljska maša', 3]] as const) {
    const res = await request.post('/api/events', {
      headers: { 'X-CSRFToken': token },
      data: { title, date: day(offset), time: '19:30', location: 'Kor', event_type: 'rehearsal', community_id: community.id, visibility: 'community' },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).event.id);
  }
  return { owner, ids };
}

test('the phone dashboard comes with its list in the HTML: readable without JavaScript', async ({ browser, request }, info) => {
  const { owner } = await choirWithEvents(request, info);
  const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, javaScriptEnabled: false });
  try {
    await apiLogin(context.request, owner);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const list = page.getByRole('list', { name: 'Prihajajoči' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByText('Adventna vaja')).toBeVisible();
    // User text is text: no element made of it, nothing cut at its </script>.
    await expect(list.getByText(TRICKY, { exact: true })).toBeVisible();
    await expect(page.locator('#root b')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Dogodki', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Spodnji meni' }).getByRole('link', { name: 'Pesmarica' })).toBeVisible();
    // Styled: the tab bar sits at the bottom of the screen.
    const bar = await page.locator('.mobile-tab-bar').boundingBox();
    expect(bar!.y + bar!.height).toBeGreaterThan(800);
  } finally {
    await context.close();
  }
});

test('the client takes the page over: no read repeated, nothing replaced, every control works', async ({ page }, info) => {
  const { ids } = await choirWithEvents(page.request, info);
  const reads: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/') && reads.push(new URL(r.url()).pathname + new URL(r.url()).search)));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  // The first event's title element as the server sent it, kept to compare once the client runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverTitle: Element | null }).serverTitle = document.querySelector('.mev-item__title');
    });
  });
  const entry = await holdEntry(page);

  // 'commit': the entry, held back, keeps DOMContentLoaded from firing (a module script runs before it).
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('.mev-item__title').first()).toHaveText('Adventna vaja');
  // A tap before the client has the page is held, then answered.
  await page.getByRole('button', { name: 'Več' }).click();
  expect(await entry.hydrated()).toBe(false);
  await expect(page.getByRole('button', { name: 'Odjava' })).toBeHidden();
  entry.release();
  await expect(page.getByRole('button', { name: 'Odjava' })).toBeVisible();
  expect(await entry.hydrated()).toBe(true);
  await page.getByRole('button', { name: 'Več' }).click();
  await expect(page.getByRole('button', { name: 'Odjava' })).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { serverTitle: Element | null }).serverTitle === document.querySelector('.mev-item__title'))).toBe(true);
  await expect(page.locator('.app-shell')).toHaveCount(1);
  await expect(page.locator('.mev-list > li')).toHaveCount(3);
  await expectAccessible(page, 'the dashboard rendered by the server');
  for (const read of ['/api/profile', '/api/user/communities', '/api/notifications/unread-count', '/api/events?when=upcoming']) {
    expect(reads.filter((url) => url.startsWith(read)), read).toEqual([]);
  }

  // Tabs read their list; an event opens; back to the list.
  await page.getByRole('button', { name: 'Pretekli' }).click();
  await expect(page.getByText('Ni dogodkov')).toBeVisible();
  expect(reads.some((url) => url.startsWith('/api/events?when=past'))).toBe(true);
  await page.getByRole('button', { name: 'Prihajajoči' }).click();
  await page.getByText('Nedeljska maša').click();
  await expect(page).toHaveURL(new RegExp(`event=${ids[2]}$`));
  await expect(page.getByRole('heading', { name: 'Nedeljska maša' })).toBeVisible();

  // A write works without the token having been asked for at start (the client fetches it then).
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Nov dogodek' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Naslov dogodka').fill('Vaja za božič');
  await form.getByLabel('Datum').fill(day(4));
  await form.getByLabel('Ura').fill('19:00');
  await form.getByLabel('Lokacija').fill('Kor');
  await form.getByRole('button', { name: 'Ustvari', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vaja za božič' })).toBeVisible();
  expect(errors).toEqual([]);
});
