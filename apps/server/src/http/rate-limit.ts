import type { AppContext } from '../context.ts';

/** Per-IP limit for the auth routes; five times the per-account limit so a shared church Wi-Fi still works. */
export function ipRateLimit(ctx: AppContext) {
  return { rateLimit: { max: ctx.config.authRateLimit.max * 5, timeWindow: ctx.config.authRateLimit.windowMs } };
}
