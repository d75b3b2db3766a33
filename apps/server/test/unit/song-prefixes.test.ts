import { describe, expect, it } from 'vitest';
import { PREFIX_MAX, searchTerms, songPrefixes } from '../../src/modules/songs/song-prefixes.ts';

describe('the song search index', () => {
  it('holds every beginning of every word of title and composer, folded, once', () => {
    expect(songPrefixes('Čast noč', 'Nož')).toEqual(['c', 'ca', 'cas', 'cast', 'n', 'no', 'noc', 'noz']);
    expect(songPrefixes('Psalm 23', null)).toEqual(['p', 'ps', 'psa', 'psal', 'psalm', '2', '23']);
  });

  it('cuts a long word, and a search word the same way, so the long word is still found', () => {
    const long = 'a'.repeat(PREFIX_MAX + 6);
    expect(songPrefixes(long, null).at(-1)).toBe('a'.repeat(PREFIX_MAX));
    expect(searchTerms(long)).toEqual(['a'.repeat(PREFIX_MAX)]);
  });

  it('reads search words folded, without punctuation, each once, at most eight', () => {
    expect(searchTerms('"Noč*  ŽIVLJENJE, noč')).toEqual(['noc', 'zivljenje']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms(' ,.; ')).toEqual([]);
  });
});
