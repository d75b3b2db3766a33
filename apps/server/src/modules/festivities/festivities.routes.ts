import type { FastifyInstance } from 'fastify';
import { ZFestivitiesQuery, ZFestivitiesRangeQuery } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

/** The liturgical calendar (spec §7 "Festivities"): a month, or a window of days from a start date. */
export async function festivitiesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const festivities = ctx.services.festivities;

  app.get('/catholic-festivities', async (request) => {
    requireUser(request);
    const { year, month } = parse(ZFestivitiesQuery, request.query);
    return festivities.month(year, month);
  });

  app.get('/catholic-festivities/range', async (request) => {
    requireUser(request);
    const { days, start_date } = parse(ZFestivitiesRangeQuery, request.query);
    return festivities.range(start_date, days);
  });
}
