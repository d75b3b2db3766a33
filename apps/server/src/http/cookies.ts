import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The app's two cookies (the session and the CSRF token), read and written with the `cookie`
 * package directly. @fastify/cookie, used before, adds an onSend hook that every answer runs,
 * most of which set no cookie: ~1.7 k instructions of the ~76 k of a hello (callgrind,
 * docs/performance.md). Here the Set-Cookie header is written when a cookie is set.
 */

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/**
 * Every request has a `cookies` slot, set by the request-start hook for /api requests (Fastify
 * wants null, not an object, as a request decoration's start value).
 */
export function decorateCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', null as unknown as Record<string, string | undefined>);
}

/** The request's cookies; parsed by the request-start hook for /api requests only. */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/**
 * Adds a Set-Cookie header, replacing one this answer already carries for the same name (an
 * expired session's cookie cleared, then a new one set by the login), so the browser gets one.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const line = stringifySetCookie({ sameSite: 'lax', ...options, name, value });
  const current = reply.getHeader('set-cookie');
  const others = (Array.isArray(current) ? current : current ? [String(current)] : []).filter((c) => !c.startsWith(`${name}=`));
  // Fastify appends to a Set-Cookie header already set, so the old list is taken out first.
  if (current !== undefined) reply.removeHeader('set-cookie');
  reply.header('set-cookie', others.length ? [...others, line] : line);
}

/** Tells the browser to drop the cookie. */
export function clearCookie(reply: FastifyReply, name: string, options: Pick<CookieOptions, 'path'>): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string | undefined>;
  }
}
