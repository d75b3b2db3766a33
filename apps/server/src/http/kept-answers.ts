import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { dateIn } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { sha256 } from '../tokens.ts';
import { acceptSession } from './session.ts';

/**
 * Kept answers: the dearest hot reads' answers (the events list, a songbook page, a song), kept per
 * session and URL and served again while nothing they show has changed. The cheap reads (an event,
 * the unread count, the profile) are not kept: keeping answers few come back for cost more than
 * computing them. Why: docs/decisions.md "Kept answers"; what it buys: docs/performance.md.
 *
 * Whether something changed is asked of the database on every request, in the one statement that
 * reads the session anyway (sessions.repository findWithVersions): the versions of migrations 0016
 * and 0017, which triggers bump inside every writing transaction. So a write on any app instance
 * ends what every instance keeps the moment it commits, with no message between instances and no
 * extra round trip. An answer is kept with
 * - the 'world' version (any write but an attendee's status and notifications),
 * - for an answer that shows the user's attendance (the route's `kept.ownAttendance`), the user's
 *   own version (`users.answer_version`, read with the session's user): one of their attendee
 *   statuses changed. A kept answer shows no one else's status, so another member's attendance
 *   click ends nothing of theirs, and theirs ends only their answers that show attendance,
 * - the app's date (TZ_APP): "upcoming" and a song's last use are relative to today.
 * Versions read before the answer's rows can only be older than those rows, so a write that lands
 * in between makes the kept answer miss, never serve old rows.
 *
 * A kept answer must read no table that migrations 0016 and 0017 leave uncounted (notifications,
 * sessions but its own), and must show no attendee's status but the user's own.
 *
 * Keyed by the session, not the user: the session is checked before anything is served, and an
 * answer never crosses users. Memory is bounded (KEPT_ANSWERS_MB), least recently used out first.
 */

interface Entry {
  body: Buffer;
  day: string;
  world: number;
  /** The user's own version, or null for an answer that shows no attendance. */
  mine: number | null;
}

/** A read whose answer may be kept: the versions it started from. */
interface PendingAnswer extends Omit<Entry, 'body'> {
  key: string;
  rollbacks: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET's answer may be kept (http/kept-answers.ts, whose rules it must keep); with
     * `ownAttendance` when it shows the member's own attendee statuses.
     */
    kept?: { ownAttendance?: boolean };
  }
  interface FastifyRequest {
    /** Set on a kept route's read that was not served from a kept answer. */
    keptAnswer: PendingAnswer | null;
  }
}

export class KeptAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: the Map's insertion order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    const size = entry.body.length + key.length;
    if (size > this.maxBytes / 16) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.length + key.length;
  }
}

/**
 * The session of a kept route's GET, and its kept answer if every version still matches: then
 * the answer is sent and true returned. Otherwise the request goes on to its handler, anonymous
 * or with `keptAnswer` set, and `keepAnswers`' onSend keeps what it answers.
 */
export async function keptRead(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> {
  const hash = sha256(token);
  const key = `${hash} ${request.url}`;
  const row = await ctx.repos.sessions.findWithVersions(hash);
  if (!row || !(await acceptSession(ctx, request, hash, row))) return false;
  const day = dateIn(ctx.config.tzApp, ctx.clock.now());
  const mine = request.routeOptions.config.kept?.ownAttendance ? row.mine : null;
  const entry = ctx.kept.get(key);
  if (entry && entry.day === day && entry.world === row.world && entry.mine === mine) {
    reply.header('content-type', 'application/json; charset=utf-8').send(entry.body);
    return true;
  }
  request.keptAnswer = { key, day, world: row.world, mine, rollbacks: ctx.database.rollbacks.count };
  return false;
}

/**
 * Keeps the 200 answers of the routes marked `config: { kept: … }` (added to those routes only, as
 * they are registered). On SQLite a read may see an open transaction's rows, so nothing is kept
 * while one is open or if one was rolled back since the read began.
 */
export function keepAnswers(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('keptAnswer', null);
  if (!ctx.kept.enabled) return;
  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const pending = request.keptAnswer;
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const body = Buffer.from(payload);
    if (pending.rollbacks === ctx.database.rollbacks.count && ctx.database.sqlite?.inTransaction !== true) {
      ctx.kept.set(pending.key, { body, day: pending.day, world: pending.world, mine: pending.mine });
    }
    done(null, body);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.kept && route.method === 'GET') route.onSend = [...[route.onSend ?? []].flat(), keep];
  });
}
