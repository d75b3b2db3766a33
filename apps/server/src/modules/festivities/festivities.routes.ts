import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFestivitiesQuery, ZFestivitiesRangeQuery, ZFestivitiesRangeResponse, ZFestivitiesResponse } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

/** The liturgical calendar (spec §7 "Festivities"): a month, or a window of days from a start date. */
export async function festivitiesRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const festivities = ctx.services.festivities;

  app.get(
    '/catholic-festivities',
    { schema: { summary: 'Prazniki in godovi meseca', querystring: ZFestivitiesQuery, response: { 200: ZFestivitiesResponse } } },
    async (request) => {
    requireUser(request);
    const { year, month } = request.query;
    return festivities.month(year, month);
    },
  );

  app.get(
    '/catholic-festivities/range',
    { schema: { summary: 'Prazniki in godovi od izbranega dne naprej', querystring: ZFestivitiesRangeQuery, response: { 200: ZFestivitiesRangeResponse } } },
    async (request) => {
    requireUser(request);
    const { days, start_date } = request.query;
    return festivities.range(start_date, days);
    },
  );
}
