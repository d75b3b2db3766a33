import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { errors } from '@zborovodja/contracts';
import type { AppContext } from '../context.ts';
import { hmac, randomToken, safeEqual } from '../tokens.ts';
import { AppError } from '../domain/errors.ts';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrftoken';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signed double-submit token bound to the session (DESIGN.md §3): "<nonce>.<hmac(nonce, binding)>",
 * where the binding is the session hash, or "anon" before login. A token from another session,
 * or from before login, fails the signature check.
 */
function binding(request: FastifyRequest): string {
  return request.sessionHash ?? 'anon';
}

function sign(ctx: AppContext, nonce: string, bind: string): string {
  return `${nonce}.${hmac(ctx.config.sessionSecret, `${nonce}.${bind}`)}`;
}

export function isValidCsrf(ctx: AppContext, request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length) return false;
  return safeEqual(token, sign(ctx, nonce, binding(request)));
}

/** Issues a fresh token for the request's current session and sets the cookie. */
export function issueCsrfToken(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const token = sign(ctx, randomToken(16), binding(request));
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
  });
  return token;
}

/**
 * The check runs as a route hook on the API's write routes only (added as they are registered),
 * so reads and the web app's files skip it.
 */
export function registerCsrf(app: FastifyInstance, ctx: AppContext): void {
  const check: onRequestHookHandler = (request, _reply, done) => {
    if (!WRITE_METHODS.has(request.method)) return done();
    const header = request.headers[CSRF_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const cookie = request.cookies[CSRF_COOKIE];
    // The header must match the cookie (double submit) and carry a valid signature for this session.
    if (!token || cookie !== token || !isValidCsrf(ctx, request, token)) return done(new AppError(400, errors.csrf));
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.some((m) => WRITE_METHODS.has(m))) return;
    // A route whose URL carries its own proof opts out: POST /api/rsvp/:token only (issue 24).
    if (route.config?.csrf === false) return;
    route.onRequest = route.onRequest ? [...[route.onRequest].flat(), check] : [check];
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no anti-forgery check (a token in the URL is the proof). */
    csrf?: boolean;
  }
}
