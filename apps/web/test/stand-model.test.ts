import { describe, expect, it } from 'vitest';
import { containScale, keyAction, nextPos, prevPos, resolve, swipeAction } from '../src/features/stand/stand-model.ts';

const key = (k: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
  keyAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

describe('music stand: turning pages (issue 25)', () => {
  // A 2-page PDF, a one-page image, a 3-page PDF.
  const counts = [2, 1, 3];

  it('moves through a song\'s pages and then to the next song, and stops at the end', () => {
    const seen = [];
    let pos: { song: number; page: number } | null = { song: 0, page: 0 };
    while (pos) {
      seen.push(`${pos.song}:${pos.page}`);
      pos = nextPos(pos, counts);
    }
    expect(seen).toEqual(['0:0', '0:1', '1:0', '2:0', '2:1', '2:2']);
  });

  it('goes back to the last page of the song before, and stops at the start', () => {
    expect(prevPos({ song: 2, page: 0 }, counts)).toEqual({ song: 1, page: -1 });
    expect(resolve({ song: 1, page: -1 }, counts)).toEqual({ song: 1, page: 0 });
    expect(prevPos({ song: 1, page: 0 }, counts)).toEqual({ song: 0, page: -1 });
    expect(resolve({ song: 0, page: -1 }, counts)).toEqual({ song: 0, page: 1 });
    expect(prevPos({ song: 0, page: -1 }, counts)).toEqual({ song: 0, page: 0 });
    expect(prevPos({ song: 0, page: 0 }, counts)).toBeNull();
  });

  it('while a song\'s PDF is still loading, "next" goes on to the next song and "last page" waits', () => {
    expect(nextPos({ song: 0, page: 0 }, [undefined, 1])).toEqual({ song: 1, page: 0 });
    expect(resolve({ song: 0, page: -1 }, [undefined, 1])).toEqual({ song: 0, page: -1 });
  });

  it('arrow keys, PageUp/PageDown (page-turn pedals), space and Escape', () => {
    for (const k of ['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']) expect(key(k), k).toBe('next');
    for (const k of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']) expect(key(k), k).toBe('prev');
    expect(key(' ', { shiftKey: true })).toBe('prev');
    expect(key('Escape')).toBe('close');
    expect(key('ArrowLeft', { altKey: true })).toBeNull();
    expect(key('r', { ctrlKey: true })).toBeNull();
    expect(key('a')).toBeNull();
  });

  it('a sideways swipe turns the page; a short or vertical one does not', () => {
    expect(swipeAction(-120, 10)).toBe('next');
    expect(swipeAction(90, -5)).toBe('prev');
    expect(swipeAction(30, 0)).toBeNull();
    expect(swipeAction(-80, 200)).toBeNull();
  });

  it('fits a page whole on the screen', () => {
    expect(containScale(600, 800, 1200, 800)).toBe(1);
    expect(containScale(600, 800, 300, 800)).toBe(0.5);
  });
});
