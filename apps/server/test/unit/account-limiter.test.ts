import { describe, expect, it } from 'vitest';
import { AccountLimiter } from '../../src/http/account-limiter.ts';

describe('AccountLimiter', () => {
  it('allows max attempts per window and account, case-insensitively, per action', () => {
    let now = 0;
    const limiter = new AccountLimiter({ max: 2, windowMs: 1000 }, { now: () => new Date(now) });
    limiter.check('login', 'Ana');
    limiter.check('login', 'ana');
    expect(() => limiter.check('login', 'ANA')).toThrow();
    limiter.check('forgot', 'ana');
    limiter.check('login', 'mojca');
    now = 1001;
    expect(() => limiter.check('login', 'ana')).not.toThrow();
  });

  it('reset clears an account, so successful logins do not add up', () => {
    const limiter = new AccountLimiter({ max: 1, windowMs: 1000 }, { now: () => new Date(0) });
    for (let i = 0; i < 5; i++) {
      limiter.check('login', 'ana');
      limiter.reset('login', 'ana');
    }
    limiter.check('login', 'ana');
    expect(() => limiter.check('login', 'ana')).toThrow();
  });

  it('release takes back one attempt only, so the failed ones still add up', () => {
    const limiter = new AccountLimiter({ max: 2, windowMs: 1000 }, { now: () => new Date(0) });
    limiter.check('login', '203.0.113.7'); // failed
    for (let i = 0; i < 50; i++) {
      limiter.check('login', '203.0.113.7');
      limiter.release('login', '203.0.113.7'); // succeeded
    }
    limiter.check('login', '203.0.113.7'); // failed
    expect(() => limiter.check('login', '203.0.113.7')).toThrow();
    limiter.release('login', 'unknown'); // nothing to take back: no error
  });
});
