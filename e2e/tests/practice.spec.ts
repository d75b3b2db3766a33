import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiCommunity, apiLogin, cspViolations, isMobile, logIn, uniqueName, verifiedUser } from '../support/fixtures.ts';
import { isoInDays } from '../support/stand.ts';
import { expectAccessible } from '../support/a11y.ts';
import { energyAt, hz, readWav } from '../support/spectrum.ts';
import { choirMidi } from '../support/midi.ts';

/*
 * Issue 59 "Practise your part": a leader attaches a MusicXML hymn, a tenor opens "Vadi svoj glas",
 * hears the tenor to the fore (asserted from the spectrum of the rendered mix), the highlight
 * follows the playing, tempo and loop act, and the view works offline for a kept event.
 */

const HYMN = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/test/fixtures/scores/satb-four-staves.musicxml'));
/** The hymn's first chord: soprano A4, alto F4, tenor C4, bass F3. */
const FIRST = { soprano: hz(69), alto: hz(65), tenor: hz(60), bass: hz(53) };

/** A leader whose own voice part is Tenor, a community song and an event in two days that sings it in G (the song is in F). */
async function setup(request: import('@playwright/test').APIRequestContext, info: import('@playwright/test').TestInfo) {
  const leader = await verifiedUser(request, info, 'tenor');
  const token = await apiLogin(request, leader);
  const headers = { 'X-CSRFToken': token };
  const community = await apiCommunity(request, token, `Zbor vaje ${uniqueName('v', info)}`);
  const me = (await (await request.get('/api/profile')).json()).id as number;
  expect((await request.put(`/api/communities/${community.id}/voice-parts/${me}`, { headers, data: { voice_part: 'Tenor' } })).ok()).toBe(true);
  const title = `Hvalite Gospoda ${uniqueName('h', info)}`;
  const song = (await (await request.post('/api/songs', { headers, data: { title, key: 'F', community_id: community.id } })).json()).song as { id: number };
  const event = (await (await request.post('/api/events', { headers, data: { title: `Maša ${title}`, date: isoInDays(2), time: '10:00', location: 'Cerkev', event_type: 'mass', community_id: community.id } })).json()).event as { id: number };
  expect((await request.post('/api/setlists', { headers, data: { event_id: event.id, songs: [{ song_id: song.id, song_role: 'Vstopna', item_key: 'G' }] } })).status()).toBe(201);
  return { leader, headers, song, event, title };
}

/** Counts AudioContexts made by the page: none may exist before play is pressed. */
async function countAudioContexts(page: Page) {
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    (window as unknown as { zbAudioContexts: number }).zbAudioContexts = 0;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        (window as unknown as { zbAudioContexts: number }).zbAudioContexts += 1;
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { zbAudioContexts: number }).zbAudioContexts);
}

/** The practice recording the page renders (OfflineAudioContext), as samples. */
async function savedMix(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Shrani posnetek vaje (WAV)' }).click();
  const file = await (await download).path();
  return readWav(readFileSync(file));
}

const loudest = (wav: ReturnType<typeof readWav>) => {
  const energies = Object.fromEntries(Object.entries(FIRST).map(([voice, f]) => [voice, energyAt(wav.samples, wav.rate, f, 0.05, 0.7)]));
  return { voice: Object.entries(energies).sort((a, b) => b[1] - a[1])[0][0], energies };
};

test('a leader attaches a MusicXML hymn; a tenor practises with the tenor to the fore; highlight, tempo, loop, keyboard and the mix\'s spectrum', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { leader, title, song } = await setup(request, info);
  const violations = cspViolations(page);
  const audioContexts = await countAudioContexts(page);
  await logIn(page, leader.username, leader.password);

  // The leader attaches the hymn beside the song's notes (the type is checked before sending).
  await page.goto('/songs');
  await page.getByText(/\(1 pesem\)/).click();
  if (isMobile(info)) {
    await page.getByRole('button', { name: `Možnosti za pesem ${title}` }).click();
    await page.getByRole('button', { name: 'Naloži note', exact: true }).click();
  } else {
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: /^(Naloži note|Note): / }).click();
  }
  const dialog = page.getByRole('dialog');
  const files = dialog.getByTestId('practice-files');
  await files.getByLabel('Datoteka za vajo').setInputFiles({ name: 'hvalite.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await files.getByRole('button', { name: 'Naloži za vajo' }).click();
  await expect(files.getByText(/Za vajo so dovoljeni: MusicXML/)).toBeVisible();
  await files.getByLabel('Datoteka za vajo').setInputFiles({ name: 'hvalite.musicxml', mimeType: '', buffer: HYMN });
  await files.getByRole('button', { name: 'Naloži za vajo' }).click();
  await expect(files.getByText('Datoteka za vajo je naložena.')).toBeVisible();
  await expect(files.getByText('hvalite.musicxml')).toBeVisible();
  await dialog.screenshot({ path: info.outputPath(`practice-files-${info.project.name}.png`) });
  await files.getByRole('link', { name: 'Vadi svoj glas' }).click();

  // The practice view: the score engraved, the mixer with a row per voice, Tenor to the fore.
  await expect(page).toHaveURL(new RegExp(`/songs/${song.id}/practice$`));
  const score = page.getByTestId('practice-score');
  await expect(score).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(score.locator('g.measure')).toHaveCount(4);
  await expect(page.getByLabel('Moj glas')).toHaveValue('tenor');
  for (const [voice, volume] of [['soprano', '30'], ['alto', '30'], ['tenor', '100'], ['bass', '30']]) {
    await expect(page.getByTestId(`mixer-${voice}`)).toHaveAttribute('data-volume', volume);
  }
  await expect(page.getByTestId('mixer-tenor')).toContainText('moj glas');
  await expect(page.getByRole('slider', { name: 'Glasnost: Tenor' })).toHaveValue('100');
  await expect(page.getByRole('button', { name: 'Samo Bas' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Utišaj: Alt' })).toBeVisible();
  await expect(page.getByTestId('practice-time')).toContainText('0:00 / 0:12');
  await page.screenshot({ path: info.outputPath(`practice-${info.project.name}.png`), fullPage: true });
  await expectAccessible(page, 'practice view');
  // Nothing sounds before play is pressed: not even an audio context exists.
  expect(await audioContexts()).toBe(0);

  // The mix as it sounds: the tenor's first pitch is the loudest; with Bas on solo, the bass's.
  const mine = loudest(await savedMix(page));
  expect(mine.voice, JSON.stringify(mine.energies)).toBe('tenor');
  expect(mine.energies.tenor).toBeGreaterThan(4 * Math.max(mine.energies.soprano, mine.energies.alto));
  await page.getByRole('button', { name: 'Samo Bas' }).click();
  const solo = loudest(await savedMix(page));
  expect(solo.voice, JSON.stringify(solo.energies)).toBe('bass');
  expect(solo.energies.tenor).toBeLessThan(solo.energies.bass / 100);
  await page.getByRole('button', { name: 'Samo Bas' }).click();

  // Play: the highlight moves from bar 1 to bar 2 (80 crotchets a minute: three seconds a bar).
  await page.getByTestId('practice-play').click();
  await expect(page.getByTestId('practice-play')).toHaveAttribute('aria-pressed', 'true');
  expect(await audioContexts()).toBe(1);
  await expect(score).toHaveAttribute('data-bar', '1');
  await expect(score.locator('g.practice-bar-now')).toHaveCount(1);
  await expect(score.locator('g.practice-bar-now .note use').first()).toHaveCSS('fill', 'rgb(10, 108, 240)');
  await expect(score).toHaveAttribute('data-bar', '2', { timeout: 6_000 });
  // Space pauses (the focus on the page, not on a control).
  await page.locator('h1').click();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('practice-play')).toHaveAttribute('aria-pressed', 'false');
  const pausedAt = await page.getByRole('slider', { name: 'Položaj' }).inputValue();
  await page.waitForTimeout(500);
  expect(await page.getByRole('slider', { name: 'Položaj' }).inputValue()).toBe(pausedAt);

  // Tempo 150 %: the song lasts eight seconds instead of twelve.
  await page.getByRole('slider', { name: 'Tempo' }).fill('150');
  await expect(page.getByTestId('practice-tempo-value')).toHaveText('150 %');
  await expect(page.getByTestId('practice-time')).toContainText('/ 0:08');

  // A loop of bar 3 alone: playing stays there, round and round.
  await page.getByLabel('Ponavljaj takte').check();
  await page.getByLabel('Od takta').fill('3');
  await page.getByLabel('do takta').fill('3');
  await page.getByTestId('practice-play').click();
  await expect(score).toHaveAttribute('data-bar', '3');
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(400);
    expect(await score.getAttribute('data-bar')).toBe('3');
  }
  await page.getByTestId('practice-play').click();

  // Transposition: from the song page it starts as written; a semitone up and back.
  await expect(page.getByTestId('practice-transpose')).toHaveText('0 poltonov');
  await page.getByRole('button', { name: 'Pol tona višje' }).click();
  await expect(page.getByTestId('practice-transpose')).toHaveText('+1 polton');
  await expect(score).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });

  // The leader corrects a voice (the top part sung by the altos): kept on the server for every singer.
  await page.getByText('Popravi glasove').click();
  await page.getByLabel('Glas dela Sopran').selectOption('alto');
  await page.getByRole('button', { name: 'Shrani glasove' }).click();
  await expect(page.getByText('Glasovi so shranjeni.')).toBeVisible();
  await expect(page.getByTestId('mixer-soprano')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('mixer-alto')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('mixer-soprano')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('from the music stand of a kept event, and offline: the practice view in the setlist\'s key, played from what the device kept', async ({ page, request, context }, info) => {
  test.setTimeout(120_000);
  const { leader, headers, song, event, title } = await setup(request, info);
  const up = await request.post(`/api/songs/${song.id}/practice-files`, { headers, multipart: { file: { name: 'hvalite.musicxml', mimeType: 'application/xml', buffer: HYMN } } });
  expect(up.status()).toBe(201);
  await logIn(page, leader.username, leader.password);
  // The device keeps the event, its setlist, the song, its practice file and the engraver.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('zb-offline-synced-at'), undefined, { timeout: 60_000 });
  const engraver = () => page.evaluate(async () => (await (await caches.open('zb-engraver-v1')).keys()).map((r) => new URL(r.url).pathname));
  await expect.poll(engraver, { timeout: 30_000 }).toEqual([expect.stringMatching(/^\/assets\/verovio-module-.+\.mjs$/)]);

  await context.setOffline(true);
  await page.goto(`/events/${event.id}/stand`);
  await expect(page.getByTestId('stand-title')).toContainText(title);
  await page.getByRole('link', { name: 'Vadi svoj glas' }).click();
  await expect(page).toHaveURL(new RegExp(`/songs/${song.id}/practice\\?event=${event.id}$`));
  const score = page.getByTestId('practice-score');
  await expect(score).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // The setlist sings it in G, the song is written in F: two semitones up.
  await expect(page.getByTestId('practice-transpose')).toHaveText('+2 poltona');
  await expect(page.getByLabel('Moj glas')).toHaveValue('tenor');
  await page.getByTestId('practice-play').click();
  await expect(score).toHaveAttribute('data-bar', '2', { timeout: 6_000 });
  await page.getByTestId('practice-play').click();
  await page.screenshot({ path: info.outputPath(`practice-offline-${info.project.name}.png`), fullPage: true });
  await context.setOffline(false);
});

test('a MIDI file plays without a score: its tracks in the mixer by name, the tenor to the fore', async ({ page, request }, info) => {
  const { leader, headers, song } = await setup(request, info);
  const midi = choirMidi([
    { name: 'Soprano', pitches: [69, 70, 72, 69, 67, 65, 67, 69] },
    { name: 'Alto', pitches: [65, 65, 64, 65, 64, 62, 64, 65] },
    { name: 'Tenor', pitches: [60, 62, 60, 60, 60, 58, 60, 60] },
    { name: 'Bass', pitches: [53, 50, 48, 53, 48, 46, 48, 53] },
  ]);
  const up = await request.post(`/api/songs/${song.id}/practice-files`, { headers, multipart: { file: { name: 'hvalite.mid', mimeType: 'audio/midi', buffer: midi } } });
  expect(up.status()).toBe(201);
  await logIn(page, leader.username, leader.password);
  await page.goto(`/songs/${song.id}/practice`);
  await expect(page.getByText('Datoteka MIDI nima notnega zapisa; slišite jo v mešalniku spodaj.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Moj glas')).toHaveValue('tenor');
  for (const [voice, volume] of [['soprano', '30'], ['alto', '30'], ['tenor', '100'], ['bass', '30']]) {
    await expect(page.getByTestId(`mixer-${voice}`)).toHaveAttribute('data-volume', volume);
  }
  // Two bars at 120: four seconds; the tenor's first pitch the loudest in the mix.
  await expect(page.getByTestId('practice-time')).toContainText('0:00 / 0:04');
  const mine = loudest(await savedMix(page));
  expect(mine.voice, JSON.stringify(mine.energies)).toBe('tenor');
  await page.getByTestId('practice-play').click();
  await expect(page.getByTestId('practice-time')).toContainText('Takt 2', { timeout: 5_000 });
  await page.getByTestId('practice-play').click();
});

test('a recording for the tenors plays in the same mixer row as the synthesised tenor, at the chosen tempo', async ({ page, request }, info) => {
  const { leader, headers, song } = await setup(request, info);
  expect((await request.post(`/api/songs/${song.id}/practice-files`, { headers, multipart: { file: { name: 'hvalite.musicxml', mimeType: 'application/xml', buffer: HYMN } } })).status()).toBe(201);
  await logIn(page, leader.username, leader.password);
  // A second of middle C recorded by the browser itself (MPEG-4 audio, as a phone records it).
  const m4a = Buffer.from(
    await page.evaluate(async () => {
      const ctx = new AudioContext();
      const osc = ctx.createOscillator();
      osc.frequency.value = 262;
      const dest = ctx.createMediaStreamDestination();
      osc.connect(dest);
      osc.start();
      const recorder = new MediaRecorder(dest.stream, { mimeType: 'audio/mp4' });
      const parts: Blob[] = [];
      recorder.ondataavailable = (e) => parts.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      recorder.stop();
      await stopped;
      await ctx.close();
      return Array.from(new Uint8Array(await new Blob(parts).arrayBuffer()));
    }),
  );
  const up = await request.post(`/api/songs/${song.id}/practice-files`, { headers, multipart: { voice: 'tenor', file: { name: 'tenor.m4a', mimeType: 'audio/mp4', buffer: m4a } } });
  expect(up.status()).toBe(201);
  expect((await up.json()).song.practice_files[1]).toMatchObject({ kind: 'audio', type: 'm4a', voice: 'tenor' });

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // What each recording is asked to play at: its rate, and whether its pitch is kept.
  await page.addInitScript(() => {
    const plays: { rate: number; keepsPitch: boolean }[] = [];
    (window as unknown as { zbPlays: typeof plays }).zbPlays = plays;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      plays.push({ rate: this.playbackRate, keepsPitch: this.preservesPitch });
      return play.call(this);
    };
  });
  await page.goto(`/songs/${song.id}/practice`);
  const score = page.getByTestId('practice-score');
  await expect(score).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('mixer-tenor')).toContainText('Tenor in posnetek');
  await expect(page.getByRole('slider', { name: 'Glasnost: Tenor in posnetek' })).toHaveValue('100');
  await page.getByRole('slider', { name: 'Tempo' }).fill('75');
  await page.getByTestId('practice-play').click();
  // The recording plays at three quarters of its speed, its pitch kept.
  expect(await page.evaluate(() => (window as unknown as { zbPlays: unknown[] }).zbPlays)).toEqual([{ rate: 0.75, keepsPitch: true }]);
  await expect(score).toHaveAttribute('data-bar', '2', { timeout: 8_000 });
  await page.getByRole('button', { name: 'Utišaj: Tenor in posnetek' }).click();
  await expect(page.getByRole('button', { name: 'Utišaj: Tenor in posnetek' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('practice-play').click();
  expect(errors).toEqual([]);
});
