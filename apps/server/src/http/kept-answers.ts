import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { dateIn } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { withFieldsBytes } from '../db/json.ts';
import { eventViewerPart, viewerCode, viewerJson, type AttendeeStatus, type EventSharedAccess, type EventViewerPart } from '../modules/events/events.mapper.ts';
import { acceptSession, resolveSession, sessionIdOf, type SessionUser } from './session.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Kept answers: the hot reads' answers, served again while nothing they show has changed. Per
 * session and URL: the events list, a songbook page, a song, the profile. Once for every member who
 * may see it: an event page (keptEventRead), the viewer's own part decided on every use. The cheap
 * reads (the unread count, read with the session anyway; the festivities, written once a year) are
 * not kept. Why: docs/decisions.md "Kept answers"; what it buys: docs/performance.md.
 *
 * Whether something changed is asked of the database on every request, in the one statement that
 * reads the session anyway (sessions.repository findWithVersions, findWithEventVersions): the
 * versions of migrations 0016–0018, which triggers bump inside every writing transaction. So a
 * write on any app instance ends what every instance keeps the moment it commits, with no message
 * between instances and no extra round trip. On SQLite that statement's row is itself remembered
 * until anything is written (db/remembered.ts), so a hit between two writes runs no statement. An
 * answer is kept with
 * - the 'world' version (any write but an attendee's status and notifications),
 * - for an answer that shows the user's attendance (the route's `kept.ownAttendance`), the user's
 *   own version (`users.answer_version`, read with the session's user): one of their attendee
 *   statuses changed. Such an answer shows no one else's status, so another member's attendance
 *   click ends nothing of theirs, and theirs ends only their answers that show attendance; when
 *   only that version moved, the answer is made again from what it showed, with their statuses
 *   on its events read afresh (the handler's `keepRemake`: the events list), in the session's
 *   statement itself (sessions.repository findWithVersions) or, where that row was remembered,
 *   in one lookup per event instead of the list's statement,
 * - for an event page, the event's own version (`events.answer_version`): one of its attendees'
 *   statuses changed,
 * - for a member's answer, the app's date (TZ_APP): "upcoming" and a song's last use are relative
 *   to today.
 * Versions read before the answer's rows can only be older than those rows, so a write that lands
 * in between makes the kept answer miss, never serve old rows.
 *
 * A kept answer must read no table that migrations 0016–0018 leave uncounted (notifications,
 * sessions but its own); a member's answer must show no attendee's status but the user's own.
 *
 * A member's answer is keyed by the session, not the user: the session is checked before anything
 * is served, and it never crosses users. An event page's shared part crosses members, never their
 * own part, and only after the policy lets the viewer see the event. Memory is bounded
 * (KEPT_ANSWERS_MB), least recently used out first.
 */

interface Entry {
  /** The answer as UTF-8; for an event page, the whole answer for the viewer it was read for (see keptEventRead). */
  body: Buffer;
  /** The versions (and for a member's answer, the day) it was read at, as one string. */
  versions: string;
  /** An event page's: see KeptEventPage. */
  page?: KeptEventPage;
  /** An answer that shows the member's own attendance: the same answer with their statuses read again (keepRemake). */
  remake?: Remake;
  /** With a remake: the user's own version the answer shows (users.answer_version). */
  mine?: number;
  /** A part of answers that members share (sharedParts), and its size; its body is empty. */
  part?: { value: unknown; bytes: number };
  /** Set by KeptAnswers: when it was last put last in the eviction order. */
  insertedAt?: number;
}

/**
 * An event page kept for every member who may see it (keptEventRead): its whole answer for each
 * viewer's part seen so far, which share everything after that part.
 */
interface KeptEventPage {
  /** What a viewer's part is computed from. */
  access: EventSharedAccess;
  /** With its attendees: their statuses, the viewer's among them (sessions.repository findWithEventVersions). */
  statuses?: ReadonlyMap<number, AttendeeStatus>;
  /** Where the entry's body leaves its viewer's part: the ',' before the shared fields. */
  sharedFrom: number;
  /** The whole answers by the viewer's part (events.mapper viewerCode), the entry's body among them; all counted in its size. */
  wholes: Map<number, Buffer>;
}

/**
 * Makes a kept answer again for its session's user after only their own attendee statuses changed:
 * the events it showed, and how, from the user's statuses on them (read here when not given).
 */
export type Remake = { eventIds: readonly number[]; make: (actor: SessionUser, statuses?: ReadonlyMap<number, AttendeeStatus>) => Promise<string> };

/** A read whose answer may be kept: the versions it started from. */
interface PendingAnswer {
  key: string;
  versions: string;
  /** The world's version among them. */
  world: number;
  /** The user's own version among them. */
  mine: number;
  rollbacks: number;
  /** An event page's, set by its handler (keepShared): the viewer's part it answers and the page's policy inputs. */
  shared?: { viewer: EventViewerPart; access: EventSharedAccess; statuses?: ReadonlyMap<number, AttendeeStatus> };
  /** Set by the handler of an answer that shows the member's own attendance (keepRemake). */
  remake?: Remake;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET's answer may be kept (http/kept-answers.ts, whose rules it must keep): per session,
     * with `ownAttendance` when it shows the member's own attendee statuses; or, with `perEvent`,
     * once for every member who may see the event in its `:id` (the handler calls keepShared).
     */
    kept?: { ownAttendance?: boolean; perEvent?: boolean };
  }
  interface FastifyRequest {
    /** Set on a kept route's read that was not served from a kept answer. */
    keptAnswer: PendingAnswer | null;
  }
}

/** An entry's bytes, roughly: what a remake holds (the rows the answer showed) is about its body again; an event page's are its whole answers'. */
function sizeOf(key: string, entry: Entry): number {
  let bytes = key.length + (entry.part?.bytes ?? 0);
  if (entry.page) for (const whole of entry.page.wholes.values()) bytes += whole.length;
  else bytes += entry.body.length * (entry.remake ? 2 : 1);
  return bytes;
}

export class KeptAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Entries put last so far (set, or moved by get): an entry's `insertedAt` is its place in that count. */
  private insertions = 0;

  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    // Most recently used last: the Map's insertion order is the eviction order. An entry put last
    // fewer than half the entries' count of insertions ago stays where it is, in the newer half,
    // which is evicted last: moving it on every hit cost a kept answer two more lookups in a large
    // Map (~2 % of a kept event page's CPU under load).
    if (entry && this.insertions - entry.insertedAt! > this.entries.size >> 1) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.insertedAt = ++this.insertions;
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 16) return;
    this.remove(key);
    entry.insertedAt = ++this.insertions;
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
  }

  /**
   * Keeps an event page's whole answer for the viewers whose part is `code` (viewerCode) with the
   * page's others, counted in its entry's size, and returns it: a page's viewers have a few parts
   * between them (their statuses, a leader's verdicts), and a hit then sends kept bytes instead of
   * making them (an allocation and a copy of the page cost ~8 % of a kept page's CPU under load).
   * `entry` is what `get(key)` returned: if it has been replaced or let go since (an await came
   * between), or would outgrow a sixteenth of the bound, the answer is not kept; if that part's
   * answer is kept already, that one is returned (so it is never counted twice).
   */
  keepWhole(key: string, entry: Entry, code: number, body: Buffer): Buffer {
    const page = entry.page;
    const kept = page?.wholes.get(code);
    if (kept) return kept;
    if (!page || this.entries.get(key) !== entry || sizeOf(key, entry) + body.length > this.maxBytes / 16) return body;
    page.wholes.set(code, body);
    this.bytes += body.length;
    while (this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
    return body;
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, old);
  }
}

/**
 * The session of a kept route's GET, and its kept answer if every version still matches: then
 * the answer is sent and true returned. Otherwise the request goes on to its handler, anonymous
 * or with `keptAnswer` set, and `keepAnswers`' onSend keeps what it answers.
 */
export async function keptRead(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> {
  const kept = request.routeOptions.config.kept!;
  if (kept.perEvent) return keptEventRead(ctx, request, reply, token);
  const hash = sessionIdOf(token);
  const key = `${hash} ${request.url}`;
  // Keyed by the session: the events it asks the session's read about are its own user's.
  const entry = ctx.kept.get(key);
  const own = entry?.remake && { mine: entry.mine!, eventIds: entry.remake.eventIds };
  const row = await ctx.repos.sessions.findWithVersions(hash, own);
  if (!row || !(await acceptSession(ctx, request, hash, row))) return false;
  const others = `${dateIn(ctx.config.tzApp, ctx.clock.now())} ${row.world}`;
  const versions = `${others} ${kept.ownAttendance ? row.mine : '-'}`;
  if (entry?.versions === versions) {
    reply.header('content-type', JSON_TYPE).send(entry.body);
    return true;
  }
  const rollbacks = ctx.database.rollbacks.count;
  // Nothing changed but the member's own statuses: the answer made again from what it showed.
  if (entry?.remake && entry.versions.startsWith(`${others} `)) {
    const body = Buffer.from(await entry.remake.make(request.user!, row.statuses));
    if (keepable(ctx, rollbacks)) ctx.kept.set(key, { body, versions, remake: entry.remake, mine: row.mine });
    reply.header('content-type', JSON_TYPE).send(body);
    return true;
  }
  request.keptAnswer = { key, versions, world: row.world, mine: row.mine, rollbacks };
  return false;
}

/**
 * An event page (GET /api/events/:id), kept once per URL for every member who may see the event:
 * its answer shows every attendee's status, so it holds while the world's version and the event's
 * own (events.answer_version, bumped by any attendee's status change) do. The viewer's part (their
 * status, the policy's verdicts) is decided on every use: the session statement reads their status
 * and role beside the versions (between two writes on SQLite: their status from the kept page's
 * attendees, sessions.repository findWithEventVersions), and the policy decides again
 * (events.mapper eventViewerPart); a viewer it refuses goes on to the handler, which answers 404.
 * The whole answer is then the one kept for that part, made on its first use (KeptAnswers.keepWhole).
 */
async function keptEventRead(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> {
  const id = Number((request.params as { id?: string }).id);
  // Not an event's id: the plain session, and the handler answers 400.
  if (!Number.isSafeInteger(id) || id <= 0) return resolveSession(ctx, request, token).then(() => false);
  const hash = sessionIdOf(token);
  const key = `event ${request.url}`;
  const entry = ctx.kept.get(key);
  const row = await ctx.repos.sessions.findWithEventVersions(hash, id, entry?.page?.statuses);
  if (!row || !(await acceptSession(ctx, request, hash, row)) || row.event === null) return false;
  const versions = `${row.world} ${row.event}`;
  const page = entry?.versions === versions ? entry.page : undefined;
  if (page) {
    const viewer = eventViewerPart(page.access, row, request.user!);
    if (viewer) {
      const code = viewerCode(viewer);
      // Another part's answer: this viewer's part, then the shared fields from the ',' on.
      const body = page.wholes.get(code) ?? ctx.kept.keepWhole(key, entry!, code, withFieldsBytes(entry!.body.subarray(page.sharedFrom), viewerJson(viewer)));
      reply.header('content-type', JSON_TYPE).send(body);
      return true;
    }
  }
  request.keptAnswer = { key, versions, world: row.world, mine: row.mine, rollbacks: ctx.database.rollbacks.count };
  return false;
}

/** A handler of an answer that shows the member's own attendance on these events: how to make it again when only that changed (see keptRead). */
export function keepRemake(request: FastifyRequest, eventIds: readonly number[], make: Remake['make']): void {
  if (request.keptAnswer) request.keptAnswer.remake = { eventIds, make };
}

/**
 * Parts of answers kept while the world's version holds (see sharedParts): shared by every member
 * who may see them, or a member's own standing that their next reads repeat. Each key names one
 * kind of value, so a key's reader knows its type.
 */
export interface SharedParts {
  get<T>(key: string): T | undefined;
  /** `bytes`: about what the value holds, counted against KEPT_ANSWERS_MB. */
  set<T>(key: string, value: T, bytes: number): void;
}

const NO_BODY = Buffer.alloc(0);

/**
 * For the handler of a kept route's read that was not served whole: parts of answers kept beside
 * the answers while the world's version read with the session holds (they show nothing that only
 * an attendee's status or a notification changes); null when nothing may be kept. Shared by every
 * member who may see them (a community's songbook page, songs.service.ts): the caller checks that
 * the viewer may see what it shares before each use, and adds the viewer's own part. Or a member's
 * own (their membership of the songbook's community, communities.service load; their own songs'
 * count), keyed by their user: the policy still decides on every use.
 */
export function sharedParts(ctx: AppContext, request: FastifyRequest): SharedParts | null {
  const pending = request.keptAnswer;
  if (!pending) return null;
  const versions = String(pending.world);
  return {
    get<T>(key: string) {
      const entry = ctx.kept.get(`shared ${key}`);
      return entry?.versions === versions ? (entry.part!.value as T) : undefined;
    },
    set(key, value, bytes) {
      if (keepable(ctx, pending.rollbacks)) ctx.kept.set(`shared ${key}`, { body: NO_BODY, versions, part: { value, bytes } });
    },
  };
}

/**
 * Whether what was read since `rollbacks` may be kept: on SQLite a read may see an open
 * transaction's rows, so nothing is kept while one is open or if one was rolled back since.
 */
function keepable(ctx: AppContext, rollbacks: number): boolean {
  return rollbacks === ctx.database.rollbacks.count && ctx.database.sqlite?.inTransaction !== true;
}

/**
 * An event page's handler: the viewer's part it answers (in front of the shared fields, as
 * db/json.ts withFields puts it) and the page's policy inputs, to be kept (see keptEventRead).
 */
export function keepShared(request: FastifyRequest, viewer: EventViewerPart, access: EventSharedAccess, statuses?: ReadonlyMap<number, AttendeeStatus>): void {
  if (request.keptAnswer) request.keptAnswer.shared = { viewer, access, statuses };
}

/**
 * An event page's answer `body` to be kept, with what keepShared gave: the whole answer for that
 * viewer's part, which must open it as withFields puts it (else nothing is kept: other viewers'
 * answers are made from what follows it).
 */
function eventPage(body: Buffer, { viewer, access, statuses }: NonNullable<PendingAnswer['shared']>): KeptEventPage | undefined {
  // viewerJson's text is ASCII, so its length is its bytes; its '}' became the ','.
  const part = viewerJson(viewer);
  const sharedFrom = part.length - 1;
  if (body[sharedFrom] !== 0x2c || body.toString('latin1', 0, sharedFrom) !== part.slice(0, -1)) return undefined;
  return { access, statuses, sharedFrom, wholes: new Map([[viewerCode(viewer), body]]) };
}

/**
 * Keeps the 200 answers of the routes marked `config: { kept: … }` (added to those routes only, as
 * they are registered), unless a transaction makes the read unsafe to keep (keepable).
 */
export function keepAnswers(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('keptAnswer', null);
  if (!ctx.kept.enabled) return;
  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const pending = request.keptAnswer;
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const body = Buffer.from(payload);
    if (keepable(ctx, pending.rollbacks)) {
      const { key, versions, shared, remake, mine } = pending;
      if (!shared) ctx.kept.set(key, { body, versions, remake, mine });
      else {
        const page = eventPage(body, shared);
        if (page) ctx.kept.set(key, { body, versions, page });
      }
    }
    done(null, body);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.kept && route.method === 'GET') route.onSend = [...[route.onSend ?? []].flat(), keep];
  });
}
