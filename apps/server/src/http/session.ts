import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DAY, HOUR, iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { randomToken, sha256 } from '../tokens.ts';
import type { SessionWithUser } from '../modules/auth/sessions.repository.ts';
import { clearCookie, setCookie } from './cookies.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 14 * DAY;
export const SESSION_ABSOLUTE_MS = 60 * DAY;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = HOUR;

export interface SessionUser {
  id: number;
  username: string;
  /** How notices name them beside their username (events.service). */
  display_name: string | null;
  role: string;
  email_verified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** SHA-256 of the session cookie, or null when anonymous. Binds the CSRF token. */
    sessionHash: string | null;
    /** On a route marked `config: { unreadCount: true }`: the user's unread notices, read with the session. */
    unreadCount: number | null;
  }
  interface FastifyContextConfig {
    /** The route answers the unread count (the bell's poll): read in the session's statement, no second one. */
    unreadCount?: boolean;
  }
}

/** Session ids remembered for the cookies seen lately, at most this many (then forgotten together). */
const SESSION_IDS_MAX = 10_000;
const sessionIds = new Map<string, string>();

/**
 * A session cookie's id, the SHA-256 its row is stored under: remembered for the cookies seen
 * lately, as every API request of a session hashes the same cookie again (~3 % of a kept event
 * page's CPU under load). The tokens stay in this process's memory only, as each request's own
 * does; bounded by SESSION_IDS_MAX, so cookies made up by a client cannot make it grow.
 */
export function sessionIdOf(token: string): string {
  let id = sessionIds.get(token);
  if (id === undefined) {
    if (sessionIds.size >= SESSION_IDS_MAX) sessionIds.clear();
    id = sha256(token);
    sessionIds.set(token, id);
  }
  return id;
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
  setCookie(reply, SESSION_COOKIE, token, cookieOptions(ctx, SESSION_ABSOLUTE_MS));
  request.sessionHash = hash;
  return hash;
}

export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionHash) await ctx.repos.sessions.delete(request.sessionHash);
  clearCookie(reply, SESSION_COOKIE, { path: '/' });
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
  const hash = sessionIdOf(token);
  if (request.routeOptions.config.unreadCount) {
    const row = await ctx.repos.sessions.findWithUnread(hash);
    if (await acceptSession(ctx, request, hash, row)) request.unreadCount = row!.unread;
    return;
  }
  await acceptSession(ctx, request, hash, await ctx.repos.sessions.findWithVersions(hash));
}

/** Makes `row` (the session `hash` with its user, as read) the request's user unless it is missing or expired; whether it did. */
export async function acceptSession(ctx: AppContext, request: FastifyRequest, hash: string, row: SessionWithUser | undefined): Promise<boolean> {
  if (!row) return false;
  const now = ctx.clock.now();
  const idleOver = now.getTime() - row.last_seen_ms > SESSION_IDLE_MS;
  const absoluteOver = now.getTime() - row.created_ms > SESSION_ABSOLUTE_MS;
  if (idleOver || absoluteOver) {
    await ctx.repos.sessions.delete(hash);
    return false;
  }
  if (now.getTime() - row.last_seen_ms > TOUCH_INTERVAL_MS) {
    await ctx.repos.sessions.touch(hash, iso(now));
  }
  request.sessionHash = hash;
  request.user = { id: row.user_id, username: row.username, display_name: row.display_name, role: row.role, email_verified: row.email_verified === 1 };
  return true;
}

/** Every request starts anonymous; the request-start hook (request-start.ts) resolves the session. */
export function decorateSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('unreadCount', null);
}
