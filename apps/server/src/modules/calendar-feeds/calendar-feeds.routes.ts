import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCalendarFeeds, ZRotateFeedRequest, ZRotateFeedResponse } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

/** Per address: a calendar app polls every few minutes at most; guessing tokens is stopped early. */
export const FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** The profile's calls (under /api). */
export async function calendarFeedsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const feeds = ctx.services.calendarFeeds;
  app.get('/calendar-feeds', { schema: { summary: 'Naslovi naročnin na koledar', response: { 200: ZCalendarFeeds } } }, async (request) => feeds.list(requireUser(request)));
  app.post(
    '/calendar-feeds/rotate',
    { schema: { summary: 'Nov naslov naročnine (stari preneha delovati)', body: ZRotateFeedRequest, response: { 200: ZRotateFeedResponse } } },
    async (request) => feeds.rotate(requireUser(request), request.body),
  );
}

/** The feed's path and query as /api/openapi.json shows them; the handler reads them leniently, as calendar apps send them. */
const ZFeedParams = z.object({ file: z.string().meta({ description: 'Žeton naročnine s končnico .ics' }) });
const ZFeedQuery = z.object({ festivities: z.string().optional().meta({ description: '1: s prazniki in godovi' }) });
const feedResponses = {
  200: { description: 'Koledar iCalendar (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } },
  304: { description: 'Nespremenjen (If-None-Match)', content: { 'text/plain': { schema: z.string() } } },
  404: { description: 'Neznan žeton', content: { 'text/plain': { schema: z.string() } } },
};

/**
 * GET /calendar/<token>.ics, outside /api: no session, the token is the proof. `?festivities=1`
 * adds the church festivities to the user's feed. Unknown tokens answer 404; an unchanged feed
 * answers 304 to If-None-Match.
 */
export async function calendarFeedFileRoute(app: FastifyInstance, ctx: AppContext) {
  // A feed is text that calendar apps fetch again and again (the festivities alone are ~120 KB):
  // compressed as the client accepts (issue 58, #21), in this route's scope only.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  const schema = { summary: 'Naročnina na koledar (iCalendar), brez seje: žeton v naslovu', params: ZFeedParams, querystring: ZFeedQuery, response: feedResponses, security: [] };
  app.get('/calendar/:file', { config: { rateLimit: FEED_RATE_LIMIT }, schema }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as Record<string, string | undefined>;
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const feed = token ? await ctx.services.calendarFeeds.render(token, { festivities: query.festivities === '1' }) : null;
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
    if (!feed) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('ETag', feed.etag);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === feed.etag)) return reply.status(304).send();
    return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="zborovodja.ics"').send(feed.body);
  });
}
