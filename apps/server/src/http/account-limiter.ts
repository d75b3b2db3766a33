import { errors } from '@zborovodja/contracts';
import type { Clock } from '../clock.ts';
import { AppError } from './errors.ts';

/**
 * Fixed-window limits per key and action, in memory: per account (`ctx.accountLimiter`) and, for
 * login, per address (`ctx.addressLimiter`; the other per-IP limits come from @fastify/rate-limit).
 * Each action has its own bucket, so flooding the login of an account does not stop its owner
 * from resetting the password.
 */
export class AccountLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: { max: number; windowMs: number },
    private readonly clock: Clock,
  ) {}

  check(action: string, account: string, message: string = errors.rateLimited): void {
    const now = this.clock.now().getTime();
    if (this.hits.size > 10_000) this.prune(now);
    const key = `${action}:${account.trim().toLowerCase()}`;
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.limit.max) throw new AppError(429, message);
  }

  /** A successful login clears its account's count, so only failed attempts add up. */
  reset(action: string, account: string): void {
    this.hits.delete(`${action}:${account.trim().toLowerCase()}`);
  }

  /** Takes back one counted attempt (a login that succeeded), leaving the others in the window. */
  release(action: string, key: string): void {
    const entry = this.hits.get(`${action}:${key.trim().toLowerCase()}`);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
