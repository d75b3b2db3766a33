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
 */
export async function limitedLogin<T>(ctx: AppContext, address: string, account: string, attempt: () => Promise<T>): Promise<T> {
  ctx.addressLimiter.check('login', address);
  try {
    ctx.accountLimiter.check('login', account);
  } catch (err) {
    ctx.addressLimiter.release('login', address);
    throw err;
  }
  const result = await attempt();
  ctx.addressLimiter.release('login', address);
  ctx.accountLimiter.reset('login', account);
  return result;
}
