import { setlistName, type TEvent, type TSetlistRequest, type TSetlistSong, type TSongCandidate } from '@zborovodja/contracts';

/**
 * The setlist being edited, by the desktop editor modal and by mobile edit mode (spec §2
 * "Modals", §4 "Mobile setlist edit mode"): every change (move, delete, role, comment, added
 * songs) stays in this local list; saving sends the whole list with orders renumbered 1…n.
 * A role or comment holds the text as typed (null when blank); the request trims it. Pure
 * functions, so they are unit-tested.
 */
export type DraftSong = TSetlistSong;

type SongIds = ReadonlySet<number> | readonly number[];

/** The setlist's songs in their stored order, copied. */
export const toDraft = (songs: readonly TSetlistSong[]): DraftSong[] =>
  [...songs].sort((a, b) => a.order - b.order).map((s) => ({ ...s }));

/** Orders 1…n by position. */
export const renumber = (songs: readonly DraftSong[]): DraftSong[] => songs.map((s, i) => ({ ...s, order: i + 1 }));

/**
 * Moves the chosen songs one step up (-1) or down (+1), keeping their relative order; a chosen
 * song already at the edge, or blocked by another chosen song at the edge, stays.
 */
export function moveSongs(songs: readonly DraftSong[], ids: SongIds, direction: -1 | 1): DraftSong[] {
  const chosen = new Set(ids);
  const list = [...songs];
  const indexes = list.map((s, i) => (chosen.has(s.song_id) ? i : -1)).filter((i) => i >= 0);
  if (direction === 1) indexes.reverse();
  const fixed = new Set<number>();
  for (const i of indexes) {
    const target = i + direction;
    if (target < 0 || target >= list.length || fixed.has(target)) {
      fixed.add(i);
      continue;
    }
    [list[i], list[target]] = [list[target], list[i]];
  }
  return renumber(list);
}

export const removeSongs = (songs: readonly DraftSong[], ids: SongIds): DraftSong[] => {
  const chosen = new Set(ids);
  return renumber(songs.filter((s) => !chosen.has(s.song_id)));
};

/** Typed text as kept in the draft: blank is none. */
const textOrNull = (text: string) => (text.trim() ? text : null);

/** One role for the chosen songs (a blank role clears it). */
export const setRole = (songs: readonly DraftSong[], ids: SongIds, role: string): DraftSong[] => {
  const chosen = new Set(ids);
  const value = textOrNull(role);
  return songs.map((s) => (chosen.has(s.song_id) ? { ...s, song_role: value } : s));
};

/** The comment of one song (a blank comment clears it). */
export const setComment = (songs: readonly DraftSong[], songId: number, comment: string): DraftSong[] =>
  songs.map((s) => (s.song_id === songId ? { ...s, comment: textOrNull(comment) } : s));

/** The key one song is sung in (issue 25; a blank key clears it, the song's own key then holds). */
export const setItemKey = (songs: readonly DraftSong[], songId: number, key: string): DraftSong[] =>
  songs.map((s) => (s.song_id === songId ? { ...s, item_key: textOrNull(key) } : s));

export const isInSetlist = (songs: readonly Pick<DraftSong, 'song_id'>[], songId: number) => songs.some((s) => s.song_id === songId);

/** A picked songbook song as a setlist entry at the end, without a role or comment. */
export const candidateToSong = (c: TSongCandidate, order: number): DraftSong => ({
  song_id: c.id,
  title: c.title,
  composer: c.composer,
  key: c.key,
  category: c.category,
  notes: null,
  has_part_file: c.has_part_file,
  part_file_name: c.part_file_name,
  part_file_type: c.part_file_type,
  song_role: null,
  order,
  comment: null,
  item_key: null,
});

/** Appends the picked songs; a song already in the setlist is left out and reported (spec §5: only once). */
export function addSongs(songs: readonly DraftSong[], picked: readonly TSongCandidate[]): { songs: DraftSong[]; duplicates: TSongCandidate[] } {
  const list = [...songs];
  const duplicates: TSongCandidate[] = [];
  for (const c of picked) {
    if (isInSetlist(list, c.id)) duplicates.push(c);
    else list.push(candidateToSong(c, list.length + 1));
  }
  return { songs: renumber(list), duplicates };
}

/** The songs of a POST or PUT /setlists body: orders 1…n by position, roles and comments trimmed, blank as null. */
export const toRequestSongs = (songs: readonly DraftSong[]): TSetlistRequest['songs'] =>
  songs.map((s, i) => ({ song_id: s.song_id, song_role: s.song_role?.trim() || null, order: i + 1, comment: s.comment?.trim() || null, item_key: s.item_key?.trim() || null }));

/** Whether the draft differs from what was loaded (order, membership, role or comment). */
export function isChanged(original: readonly DraftSong[], draft: readonly DraftSong[]): boolean {
  const a = toRequestSongs(toDraft(original));
  const b = toRequestSongs(draft);
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** The POST or PUT /setlists body: the setlist keeps its name; a new one is named after the event. */
export const setlistRequest = (
  event: Pick<TEvent, 'id' | 'title' | 'date'>,
  current: { name: string } | null | undefined,
  songs: readonly DraftSong[],
): TSetlistRequest => ({ name: current?.name ?? setlistName(event.title, event.date), event_id: event.id, songs: toRequestSongs(songs) });

/**
 * What leaving mobile edit mode sends: nothing when the draft is unchanged (or empty for an
 * event without a setlist), else POST (no setlist yet) or PUT of the whole list.
 */
export function saveRequest(
  event: Pick<TEvent, 'id' | 'title' | 'date' | 'setlist_id'>,
  current: { name: string; songs: readonly DraftSong[] } | null | undefined,
  draft: readonly DraftSong[],
): { id: number | null; body: TSetlistRequest } | null {
  const changed = event.setlist_id ? isChanged(current?.songs ?? [], draft) : draft.length > 0;
  if (!changed) return null;
  return { id: event.setlist_id, body: setlistRequest(event, current, draft) };
}

export type CandidateSort = 'alpha' | 'category';

/** Songbook column order: by title, or by category then title (sl-SI collation). */
export function sortCandidates<T extends Pick<TSongCandidate, 'title' | 'category'>>(songs: T[], sort: CandidateSort): T[] {
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, 'sl-SI');
  return [...songs].sort(sort === 'category' ? (a, b) => a.category.localeCompare(b.category, 'sl-SI') || byTitle(a, b) : byTitle);
}

/** Tooltip text of a comment: at most 100 characters (spec §9). */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
