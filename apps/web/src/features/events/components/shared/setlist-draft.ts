import { setlistName, type TEvent, type TSetlistRequest, type TSetlistSong, type TSongCandidate } from '@zborovodja/contracts';

/*
 * The setlist being edited: a local list of songs that is saved as a whole (orders renumbered
 * by position). Pure functions so the editors (desktop modal, mobile edit mode) can share and
 * test them.
 */

export interface DraftSong {
  song_id: number;
  title: string;
  composer: string | null;
  category: string;
  song_role: string;
  comment: string;
}

export const draftFromSetlist = (songs: TSetlistSong[]): DraftSong[] =>
  [...songs]
    .sort((a, b) => a.order - b.order)
    .map((s) => ({
      song_id: s.song_id,
      title: s.title,
      composer: s.composer,
      category: s.category,
      song_role: s.song_role ?? '',
      comment: s.comment ?? '',
    }));

export const isInDraft = (draft: DraftSong[], songId: number) => draft.some((s) => s.song_id === songId);

/** Adds a song at the end; a song already present is refused (spec §5: a song is in a setlist only once). */
export function addToDraft(draft: DraftSong[], song: Pick<TSongCandidate, 'id' | 'title' | 'composer' | 'category'>): { draft: DraftSong[]; duplicate: boolean } {
  if (isInDraft(draft, song.id)) return { draft, duplicate: true };
  return {
    draft: [...draft, { song_id: song.id, title: song.title, composer: song.composer, category: song.category, song_role: '', comment: '' }],
    duplicate: false,
  };
}

/** Moves the song at `index` by `delta` places; out of range leaves the list as it is. */
export function moveInDraft(draft: DraftSong[], index: number, delta: -1 | 1): DraftSong[] {
  const target = index + delta;
  if (index < 0 || index >= draft.length || target < 0 || target >= draft.length) return draft;
  const next = [...draft];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const removeFromDraft = (draft: DraftSong[], index: number) => draft.filter((_, i) => i !== index);

export const updateDraftSong = (draft: DraftSong[], index: number, patch: Partial<Pick<DraftSong, 'song_role' | 'comment'>>) =>
  draft.map((s, i) => (i === index ? { ...s, ...patch } : s));

/** The POST/PUT /setlists body: orders 1…n by position, blank role and comment as null. */
export function setlistRequestOf(event: Pick<TEvent, 'id' | 'title' | 'date'>, draft: DraftSong[]): TSetlistRequest {
  return {
    name: setlistName(event.title, event.date),
    event_id: event.id,
    songs: draft.map((s, i) => ({
      song_id: s.song_id,
      song_role: s.song_role.trim() || null,
      order: i + 1,
      comment: s.comment.trim() || null,
    })),
  };
}

export type CandidateSort = 'alpha' | 'category';

/** Songbook column order: by title, or by category then title (sl-SI collation). */
export function sortCandidates<T extends Pick<TSongCandidate, 'title' | 'category'>>(songs: T[], sort: CandidateSort): T[] {
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, 'sl-SI');
  return [...songs].sort(sort === 'category' ? (a, b) => a.category.localeCompare(b.category, 'sl-SI') || byTitle(a, b) : byTitle);
}

/** Tooltip text of a comment: at most 100 characters (spec §9). */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
