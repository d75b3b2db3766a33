import { errors } from '@zborovodja/contracts';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { AppError } from '../domain/errors.ts';

/**
 * Fixed-window limits per key and action: per account (`ctx.accountLimiter`) and, for login, per
 * address (`ctx.addressLimiter`; the other per-IP limits come from @fastify/rate-limit). Each
 * action has its own bucket, so flooding the login of an account does not stop its owner from
 * resetting the password. In memory for one process (AccountLimiter); in Redis when REDIS_URL is
 * set (RedisLimiter), so every instance behind a proxy counts against the one limit (issue 21).
 */
export interface Limiter {
  /** Counts one attempt; 429 with `message` when the window already holds `max`. */
  check(action: string, account: string, message?: string): Promise<void>;
  /** A successful login clears its account's count, so only failed attempts add up. */
  reset(action: string, account: string): Promise<void>;
  /** Takes back one counted attempt (a login that succeeded), leaving the others in the window. */
  release(action: string, key: string): Promise<void>;
}

export interface LimiterWindow {
  max: number;
  windowMs: number;
}

const keyOf = (action: string, account: string) => `${action}:${account.trim().toLowerCase()}`;

/** The single-process limiter: a Map of windows (the default, and tests' with an injected clock). */
export class AccountLimiter implements Limiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: LimiterWindow,
    private readonly clock: Clock,
  ) {}

  async check(action: string, account: string, message: string = errors.rateLimited): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.hits.size > 10_000) this.prune(now);
    const key = keyOf(action, account);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.limit.max) throw new AppError(429, message);
  }

  async reset(action: string, account: string): Promise<void> {
    this.hits.delete(keyOf(action, account));
  }

  async release(action: string, key: string): Promise<void> {
    const entry = this.hits.get(keyOf(action, key));
    if (entry && entry.count > 0) entry.count -= 1;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

// One round trip each, atomic in Redis: the window starts with the first attempt (as in memory).
const CHECK = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;
const RELEASE = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c`;

/** The same windows held in Redis under `<prefix><name>:<action>:<key>`, shared by every instance. */
export class RedisLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    private readonly limit: LimiterWindow,
    /** e.g. "zborovodja:account:"; the account and address limiters have their own. */
    private readonly prefix: string,
  ) {}

  async check(action: string, account: string, message: string = errors.rateLimited): Promise<void> {
    const count = Number(await this.redis.eval(CHECK, 1, this.prefix + keyOf(action, account), this.limit.windowMs));
    if (count > this.limit.max) throw new AppError(429, message);
  }

  async reset(action: string, account: string): Promise<void> {
    await this.redis.del(this.prefix + keyOf(action, account));
  }

  async release(action: string, key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + keyOf(action, key));
  }
}
