import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../../src/http/kept-answers.ts';

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes), versions: '2026-11-26 1 0' });

describe('KeptAnswers: the memory bound (KEPT_ANSWERS_MB)', () => {
  it('lets the least recently used answers go first once the bytes are over the bound', () => {
    const kept = new KeptAnswers(16_000);
    for (const key of ['a', 'b', 'c', 'd']) kept.set(key, entry(999));
    kept.get('a'); // used again: now the most recent
    for (const key of ['e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q']) kept.set(key, entry(999));
    expect(kept.size).toBe(16);
    expect(kept.get('a')).toBeDefined();
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('c')).toBeDefined();
    expect(kept.get('q')).toBeDefined();
  });

  it('keeps no answer larger than a sixteenth of the bound, and replaces an answer kept under the same key', () => {
    const kept = new KeptAnswers(16_000);
    kept.set('big', entry(1_500));
    expect(kept.get('big')).toBeUndefined();
    kept.set('x', entry(100));
    kept.set('x', entry(200));
    expect(kept.size).toBe(1);
    expect(kept.get('x')?.body.length).toBe(200);
  });

  it('is off at 0', () => {
    expect(new KeptAnswers(0).enabled).toBe(false);
    expect(new KeptAnswers(1).enabled).toBe(true);
  });
});
