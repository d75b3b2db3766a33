import { useCallback, useState } from 'react';
import { eventsUi, type TEvent, type TSetlist, type TSongCandidate } from '@zborovodja/contracts';
import { useSetlist } from '@/lib/events.ts';
import { useSaveSetlist } from '../../api/setlists.ts';
import {
  addSongs, moveSongs, removeSongs, saveRequest, setComment, setItemKey, setlistRequest, setRole, toDraft, type DraftSong,
} from '../shared/setlist-draft.ts';

export type SaveOutcome = 'saved' | 'unchanged' | 'failed';

/**
 * The setlist of the mobile event view and its edit mode (spec §4): entering copies the songs
 * into a local draft; moves, deletions, roles, comments and added songs change only the draft;
 * finishing saves the whole list (POST when the event has no setlist yet, else PUT) and leaves
 * edit mode even when the save fails.
 */
export function useSetlistEditor(event: TEvent) {
  const setlist = useSetlist(event.setlist_id);
  const save = useSaveSetlist();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DraftSong[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [written, setWritten] = useState<TSetlist | null>(null);
  const loaded = setlist.data?.songs ?? [];

  const enter = useCallback(() => {
    setDraft(toDraft(setlist.data?.songs ?? []));
    setSelected(new Set());
    setEditing(true);
  }, [setlist.data]);

  /** Leaves edit mode, saving the draft when it differs from what was loaded; a failed save leaves it too. */
  const finish = async (): Promise<SaveOutcome> => {
    // After the Mass plan wrote a first setlist, the event may not have been read again yet.
    const current = setlist.data ?? written;
    const request = saveRequest({ ...event, setlist_id: event.setlist_id ?? written?.id ?? null }, current, draft);
    try {
      if (!request) return 'unchanged';
      await save.mutateAsync(request);
      return 'saved';
    } catch {
      return 'failed';
    } finally {
      setEditing(false);
      setSelected(new Set());
    }
  };

  /** Outside edit mode a comment is saved at once: the whole list with one comment changed. */
  const saveComment = async (songId: number, comment: string) => {
    const songs = setComment(toDraft(loaded), songId, comment);
    await save.mutateAsync({ id: event.setlist_id, body: setlistRequest(event, setlist.data, songs) });
  };

  const toggle = (songId: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(songId)) next.delete(songId);
      else next.add(songId);
      return next;
    });

  return {
    setlist,
    songs: editing ? draft : toDraft(loaded),
    editing,
    saving: save.isPending,
    selected,
    enter,
    finish,
    saveComment,
    toggle,
    selectAll: () => setSelected((s) => (s.size === draft.length ? new Set() : new Set(draft.map((d) => d.song_id)))),
    move: (direction: -1 | 1, ids: Iterable<number> = selected) => setDraft((d) => moveSongs(d, [...ids], direction)),
    remove: (ids: Iterable<number> = selected) => {
      const gone = [...ids];
      setDraft((d) => removeSongs(d, gone));
      setSelected((s) => new Set([...s].filter((id) => !gone.includes(id))));
    },
    applyRole: (role: string, ids: Iterable<number> = selected) => setDraft((d) => setRole(d, [...ids], role)),
    applyComment: (songId: number, comment: string) => setDraft((d) => setComment(d, songId, comment)),
    applyKey: (songId: number, key: string) => setDraft((d) => setItemKey(d, songId, key)),
    /** The draft becomes a setlist the server just wrote (the Mass plan, issue 22). */
    replace: (result: TSetlist) => {
      setWritten(result);
      setDraft(toDraft(result.songs));
      setSelected(new Set());
    },
    /** Adds picked songs to the draft; answers the ones already there. */
    add: (picked: TSongCandidate[]) => {
      const result = addSongs(draft, picked);
      setDraft(result.songs);
      return result.duplicates;
    },
  };
}

export type SetlistEditor = ReturnType<typeof useSetlistEditor>;
export const commentFailed = eventsUi.setlist.commentFailedMobile;
