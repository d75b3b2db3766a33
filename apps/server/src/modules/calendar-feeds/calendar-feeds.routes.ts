import type { FastifyInstance } from 'fastify';
import { ZRotateFeedRequest } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

/** Per address: a calendar app polls every few minutes at most; guessing tokens is stopped early. */
export const FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** The profile's calls (under /api). */
export async function calendarFeedsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const feeds = ctx.services.calendarFeeds;
  app.get('/calendar-feeds', async (request) => feeds.list(requireUser(request)));
  app.post('/calendar-feeds/rotate', async (request) => feeds.rotate(requireUser(request), parse(ZRotateFeedRequest, request.body)));
}

/**
 * GET /calendar/<token>.ics, outside /api: no session, the token is the proof. `?festivities=1`
 * adds the church festivities to the user's feed. Unknown tokens answer 404; an unchanged feed
 * answers 304 to If-None-Match.
 */
export async function calendarFeedFileRoute(app: FastifyInstance, ctx: AppContext) {
  app.get('/calendar/:file', { config: { rateLimit: FEED_RATE_LIMIT } }, async (request, reply) => {
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
