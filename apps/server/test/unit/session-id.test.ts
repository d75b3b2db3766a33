import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../src/http/session.ts';
import { randomToken, sha256 } from '../../src/tokens.ts';

describe('sessionIdOf: a session cookie’s id, remembered for the cookies seen lately', () => {
  it('is the SHA-256 the session row is stored under, the same on every call', () => {
    const token = randomToken(32);
    expect(sessionIdOf(token)).toBe(sha256(token));
    expect(sessionIdOf(`${token}`)).toBe(sha256(token));
    expect(sessionIdOf(randomToken(32))).not.toBe(sessionIdOf(token));
  });

  it('stays right past its bound, when it starts over', () => {
    const first = randomToken(32);
    sessionIdOf(first);
    for (let i = 0; i < 10_050; i++) sessionIdOf(`made-up-${i}`);
    expect(sessionIdOf(first)).toBe(sha256(first));
    expect(sessionIdOf('made-up-3')).toBe(sha256('made-up-3'));
  });
});
