import { describe, expect, it } from 'vitest';
import { ftsQuery, searchTerms, TERM_MAX, tsQuery } from '../../src/modules/songs/song-search.ts';

describe('the song search terms', () => {
  it('reads search words folded, without punctuation, each once, at most eight', () => {
    expect(searchTerms('"Noč*  ŽIVLJENJE, noč')).toEqual(['noc', 'zivljenje']);
    expect(searchTerms('Čast')).toEqual(['cast']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms(' ,.; ')).toEqual([]);
    expect(searchTerms('Psalm 23')).toEqual(['psalm', '23']);
    expect(searchTerms('a'.repeat(TERM_MAX + 10))).toEqual(['a'.repeat(TERM_MAX)]);
  });

  it('splits FTS and tsquery syntax into plain words', () => {
    expect(searchTerms('"marija" NEAR(po, 2) -sveta col:noc ^x a&b|c !d \'e\' (f) {g} x:*')).toEqual(['marija', 'near', 'po', '2', 'sveta', 'col', 'noc', 'x']);
    expect(searchTerms('AND OR NOT')).toEqual(['and', 'or', 'not']);
  });

  it('quotes every term as a prefix, all required', () => {
    expect(ftsQuery(['marija', 'po'])).toBe('"marija"* AND "po"*');
    expect(tsQuery(['marija', 'po'])).toBe("'marija':* & 'po':*");
    // Quotes cannot come from searchTerms; were they there, they stay inside their term.
    expect(ftsQuery(['a"b'])).toBe('"a""b"*');
    expect(tsQuery(["a'b\\"])).toBe("'a''b\\\\':*");
  });
});
