import type { TEventsResponse, TSetlist } from '@zborovodja/contracts';
import { FIRST_SCREEN_READS } from '@/app/first-screen-data.ts';
import { getEvent } from '@/features/events/api/get-event.ts';
import { carouselParams, getEvents } from '@/features/events/api/get-events.ts';
import { getMonthFestivities } from '@/features/events/api/festivities.ts';
import { getSetlist } from '@/features/events/api/setlists.ts';
import { getSong } from '@/features/songs/api/get-song.ts';
import { fetchPdfBytes } from '@/components/part-viewer/fetch-file.ts';
import { api } from '@/lib/api-client.ts';
import { partFileKind, partFileUrl } from '@/lib/part-files.ts';
import { SYNCED_AT_KEY } from './offline-cache.ts';
import { clearCount, clearOfflineData } from './offline-data.ts';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The window kept for offline use: the past 7 days and the next 14. */
export function offlineWindow(now: number) {
  return { from: iso(now - 7 * DAY), to: iso(now + 14 * DAY) };
}

/**
 * Reads, while online, what a logged-in user has offline (issue 25): the app's first reads, their
 * events of the window, each with its attendees and setlist, the festivities of its months, and
 * each setlist song with its sheet music. The service worker keeps every answer (network first), under the same address
 * the screens read, so offline they find it. Answers false when there is no one logged in.
 */
export async function warmOfflineData(now = Date.now()): Promise<boolean> {
  const { from, to } = offlineWindow(now);
  const clearsAtStart = clearCount();
  let list: TEventsResponse;
  try {
    list = await api.get<TEventsResponse>('/events', { when: 'all', from, to, limit: 100 });
  } catch {
    return false;
  }
  // What the app reads to start (the session, the communities, the unread count, the dashboard's
  // list at both widths): a phone's dashboard comes with them in the page, so the page itself
  // never asked for them and nothing would be kept to start with offline.
  await Promise.all([
    ...Object.values(FIRST_SCREEN_READS).map((url) => fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null)),
    getEvents(carouselParams).catch(() => null),
  ]);
  const months = new Set<string>();
  const songs = new Map<number, TSetlist['songs'][number]>();
  await Promise.all(
    list.events.map(async (e) => {
      months.add(e.date.slice(0, 7));
      const event = await getEvent(e.id).catch(() => null);
      if (!event?.setlist_id) return;
      const setlist = await getSetlist(event.setlist_id).catch(() => null);
      for (const s of setlist?.songs ?? []) songs.set(s.song_id, s);
    }),
  );
  for (const month of months) {
    const [y, m] = month.split('-').map(Number);
    await getMonthFestivities(y, m);
  }
  // One song at a time: sheet music can be large and the signal poor.
  for (const s of songs.values()) {
    await getSong(s.song_id).catch(() => null);
    if (s.has_part_file) {
      if (partFileKind(s.part_file_type, s.part_file_name) === 'pdf') await fetchPdfBytes(partFileUrl(s.song_id)).catch(() => null);
      else await fetch(partFileUrl(s.song_id), { credentials: 'include' }).catch(() => null);
    }
  }
  // A logout while this ran deleted what was kept; what this read after it goes too.
  if (clearCount() !== clearsAtStart) {
    await clearOfflineData();
    return false;
  }
  localStorage.setItem(SYNCED_AT_KEY, String(Date.now()));
  return true;
}
