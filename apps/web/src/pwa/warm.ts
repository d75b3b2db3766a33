import type { TEventsResponse, TSetlist } from '@zborovodja/contracts';
import { FIRST_SCREEN_READS, type FirstScreenAnswers } from '@/app/first-screen-data.ts';
import { getMonthFestivities } from '@/features/events/api/festivities.ts';
import { fetchPdfBytes } from '@/components/part-viewer/fetch-file.ts';
import { api } from '@/lib/api-client.ts';
import { getCommunity } from '@/lib/communities.ts';
import { ENGRAVER_URL } from '@/lib/engraver-url.ts';
import { practiceFileUrl } from '@/lib/practice-files.ts';
import { getEvent, getSetlist } from '@/lib/events.ts';
import { partFileKind, partFileUrl } from '@/lib/part-files.ts';
import { getSong } from '@/lib/songs.ts';
import { logoutPending } from '@/lib/storage.ts';
import { DATA_CACHE, STAMP_HEADER, SYNCED_AT_KEY } from './offline-cache.ts';
import { clearCount, clearOfflineData } from './offline-data.ts';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The window kept for offline use: the past 7 days and the next 14. */
export function offlineWindow(now: number) {
  return { from: iso(now - 7 * DAY), to: iso(now + 14 * DAY) };
}

/**
 * Reads, while online, what a logged-in user has offline (issue 25): their events of the window,
 * each with its attendees and setlist, the festivities of its months, and each setlist song with
 * its sheet music. The service worker keeps every answer (network first), under the same address
 * the screens read, so offline they find it. Answers false when there is no one logged in.
 */
export async function warmOfflineData(now = Date.now()): Promise<boolean> {
  const { from, to } = offlineWindow(now);
  const clearsAtStart = clearCount();
  // A logout the server has not heard yet (issue 53, #4): the session still answers, but is over here.
  if (logoutPending.get()) return false;
  let list: TEventsResponse;
  try {
    list = await api.get<TEventsResponse>('/events', { when: 'all', from, to, limit: 100 });
  } catch {
    return false;
  }
  await keepStartReads();
  const months = new Set<string>();
  const songs = new Map<number, TSetlist['songs'][number]>();
  const communities = new Set<number>();
  await Promise.all(
    list.events.map(async (e) => {
      months.add(e.date.slice(0, 7));
      const event = await getEvent(e.id).catch(() => null);
      if (event?.community_id) communities.add(event.community_id);
      if (!event?.setlist_id) return;
      const setlist = await getSetlist(event.setlist_id).catch(() => null);
      for (const s of setlist?.songs ?? []) songs.set(s.song_id, s);
    }),
  );
  for (const month of months) {
    const [y, m] = month.split('-').map(Number);
    await getMonthFestivities(y, m);
  }
  // The communities' reads: the practice view finds the member's voice part there.
  for (const id of communities) await getCommunity(id).catch(() => null);
  // One song at a time: sheet music can be large and the signal poor.
  let practisesScore = false;
  for (const s of songs.values()) {
    const song = await getSong(s.song_id).catch(() => null);
    if (s.has_part_file) {
      if (partFileKind(s.part_file_type, s.part_file_name) === 'pdf') await fetchPdfBytes(partFileUrl(s.song_id)).catch(() => null);
      else await fetch(partFileUrl(s.song_id), { credentials: 'include' }).catch(() => null);
    }
    // Issue 59: what "Vadi svoj glas" plays (score, MIDI, recordings), kept like the sheet music.
    for (const f of song?.practice_files ?? []) {
      await fetch(practiceFileUrl(s.song_id, f.id), { credentials: 'include' }).then((r) => r.arrayBuffer()).catch(() => null);
      if (f.kind === 'score') practisesScore = true;
    }
  }
  // ...and the engraver that draws the score, once (the service worker keeps it: sw.ts).
  // Read to the end: the worker keeps it as it streams by.
  if (practisesScore) await fetch(ENGRAVER_URL).then((r) => r.arrayBuffer()).catch(() => null);
  // A logout while this ran deleted what was kept; what this read after it goes too.
  if (clearCount() !== clearsAtStart || logoutPending.get()) {
    await clearOfflineData();
    return false;
  }
  localStorage.setItem(SYNCED_AT_KEY, String(Date.now()));
  return true;
}

/**
 * What the app reads to start must be kept, or offline it starts with no user. The screens' own
 * reads keep them, but not always: a login puts the profile it answered straight into the query
 * cache. What is missing is read once here; what is there is kept fresh by the screens.
 */
async function keepStartReads(): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  await Promise.all(
    Object.values(FIRST_SCREEN_READS).map(async (path) => {
      if (await cache.match(path, { ignoreVary: true })) return;
      await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null);
    }),
  );
}

/**
 * A phone's dashboard comes rendered by the server with the answers of the app's first reads in
 * the page (app/first-screen-data.ts): the page never asks for them, so the service worker never
 * sees them. They are kept here as the worker would have kept them (same address, stamped), or
 * offline that page would start with no user and no list.
 */
export async function keepFirstScreen(answers: FirstScreenAnswers): Promise<void> {
  if (!answers.profile) return;
  const cache = await caches.open(DATA_CACHE);
  const keptAt = String(Date.now());
  await Promise.all(
    (Object.keys(FIRST_SCREEN_READS) as (keyof typeof FIRST_SCREEN_READS)[]).map((key) => {
      const answer = answers[key];
      if (answer === undefined) return null;
      const body = JSON.stringify(answer);
      const headers = { 'content-type': 'application/json; charset=utf-8', [STAMP_HEADER]: keptAt };
      return cache.put(new URL(FIRST_SCREEN_READS[key], location.origin).href, new Response(body, { headers }));
    }),
  );
}
