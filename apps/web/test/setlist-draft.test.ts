import { describe, expect, it } from 'vitest';
import { eventsUi, type TSetlistSong, type TSongCandidate } from '@zborovodja/contracts';
import {
  addSongs, isChanged, moveSongs, removeSongs, renumber, saveRequest, setComment, setItemKey, setlistRequest, setRole, sortCandidates, toDraft,
  toRequestSongs, truncate,
} from '../src/features/events/components/shared/setlist-draft.ts';

const song = (id: number, order: number, extra: Partial<TSetlistSong> = {}): TSetlistSong => ({
  song_id: id, title: `Pesem ${id}`, composer: null, key: null, category: 'Splošno', notes: null, has_part_file: false,
  part_file_name: null, part_file_type: null, song_role: null, order, comment: null, item_key: null, ...extra,
});
const candidate = (id: number, extra: Partial<TSongCandidate> = {}): TSongCandidate => ({
  id, title: `Pesem ${id}`, composer: 'Skladatelj', key: 'C', category: 'Splošno', owner_type: 'user', has_part_file: id === 9,
  part_file_name: id === 9 ? 'note.pdf' : null, part_file_type: id === 9 ? 'pdf' : null, last_sung: null, times_sung_12m: 0, ...extra,
});
const ids = (list: TSetlistSong[]) => list.map((s) => s.song_id);
const orders = (list: TSetlistSong[]) => list.map((s) => s.order);

describe('setlist draft: local changes (desktop editor, mobile edit mode)', () => {
  const loaded = [song(3, 3), song(1, 1, { song_role: 'Vstopna', comment: 'forte' }), song(2, 2)];

  it('starts from the stored order, with roles and comments, and does not touch the loaded list', () => {
    const draft = toDraft(loaded);
    expect(draft.map((s) => [s.song_id, s.song_role, s.comment])).toEqual([[1, 'Vstopna', 'forte'], [2, null, null], [3, null, null]]);
    draft[1].comment = 'spremenjeno';
    expect(loaded[2].comment).toBeNull();
  });

  it('moves one song up and down, renumbering the orders', () => {
    const draft = toDraft(loaded);
    const up = moveSongs(draft, [3], -1);
    expect(ids(up)).toEqual([1, 3, 2]);
    expect(orders(up)).toEqual([1, 2, 3]);
    expect(ids(moveSongs(up, [1], 1))).toEqual([3, 1, 2]);
    expect(ids(draft)).toEqual([1, 2, 3]);
  });

  it('keeps a song at the edge where it is', () => {
    const draft = toDraft(loaded);
    expect(ids(moveSongs(draft, [1], -1))).toEqual([1, 2, 3]);
    expect(ids(moveSongs(draft, [3], 1))).toEqual([1, 2, 3]);
  });

  it('moves several chosen songs as a block and stops a block at the edge', () => {
    const draft = toDraft([song(1, 1), song(2, 2), song(3, 3), song(4, 4)]);
    expect(ids(moveSongs(draft, [2, 3], -1))).toEqual([2, 3, 1, 4]);
    expect(ids(moveSongs(draft, [2, 3], 1))).toEqual([1, 4, 2, 3]);
    expect(ids(moveSongs(draft, [1, 2], -1))).toEqual([1, 2, 3, 4]);
    expect(ids(moveSongs(draft, [1, 3], -1))).toEqual([1, 3, 2, 4]);
  });

  it('deletes chosen songs and renumbers', () => {
    const left = removeSongs(toDraft(loaded), new Set([2]));
    expect(ids(left)).toEqual([1, 3]);
    expect(orders(left)).toEqual([1, 2]);
  });

  it('sets one role for one or several songs as typed; a blank role clears it', () => {
    const draft = toDraft(loaded);
    const one = setRole(draft, [2], 'Psalm');
    expect(one.map((s) => s.song_role)).toEqual(['Vstopna', 'Psalm', null]);
    const many = setRole(one, [1, 3], 'Obhajilo ');
    expect(many.map((s) => s.song_role)).toEqual(['Obhajilo ', 'Psalm', 'Obhajilo ']);
    expect(setRole(many, [2], '  ').map((s) => s.song_role)).toEqual(['Obhajilo ', null, 'Obhajilo ']);
  });

  it('sets a comment as typed and clears a blank one', () => {
    const draft = setComment(toDraft(loaded), 2, 'Počasi ');
    expect(draft[1].comment).toBe('Počasi ');
    expect(setComment(draft, 2, '')[1].comment).toBeNull();
    expect(setComment(draft, 2, '   ')[1].comment).toBeNull();
  });

  it('appends picked songs and reports those already in the setlist', () => {
    const { songs, duplicates } = addSongs(toDraft(loaded), [candidate(9), candidate(2), candidate(9)]);
    expect(ids(songs)).toEqual([1, 2, 3, 9]);
    expect(orders(songs)).toEqual([1, 2, 3, 4]);
    expect(songs[3]).toMatchObject({ title: 'Pesem 9', has_part_file: true, part_file_type: 'pdf', song_role: null, comment: null });
    expect(duplicates.map((d) => d.id)).toEqual([2, 9]);
    expect(eventsUi.setlist.duplicate).toBe('Ta pesem je že na setlisti.');
  });

  it('saves the whole list with orders 1…n by position, roles and comments trimmed and blank as null', () => {
    let draft = setComment(setRole(toDraft([song(1, 1), song(2, 2), song(3, 3)]), [3], ' Vstopna'), 3, '  tiho ');
    draft = moveSongs(moveSongs(draft, [3], -1), [3], -1);
    expect(toRequestSongs(draft)).toEqual([
      { song_id: 3, song_role: 'Vstopna', order: 1, comment: 'tiho', item_key: null },
      { song_id: 1, song_role: null, order: 2, comment: null, item_key: null },
      { song_id: 2, song_role: null, order: 3, comment: null, item_key: null },
    ]);
    expect(orders(renumber([song(5, 7), song(6, 2)]))).toEqual([1, 2]);
  });

  it('keeps an entry\'s own key (issue 25): trimmed on save, a blank key clears it, and it counts as a change', () => {
    const draft = setItemKey(toDraft(loaded), 2, ' F#m ');
    expect(draft.find((s) => s.song_id === 2)?.item_key).toBe(' F#m ');
    expect((toRequestSongs(draft) ?? []).map((s) => s.item_key)).toEqual([null, 'F#m', null]);
    expect(isChanged(loaded, draft)).toBe(true);
    expect(setItemKey(draft, 2, '  ').find((s) => s.song_id === 2)?.item_key).toBeNull();
    expect(isChanged(loaded, setItemKey(draft, 2, ''))).toBe(false);
  });

  it('tells whether anything changed', () => {
    const draft = toDraft(loaded);
    expect(isChanged(loaded, draft)).toBe(false);
    expect(isChanged(loaded, moveSongs(draft, [2], 1))).toBe(true);
    expect(isChanged(loaded, setComment(draft, 3, 'x'))).toBe(true);
    expect(isChanged(loaded, setComment(draft, 1, ' forte '))).toBe(false);
  });
});

describe('saving the setlist (spec §2, §4)', () => {
  const event = { id: 7, title: 'Nedeljska maša', date: '2026-11-29', setlist_id: null as number | null };

  it('names a new setlist after the event and keeps the name of an existing one', () => {
    expect(setlistRequest(event, null, [])).toEqual({ name: 'Nedeljska maša – 2026-11-29', event_id: 7, songs: [] });
    expect(setlistRequest(event, { name: 'Maša' }, [song(4, 1)]).name).toBe('Maša');
  });

  it('creates the setlist named after the event when there is none yet', () => {
    const { songs } = addSongs([], [candidate(4), candidate(5)]);
    const request = saveRequest(event, null, setRole(songs, [5], 'Psalm'));
    expect(request).toEqual({
      id: null,
      body: {
        name: 'Nedeljska maša – 2026-11-29',
        event_id: 7,
        songs: [
          { song_id: 4, song_role: null, order: 1, comment: null, item_key: null },
          { song_id: 5, song_role: 'Psalm', order: 2, comment: null, item_key: null },
        ],
      },
    });
  });

  it('sends nothing for an empty draft without a setlist, or an unchanged one', () => {
    expect(saveRequest(event, null, [])).toBeNull();
    const current = { name: 'Maša', songs: [song(1, 1), song(2, 2)] };
    expect(saveRequest({ ...event, setlist_id: 3 }, current, toDraft(current.songs))).toBeNull();
  });

  it('replaces the whole list of an existing setlist, keeping its name and renumbering', () => {
    const current = { name: 'Maša', songs: [song(1, 1), song(2, 2), song(3, 3)] };
    const draft = removeSongs(moveSongs(toDraft(current.songs), [3], -1), [1]);
    const request = saveRequest({ ...event, setlist_id: 3 }, current, draft);
    expect(request?.id).toBe(3);
    expect(request?.body.name).toBe('Maša');
    expect(request?.body.songs?.map((s) => [s.song_id, s.order])).toEqual([[3, 1], [2, 2]]);
  });
});

describe('setlist editor songbook and tooltips', () => {
  it('sorts candidates by title or by category (sl-SI)', () => {
    const list = [candidate(1, { title: 'Čez' }), candidate(2, { title: 'Ave', category: 'Marijanska' }), candidate(3, { title: 'Cvet', category: 'Adventna' })];
    expect(sortCandidates(list, 'alpha').map((s) => s.title)).toEqual(['Ave', 'Cvet', 'Čez']);
    expect(sortCandidates(list, 'category').map((s) => s.title)).toEqual(['Cvet', 'Ave', 'Čez']);
  });
  it('cuts tooltips at the limit', () => {
    expect(truncate('a'.repeat(100), 100)).toHaveLength(100);
    const cut = truncate('a'.repeat(150), 100);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });
});
