import { describe, expect, it } from 'vitest';
import { AccountLimiter } from '../../src/http/account-limiter.ts';

describe('AccountLimiter', () => {
  it('allows max attempts per window and account, case-insensitively, per action', async () => {
    let now = 0;
    const limiter = new AccountLimiter({ max: 2, windowMs: 1000 }, { now: () => new Date(now) });
    await limiter.check('login', 'Ana');
    await limiter.check('login', 'ana');
    await expect(limiter.check('login', 'ANA')).rejects.toThrow();
    await limiter.check('forgot', 'ana');
    await limiter.check('login', 'mojca');
    now = 1001;
    await expect(limiter.check('login', 'ana')).resolves.toBeUndefined();
  });

  it('reset clears an account, so successful logins do not add up', async () => {
    const limiter = new AccountLimiter({ max: 1, windowMs: 1000 }, { now: () => new Date(0) });
    for (let i = 0; i < 5; i++) {
      await limiter.check('login', 'ana');
      await limiter.reset('login', 'ana');
    }
    await limiter.check('login', 'ana');
    await expect(limiter.check('login', 'ana')).rejects.toThrow();
  });

  it('release takes back one attempt only, so the failed ones still add up', async () => {
    const limiter = new AccountLimiter({ max: 2, windowMs: 1000 }, { now: () => new Date(0) });
    await limiter.check('login', '203.0.113.7'); // failed
    for (let i = 0; i < 50; i++) {
      await limiter.check('login', '203.0.113.7');
      await limiter.release('login', '203.0.113.7'); // succeeded
    }
    await limiter.check('login', '203.0.113.7'); // failed
    await expect(limiter.check('login', '203.0.113.7')).rejects.toThrow();
    await limiter.release('login', 'unknown'); // nothing to take back: no error
  });
});
