import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOUR, iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { randomToken, sha256 } from '../tokens.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type SessionUser } from '../domain/sessions.ts';

export const SESSION_COOKIE = 'sid';
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = HOUR;


declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** SHA-256 of the session cookie, or null when anonymous. Binds the CSRF token. */
    sessionHash: string | null;
  }
}

function cookieOptions(ctx: AppContext, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** Creates a session row and sets the cookie; returns the new session hash. */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const token = randomToken(32);
  const hash = sha256(token);
  const now = ctx.clock.now();
  await ctx.repos.sessions.insert({
    id: hash,
    user_id: userId,
    created_at: iso(now),
    last_seen_at: iso(now),
    user_agent: (request.headers['user-agent'] ?? '').slice(0, 300) || null,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, SESSION_ABSOLUTE_MS));
  request.sessionHash = hash;
  return hash;
}

export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionHash) await ctx.repos.sessions.delete(request.sessionHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.sessionHash = null;
  request.user = null;
}

/**
 * The cookie's session and user, or none (the request is then anonymous); an expired session is
 * deleted. A dead cookie is left alone rather than cleared: the answer may reach the browser after
 * a login sent beside it has set a new cookie, and clearing would log that new session out (seen
 * in a browser test: two reads with the old cookie answered after the login). Logout clears it.
 */
export async function resolveSession(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  const hash = sha256(token);
  const row = await ctx.repos.sessions.find(hash);
  if (!row) return;
  const now = ctx.clock.now().getTime();
  const lastSeen = Date.parse(row.last_seen_at);
  if (now - lastSeen > SESSION_IDLE_MS || now - Date.parse(row.created_at) > SESSION_ABSOLUTE_MS) {
    await ctx.repos.sessions.delete(hash);
    return;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) await ctx.repos.sessions.touch(hash, iso(new Date(now)));
  request.sessionHash = hash;
  request.user = { id: row.user_id, username: row.username, display_name: row.display_name, role: row.role, email_verified: row.email_verified === 1 };
}

/** Every request starts anonymous; the request-start hook (request-start.ts) resolves the session. */
export function decorateSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
}
