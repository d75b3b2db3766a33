import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  success,
  withMessage,
  ZIdParam,
  ZMessageResponse,
  ZSetlist,
  ZSongCandidate,
  ZSetlistRequest,
  ZSetlistsQuery,
  ZSetlistUpdateRequest,
  ZSongCandidatesQuery,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

const ZSetlistMessage = withMessage('setlist', ZSetlist);

export async function setlistsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const setlists = ctx.services.setlists;

  app.get('/setlists', { schema: { summary: 'Seznami pesmi (po želji enega dogodka)', querystring: ZSetlistsQuery, response: { 200: z.object({ setlists: z.array(ZSetlist) }) } } }, async (request) => ({
    setlists: await setlists.list(requireUser(request), request.query.event_id),
  }));

  app.get('/setlists/:id', { schema: { summary: 'En seznam pesmi', params: ZIdParam, response: { 200: ZSetlist } } }, async (request) => setlists.get(requireUser(request), request.params.id));

  app.post('/setlists', { schema: { summary: 'Ustvari seznam pesmi dogodka', body: ZSetlistRequest, response: { 201: ZSetlistMessage } } }, async (request, reply) => {
    const body = request.body;
    const setlist = await setlists.create(requireUser(request), body);
    return reply.status(201).send({ message: success.setlistCreated, setlist });
  });

  app.put('/setlists/:id', { schema: { summary: 'Uredi seznam pesmi', params: ZIdParam, body: ZSetlistUpdateRequest, response: { 200: ZSetlistMessage } } }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    return { message: success.setlistUpdated, setlist: await setlists.update(requireUser(request), id, body) };
  });

  app.delete('/setlists/:id', { schema: { summary: 'Izbriši seznam pesmi', params: ZIdParam, response: { 200: ZMessageResponse } } }, async (request) => {
    await setlists.delete(requireUser(request), request.params.id);
    return { message: success.setlistDeleted };
  });

  app.get(
    '/events/:id/song-candidates',
    { schema: { summary: 'Pesmi, ki jih urednik sme dodati na seznam dogodka', params: ZIdParam, querystring: ZSongCandidatesQuery, response: { 200: z.object({ songs: z.array(ZSongCandidate) }) } } },
    async (request) => {
    const { id } = request.params;
    const { search } = request.query;
    return { songs: await setlists.candidates(requireUser(request), id, search) };
    },
  );
}
