import { errors } from '@zborovodja/contracts';
import type { AppContext } from '../context.ts';

/** Per-IP limit for the auth routes; five times the per-account limit so a shared church Wi-Fi still works. */
export function ipRateLimit(ctx: AppContext) {
  return { rateLimit: { max: ctx.config.authRateLimit.max * 5, timeWindow: ctx.config.authRateLimit.windowMs } };
}

/**
 * Login's limits: per account (`AUTH_RATE_LIMIT_MAX`) and per address (five times that), where
 * only failed attempts count. An attempt is counted before its password is checked (so a burst of
 * parallel guesses cannot slip past the limit) and taken back when it succeeds: a whole choir on
 * the parish Wi-Fi, one public address, logs in without limit, while guessing from that address
 * is stopped with 429. A success also clears its account's count. An attempt refused for its
 * account's limit never checks a password and is not counted against the address.
 *
 * `account` is the account's key (loginKey), not the string typed: the username and the e-mail
 * of one account share one count (issue 19: "tenor" was locked after 10 failures while the
 * account's e-mail allowed 10 more). While locked, the right password is refused too (else the
 * lock would tell a guesser when they hit it); the owner's way in is the e-mailed reset, which the
 * lock message offers and which clears the lock (auth routes, reset-password).
 */
export async function limitedLogin<T>(ctx: AppContext, address: string, account: string, attempt: () => Promise<T>): Promise<T> {
  await ctx.addressLimiter.check('login', address);
  try {
    await ctx.accountLimiter.check('login', account, errors.loginLocked);
  } catch (err) {
    await ctx.addressLimiter.release('login', address);
    throw err;
  }
  const result = await attempt();
  await ctx.addressLimiter.release('login', address);
  await ctx.accountLimiter.reset('login', account);
  return result;
}

/** The login limiter's key: the account's id when the login string names one, else the normalised string. */
export const loginKey = (userId: number | null, login: string): string => (userId === null ? `name:${login.trim().toLowerCase()}` : `user:${userId}`);
