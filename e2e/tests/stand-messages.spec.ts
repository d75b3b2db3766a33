import { expect, test } from '@playwright/test';
import { apiCommunity, apiLogin, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { isoInDays } from '../support/stand.ts';

/* The music stand says what is missing, of the song on the stand, not of the whole setlist. */

test('the stand shows lyrics where a song has no sheet music, and says so of a song that has neither', async ({ page, request }, info) => {
  const owner = await verifiedUser(request, info, 'stojsp');
  const token = await apiLogin(request, owner);
  const community = await apiCommunity(request, token, uniqueName('Zbor', info));
  const headers = { 'X-CSRFToken': token };
  const song = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/songs', { headers, data: { community_id: community.id, ...data } });
    expect(res.status()).toBe(201);
    return (await res.json()).song as { id: number };
  };
  const bare = await song({ title: 'Brez vsega E2E' });
  const sung = await song({ title: 'Z besedilom E2E', lyrics: 'Glej, zvezdice božje\nmigljajo lepo' });
  const event = async (songs: { song_id: number }[]) => {
    const res = await request.post('/api/events', { headers, data: { title: uniqueName('Maša', info), date: isoInDays(3), time: '10:00', location: 'Cerkev', event_type: 'mass', community_id: community.id } });
    const { id } = (await res.json()).event as { id: number };
    expect((await request.post('/api/setlists', { headers, data: { event_id: id, songs } })).status()).toBe(201);
    return id;
  };
  const withSongs = await event([{ song_id: bare.id }, { song_id: sung.id }]);
  const empty = await event([]);

  await logIn(page, owner.username, owner.password);
  await page.goto(`/events/${withSongs}/stand`);
  const stand = page.getByTestId('stand');
  await expect(page.getByTestId('stand-where')).toHaveText('1/1 · Pesem 1 od 2');
  await expect(stand).toContainText('Ta pesem nima ne not ne besedila.');
  await expect(stand).toContainText('Note (PDF ali sliko) ali besedilo dodate pri pesmi v pesmarici.');
  await page.getByRole('button', { name: 'Naslednja stran' }).click();
  await expect(page.getByTestId('stand-where')).toHaveText('1/1 · Pesem 2 od 2');
  await expect(stand).toContainText('Glej, zvezdice božje');
  await expect(stand).not.toContainText('nima ne not ne besedila');

  await page.goto(`/events/${empty}/stand`);
  await expect(page.getByTestId('stand')).toContainText('V setlisti ni pesmi.');
});
