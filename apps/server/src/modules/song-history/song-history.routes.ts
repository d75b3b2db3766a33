import type { FastifyInstance } from 'fastify';
import { ZCommunityParam } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

const ZSongOfCommunity = ZCommunityParam.extend({ songId: z.coerce.number().int().positive() });

/** 'Statistika pesmi' (issue 22): a community's song statistics and one song's history. */
export async function songHistoryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const stats = ctx.services.songStats;

  app.get('/communities/:id/song-stats', async (request) => stats.stats(requireUser(request), parse(ZCommunityParam, request.params).id));

  app.get('/communities/:id/song-stats/:songId', async (request) => {
    const { id, songId } = parse(ZSongOfCommunity, request.params);
    return stats.songHistory(requireUser(request), id, songId);
  });
}
