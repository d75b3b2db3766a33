/*
 * Turning pages at the music stand (issue 25), pure so it is unit-tested: the setlist's songs in
 * order, each with its pages (a PDF's pages, one image, or one page of lyrics); "next" moves
 * through a song's pages and then to the next song, "previous" back to the last page of the one
 * before.
 */

export interface StandPos {
  /** Index of the song in the setlist. */
  song: number;
  /** Index of the page in the song; -1: its last page, once its page count is known. */
  page: number;
}

/** Page counts by song index; undefined while a song's file is still loading. */
export type PageCounts = readonly (number | undefined)[];

/** The position with a "last page" resolved, when the song's count is known. */
export function resolve(pos: StandPos, counts: PageCounts): StandPos {
  const n = counts[pos.song];
  if (n === undefined) return pos;
  if (pos.page < 0 || pos.page >= n) return { song: pos.song, page: Math.max(0, n - 1) };
  return pos;
}

/** The next page, or the first page of the next song; null at the end of the setlist. */
export function nextPos(pos: StandPos, counts: PageCounts): StandPos | null {
  const here = resolve(pos, counts);
  const n = counts[here.song];
  if (n !== undefined && here.page + 1 < n) return { song: here.song, page: here.page + 1 };
  if (here.song + 1 < counts.length) return { song: here.song + 1, page: 0 };
  return null;
}

/** The previous page, or the last page of the song before; null at the very start. */
export function prevPos(pos: StandPos, counts: PageCounts): StandPos | null {
  const here = resolve(pos, counts);
  if (here.page > 0) return { song: here.song, page: here.page - 1 };
  if (here.song > 0) return { song: here.song - 1, page: -1 };
  return null;
}

export type StandAction = 'next' | 'prev' | 'close';

/**
 * What a key does: arrows and PageUp/PageDown (which Bluetooth page-turn pedals send), space and
 * Enter forward, Escape closes. Keys with a modifier are left to the browser.
 */
export function keyAction(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): StandAction | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  switch (e.key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
    case 'Enter':
      return 'next';
    case ' ':
      return e.shiftKey ? 'prev' : 'next';
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
    case 'Backspace':
      return 'prev';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/** A horizontal swipe of at least 50 px that is more sideways than up or down: right-to-left is "next". */
export function swipeAction(dx: number, dy: number): StandAction | null {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** The scale at which a page of `w`×`h` fits in `boxW`×`boxH` whole. */
export const containScale = (w: number, h: number, boxW: number, boxH: number) => (w > 0 && h > 0 ? Math.min(boxW / w, boxH / h) : 1);
