import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { errors, ZApiError } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';

/** How long a probe may take before its part counts as down: a proxy should hear quickly. */
export const HEALTH_TIMEOUT_MS = 1000;

type PartState = 'ok' | 'down';

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health probe timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const probe = (work: () => Promise<unknown>): Promise<PartState> =>
  within(HEALTH_TIMEOUT_MS, work()).then(
    () => 'ok' as const,
    () => 'down' as const,
  );

/**
 * `GET /api/health` (issue 21): whether this instance can serve, for the proxy or orchestrator in
 * front. It asks the database (`select 1`) and, when REDIS_URL is set, Redis (PING), each within
 * 1 s: 200 `{ status: "ok", database: "ok", redis? }` or 503 with the Slovenian `error` and which
 * part is down. Nothing is held between answers: a lost database is 503 at the next probe and
 * a returned one 200 (pg's pool opens a new connection for the next query by itself). Requests
 * that arrive while a probe is under way share its answer, so a load balancer or the benchmark's
 * hello load costs one round trip at a time, not one per request. While shutting down the
 * request-start hook already answers 503.
 */
export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  let running: Promise<{ database: PartState; redis?: PartState }> | null = null;
  const check = async () => {
    const [database, redis] = await Promise.all([
      probe(() => sql`select 1`.execute(ctx.db)),
      ctx.redis ? probe(() => ctx.redis!.ping()) : Promise.resolve(undefined),
    ]);
    return redis ? { database, redis } : { database };
  };
  const ZPart = z.enum(['ok', 'down']);
  const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: ZPart, redis: ZPart.optional(), error: z.string().optional() });
  const schema = {
    summary: 'Stanje strežnika (baza, Redis)',
    tags: ['Sistem'],
    security: [],
    // 503 also while shutting down, before the probe: the plain error body (request-start.ts).
    response: { 200: ZHealth, 503: z.union([ZHealth, ZApiError]) },
  };
  app.get('/api/health', { schema, config: { public: true } }, async (_request, reply) => {
    running ??= check().finally(() => {
      running = null;
    });
    const parts = await running;
    const healthy = parts.database === 'ok' && parts.redis !== 'down';
    if (healthy) return { status: 'ok', ...parts };
    return reply.status(503).header('Cache-Control', 'no-store').send({ error: errors.unavailable, status: 'unavailable', ...parts });
  });
}
