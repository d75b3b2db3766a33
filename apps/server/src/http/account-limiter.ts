import { errors } from '@zborovodja/contracts';
import type { Clock } from '../clock.ts';
import { AppError } from './errors.ts';

/**
 * Per-account fixed-window limits (the per-IP limits come from @fastify/rate-limit). Each action
 * has its own bucket, so flooding the login of an account does not stop its owner from resetting
 * the password.
 */
export class AccountLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: { max: number; windowMs: number },
    private readonly clock: Clock,
  ) {}

  check(action: string, account: string): void {
    const now = this.clock.now().getTime();
    if (this.hits.size > 10_000) this.prune(now);
    const key = `${action}:${account.trim().toLowerCase()}`;
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.limit.max) throw new AppError(429, errors.rateLimited);
  }

  /** A successful login clears its account's count, so only failed attempts add up. */
  reset(action: string, account: string): void {
    this.hits.delete(`${action}:${account.trim().toLowerCase()}`);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
