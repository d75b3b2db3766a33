import { expect, test } from '@playwright/test';
import { apiLogin, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * Issue 58 #1–3 at both widths: a song in H–B notation (B is B♭, H is B natural) transposed +1,
 * its -is chords moved by their root with the suffix kept, its ChordPro directives shown.
 */
test('a song in H–B notation transposes +1 in its own notation and shows its capo, subtitle and artist', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'akordi');
  const token = await apiLogin(request, user);
  const title = `Sveta noč ${uniqueName('a', info)}`;
  const lyrics = '{st: Božična}\n{artist: F. X. Gruber}\n{capo: 2}\n[F]Sveta [C7]noč, [B]blažena [F]noč\n[Cis-mol]vsi [Fis]za[Dmaj7]spa[Gsus4]li';
  const res = await request.post('/api/songs', { headers: { 'X-CSRFToken': token }, data: { title, key: 'F', lyrics } });
  expect(res.status()).toBe(201);
  expect((await res.json()).song.chord_notation).toBe('german');

  await logIn(page, user.username, user.password);
  await page.goto('/songs');
  if (isMobile(info)) await page.locator('.song-item__main').filter({ hasText: title }).click();
  else await page.getByRole('button', { name: `Predogled: ${title}` }).click();
  const preview = page.getByRole('dialog', { name: title });
  const sheet = preview.getByTestId('chord-sheet');
  const chords = sheet.locator('.chord-sheet__chord:not(.chord-sheet__chord--none)');
  await expect(chords).toHaveText(['F', 'C7', 'B', 'F', 'Cis-mol', 'Fis', 'Dmaj7', 'Gsus4']);
  await expect(preview.getByTestId('chord-capo')).toHaveText('Kapodaster: 2');
  await expect(preview.getByTestId('chord-subtitle')).toHaveText('Božična');
  await expect(preview.getByTestId('chord-artist')).toHaveText('F. X. Gruber');
  await expect(preview.getByTestId('chord-key')).toHaveText('Tonaliteta: F');
  // "za-" under a wider chord: the word's parts are joined with a hyphen.
  await expect(sheet.locator('.chord-sheet__hyphen')).toHaveCount(2);

  await preview.getByRole('button', { name: 'Pol tona višje' }).click();
  await expect(preview.getByTestId('transpose-delta')).toHaveText('+1');
  // In H–B, B is B♭: a semitone up is H. Fis +1 is G, Cis-mol +1 is D-mol; sus4 stays.
  await expect(chords).toHaveText(['Fis', 'Cis7', 'H', 'Fis', 'D-mol', 'G', 'Dismaj7', 'Gissus4']);
  await expect(preview.getByTestId('chord-key')).toHaveText('Tonaliteta: Fis');
  await preview.getByRole('button', { name: 'Pol tona nižje' }).click();
  await preview.getByRole('button', { name: 'Pol tona nižje' }).click();
  await expect(chords).toHaveText(['E', 'H7', 'A', 'E', 'C-mol', 'F', 'Cismaj7', 'Fissus4']);
  await expect(preview.getByTestId('chord-key')).toHaveText('Tonaliteta: E');
  await expect(preview.getByTestId('chord-capo')).toHaveText('Kapodaster: 2');
  await page.screenshot({ path: info.outputPath(`chords-${isMobile(info) ? 'mobile' : 'desktop'}.png`) });
});
