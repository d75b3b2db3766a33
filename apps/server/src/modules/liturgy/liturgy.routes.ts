import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liturgyMessages, withMessage, ZIdParam, ZLiturgicalDay, ZLiturgyDayQuery, ZMassPlan, ZMassPlanApply, ZSetlist } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

/** The liturgical day and the Mass plan (issue 22). */
export async function liturgyRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { liturgy, massPlan } = ctx.services;

  app.get(
    '/liturgy/day',
    { schema: { summary: 'Liturgični dan (praznik, barva, čas)', querystring: ZLiturgyDayQuery, response: { 200: ZLiturgicalDay } } },
    async (request) => {
      requireUser(request);
      return liturgy.day(request.query.date);
    },
  );

  app.get('/events/:id/mass-plan', { schema: { summary: 'Načrt pesmi za mašo (predlogi po delih maše)', params: ZIdParam, response: { 200: ZMassPlan } } }, async (request) =>
    massPlan.plan(requireUser(request), request.params.id),
  );

  app.post(
    '/events/:id/mass-plan',
    { schema: { summary: 'Shrani načrt maše kot seznam pesmi', params: ZIdParam, body: ZMassPlanApply, response: { 200: withMessage('setlist', ZSetlist) } } },
    async (request) => {
    const { id } = request.params;
    const setlist = await massPlan.apply(requireUser(request), id, request.body);
    return { message: liturgyMessages.plan.saved, setlist };
    },
  );
}
