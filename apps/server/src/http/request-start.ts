import type { FastifyInstance } from 'fastify';
import { errors } from '@zborovodja/contracts';
import type { AppContext } from '../context.ts';
import { parseCookies } from './cookies.ts';
import { keptRead } from './kept-answers.ts';
import { AppError } from './errors.ts';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';
import { resolveSession, SESSION_COOKIE } from './session.ts';

/**
 * The one onRequest hook every request passes, in this order: 503 while shutting down (no work
 * for a refused request), the security headers (the API's short set, `Cache-Control: no-store`
 * included, or the page set), then, for /api requests only, the cookies and the session. One
 * callback-style hook instead of four, and cookies parsed only where they are read, cost ~2 µs
 * less per request (docs/performance.md).
 */
export function registerRequestStart(app: FastifyInstance, ctx: AppContext): void {
  const page = securityHeaders(ctx.config);
  const api = apiSecurityHeaders(ctx.config);
  app.decorate('pageSecurityHeaders', page);
  app.addHook('onRequest', (request, reply, done) => {
    if (app.shuttingDown) {
      // In-flight requests finish; new ones go elsewhere (Connection: close).
      reply.header('connection', 'close');
      return done(new AppError(503, errors.unavailable));
    }
    if (!request.url.startsWith('/api/')) {
      reply.headers(page);
      return done();
    }
    reply.headers(api);
    request.cookies = parseCookies(request.headers.cookie);
    const token = request.cookies[SESSION_COOKIE];
    // Only requests that carry a session cookie pay for a lookup; the rest pass through synchronously.
    if (!token) return done();
    // A kept route's read may be answered here, from a kept answer (http/kept-answers.ts).
    if (request.method === 'GET' && ctx.kept.enabled && request.routeOptions.config.kept) {
      keptRead(ctx, request, reply, token).then((answered) => answered || done(), done);
    } else resolveSession(ctx, request, token).then(() => done(), done);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** helmet's set for pages and stored files (CSP, framing, isolation). */
    pageSecurityHeaders: Record<string, string>;
  }
}
