import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/http/read-cache.ts';
import { TestClock } from '../helper.ts';

describe('ReadCache', () => {
  it('keeps an answer until the next write', () => {
    const cache = new ReadCache(new TestClock(), true);
    cache.set('1 /api/profile', cache.current, '{"a":1}');
    expect(cache.get('1 /api/profile')?.toString()).toBe('{"a":1}');
    cache.invalidate();
    expect(cache.get('1 /api/profile')).toBeNull();
  });

  it('drops an answer computed while a write ran (started in an older generation)', () => {
    const cache = new ReadCache(new TestClock(), true);
    const started = cache.current;
    cache.invalidate();
    cache.set('1 /api/events', started, '{"events":[]}');
    expect(cache.get('1 /api/events')).toBeNull();
  });

  it('forgets answers after their time to live', () => {
    const clock = new TestClock();
    const cache = new ReadCache(clock, true, 1000);
    cache.set('k', cache.current, 'v');
    clock.advance(999);
    expect(cache.get('k')?.toString()).toBe('v');
    clock.advance(2);
    expect(cache.get('k')).toBeNull();
  });

  it('holds a bounded number of answers, oldest out first, and no oversized one', () => {
    const cache = new ReadCache(new TestClock(), true, 10_000, 2, 10);
    cache.set('a', cache.current, '1');
    cache.set('b', cache.current, '2');
    cache.set('c', cache.current, '3');
    // 10 bytes of UTF-8 fit, 11 do not (č is two bytes).
    cache.set('big', cache.current, 'č'.repeat(5) + 'x');
    cache.set('fits', cache.current, 'č'.repeat(5));
    expect(['a', 'b', 'c', 'big', 'fits'].map((key) => cache.get(key)?.toString() ?? null)).toEqual([null, null, '3', null, 'ččččč']);
  });
});
