import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCommunity, apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 22, song history, at both widths: the songbook sorted by 'Nazadnje peto' shows the most
 * recently sung first (and the never sung last, first the other way round); the community's
 * 'Statistika pesmi' shows the most sung song and opens its history (date, event, role).
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const day = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const shown = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('sl-SI', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });

async function song(request: APIRequestContext, token: string, title: string, communityId?: number) {
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, ...(communityId ? { community_id: communityId } : {}) } });
  expect(res.status()).toBe(201);
  return (await res.json()).song.id as number;
}

/** A past event with a setlist, through the API. */
async function sung(request: APIRequestContext, token: string, title: string, date: string, songs: { song_id: number; song_role?: string }[], communityId?: number) {
  const ev = await request.post('/api/events', {
    headers: { 'X-CSRFToken': token },
    data: { title, date, location: 'Cerkev', event_type: 'mass', ...(communityId ? { community_id: communityId } : { visibility: 'private' }) },
  });
  expect(ev.status(), await ev.text()).toBe(201);
  const eventId = (await ev.json()).event.id;
  const sl = await request.post('/api/setlists', {
    headers: { 'X-CSRFToken': token },
    data: { event_id: eventId, songs: songs.map((s) => ({ song_role: null, comment: null, ...s })) },
  });
  expect(sl.status()).toBe(201);
}

test("the songbook sorts by 'Nazadnje peto' and the group's song statistics open a song's history", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const mobile = isMobile(info);
  const u = uniqueName('', info);
  const user = await verifiedUser(request, info, 'zgod');
  const token = await apiLogin(request, user);

  // Personal songs: by title A, B, C; by last sung C (3 days ago), A (30 days ago), B (never).
  const a = await song(request, token, `Angelsko češčenje ${u}`);
  await song(request, token, `Blagoslovi, Gospod ${u}`);
  const c = await song(request, token, `Cvetoča lipa ${u}`);
  await sung(request, token, `Jutranja maša ${u}`, day(-30), [{ song_id: a }]);
  await sung(request, token, `Večerna maša ${u}`, day(-3), [{ song_id: c }]);

  await logIn(page, user.username, user.password);
  await page.goto('/songs');
  const titles = mobile ? page.locator('.song-item__title') : page.getByTestId('song-row').locator('.songs-table__title');
  await expect(titles).toHaveText([`Angelsko češčenje ${u}`, `Blagoslovi, Gospod ${u}`, `Cvetoča lipa ${u}`]);
  const sortByLastSung = async () => {
    if (mobile) {
      await page.locator('#songs-sort').click();
      await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Nazadnje peto' }).click();
    } else {
      await page.getByRole('button', { name: /Nazadnje peto/ }).click();
    }
  };
  await sortByLastSung();
  await expect(titles).toHaveText([`Cvetoča lipa ${u}`, `Angelsko češčenje ${u}`, `Blagoslovi, Gospod ${u}`]);
  const lastSung = page.getByTestId('song-row').getByTestId('song-last-sung');
  await expect(lastSung.nth(0)).toContainText(shown(day(-3)));
  await expect(lastSung.nth(2)).toHaveText('Še ni bila peta');
  await sortByLastSung();
  await expect(titles).toHaveText([`Blagoslovi, Gospod ${u}`, `Angelsko češčenje ${u}`, `Cvetoča lipa ${u}`]);

  // The group's statistics: Kristus kraljuj sung twice, Pridi, Gospod once.
  const community = await apiCommunity(request, token, `Zbor statistike ${u}`);
  const kristus = await song(request, token, `Kristus kraljuj ${u}`, community.id);
  const pridi = await song(request, token, `Pridi, Gospod ${u}`, community.id);
  await song(request, token, `Nova pesem ${u}`, community.id);
  await sung(request, token, `Nedeljska maša ${u}`, day(-10), [{ song_id: kristus, song_role: 'Vstopna' }, { song_id: pridi, song_role: 'Obhajilo' }], community.id);
  await sung(request, token, `Praznična maša ${u}`, day(-40), [{ song_id: kristus, song_role: 'Zaključna' }], community.id);

  await page.goto(`/community/${community.id}`);
  await page.getByRole('link', { name: 'Statistika pesmi' }).click();
  await expect(page.getByRole('heading', { name: 'Statistika pesmi', level: 1 })).toBeVisible();
  const rows = page.getByRole('tabpanel').getByTestId('song-stat-row');
  await expect(rows.first()).toContainText(`Kristus kraljuj ${u}`);
  await expect(rows.first()).toContainText('2×');
  await expect(rows.nth(1)).toContainText(`Pridi, Gospod ${u}`);
  await rows.first().click();
  const dialog = page.getByRole('dialog', { name: `Zgodovina: Kristus kraljuj ${u}` });
  await expect(dialog).toBeVisible();
  const entries = dialog.getByTestId('song-history-row');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(shown(day(-10)));
  await expect(entries.nth(0)).toContainText(`Nedeljska maša ${u}`);
  await expect(entries.nth(0)).toContainText('Vstopna');
  await expect(entries.nth(1)).toContainText('Zaključna');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/song-history-${info.project.name}.png` });
  await dialog.getByRole('button', { name: 'Zapri' }).first().click();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/song-stats-${info.project.name}.png`, fullPage: true });

  // Never sung: the not-sung tab.
  await page.getByRole('tab', { name: 'Nepete leto dni' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('song-stat-row').first()).toContainText(`Nova pesem ${u}`);
  await page.goto('/songs');
  await sortByLastSung();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/songbook-${info.project.name}.png` });
});
