import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCommunityParam, ZSongHistory, ZSongStats } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

const ZSongOfCommunity = ZCommunityParam.extend({ songId: z.coerce.number().int().positive() });

/** 'Statistika pesmi' (issue 22): a community's song statistics and one song's history. */
export async function songHistoryRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const stats = ctx.services.songStats;

  app.get('/communities/:id/song-stats', { schema: { summary: 'Statistika pesmi skupnosti', params: ZCommunityParam, response: { 200: ZSongStats } } }, async (request) =>
    stats.stats(requireUser(request), request.params.id),
  );

  app.get('/communities/:id/song-stats/:songId', { schema: { summary: 'Zgodovina ene pesmi v skupnosti', params: ZSongOfCommunity, response: { 200: ZSongHistory } } }, async (request) => {
    const { id, songId } = request.params;
    return stats.songHistory(requireUser(request), id, songId);
  });
}
