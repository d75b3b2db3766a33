import type { FastifyInstance, onRequestHookHandler, onResponseHookHandler, onSendHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  generation: number;
  expires: number;
  /** UTF-8 bytes, encoded once: a song page of Slovenian text re-encoded on every send cost more than the rest of the send. */
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write route that changes nothing a kept answer holds (login, logout: only session rows). */
    keepsReadCache?: boolean;
  }
  interface FastifyRequest {
    /** Set on a cacheable read that missed: where and under which generation to keep its answer. */
    readCacheKey: string | null;
    readCacheGeneration: number;
  }
}

/**
 * The serialized answers of the hot reads (songbook page, events list, event, profile, unread
 * count, festivities), kept per user and URL until the next write of anyone. Nearly all of a parish group's
 * traffic is reads of the same few pages; building one of them costs 0.3–2 ms of SQLite row
 * materialisation (docs/performance.md), sending a kept one a few µs.
 *
 * Correctness rests on one rule: any write ends every kept answer. A write request bumps the
 * generation after its work and before its answer leaves (onSend: the writer's next read cannot
 * meet an answer from before its write), and again when it ends, whatever happened. An answer is
 * kept only under the generation its request started in, so one computed while a write ran is
 * dropped. The one GET that writes (e-mail verification) invalidates by itself. The key holds
 * the user, so visibility never crosses users; changes of role or membership are writes. Writes from outside the process (the CLI, a second app instance) are
 * bounded by the time to live; set READ_CACHE=off when several instances share one database.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    readonly enabled: boolean,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 5_000,
    private readonly maxBodyBytes = 512 * 1024,
  ) {}

  get current(): number {
    return this.generation;
  }

  /** A write happened (or is happening): nothing kept so far may be served again. */
  invalidate(): void {
    this.generation += 1;
    if (this.entries.size > 0) this.entries.clear();
  }

  get(key: string): Buffer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.generation !== this.generation || entry.expires <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return null;
    }
    return entry.body;
  }

  set(key: string, generation: number, answer: string): void {
    if (generation !== this.generation) return;
    const body = Buffer.from(answer);
    if (body.length > this.maxBodyBytes) return;
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { generation, expires: this.clock.now().getTime() + this.ttlMs, body });
  }
}

/**
 * Every write request, whatever its outcome, ends the kept answers: before its answer leaves and
 * when it ends. Login and logout do not: a flood of logins would otherwise turn the cache off.
 * The hooks are added to the write routes only (as they are registered), so reads pay nothing.
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCacheGeneration', 0);
  if (!cache.enabled) return;
  const beforeAnswer: onSendHookHandler = (_request, _reply, payload, done) => {
    cache.invalidate();
    done(null, payload);
  };
  const afterAnswer: onResponseHookHandler = (_request, _reply, done) => {
    cache.invalidate();
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITE_METHODS.has(m)) || route.config?.keepsReadCache) return;
    route.onSend = [...[route.onSend ?? []].flat(), beforeAnswer];
    route.onResponse = [...[route.onResponse ?? []].flat(), afterAnswer];
  });
}

/**
 * Route hooks for a cacheable GET route: `app.get(url, cachedRead(cache), handler)`. Only a
 * logged-in user's 200 answers are kept; anonymous calls (401) pass through.
 */
export function cachedRead(cache: ReadCache): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  return {
    onRequest(request, reply, done) {
      if (!cache.enabled || !request.user) return done();
      const key = `${request.user.id} ${request.url}`;
      const body = cache.get(key);
      if (body === null) {
        request.readCacheKey = key;
        request.readCacheGeneration = cache.current;
        return done();
      }
      reply.header('content-type', 'application/json; charset=utf-8').send(body);
    },
    onSend(request, reply, payload, done) {
      if (request.readCacheKey && reply.statusCode === 200 && typeof payload === 'string') {
        cache.set(request.readCacheKey, request.readCacheGeneration, payload);
      }
      done(null, payload);
    },
  };
}
