import type { FastifyInstance } from 'fastify';
import { liturgyMessages, ZIdParam, ZLiturgyDayQuery, ZMassPlanApply } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

/** The liturgical day and the Mass plan (issue 22). */
export async function liturgyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { liturgy, massPlan } = ctx.services;

  app.get('/liturgy/day', async (request) => {
    requireUser(request);
    return liturgy.day(parse(ZLiturgyDayQuery, request.query).date);
  });

  app.get('/events/:id/mass-plan', async (request) => massPlan.plan(requireUser(request), parse(ZIdParam, request.params).id));

  app.post('/events/:id/mass-plan', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const setlist = await massPlan.apply(requireUser(request), id, parse(ZMassPlanApply, request.body));
    return { message: liturgyMessages.plan.saved, setlist };
  });
}
