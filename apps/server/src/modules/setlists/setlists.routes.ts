import type { FastifyInstance } from 'fastify';
import {
  success,
  ZIdParam,
  ZSetlistRequest,
  ZSetlistsQuery,
  ZSetlistUpdateRequest,
  ZSongCandidatesQuery,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

export async function setlistsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const setlists = ctx.services.setlists;

  app.get('/setlists', async (request) => ({
    setlists: await setlists.list(requireUser(request), parse(ZSetlistsQuery, request.query).event_id),
  }));

  app.get('/setlists/:id', async (request) => setlists.get(requireUser(request), parse(ZIdParam, request.params).id));

  app.post('/setlists', async (request, reply) => {
    const body = parse(ZSetlistRequest, request.body);
    const setlist = await setlists.create(requireUser(request), body);
    return reply.status(201).send({ message: success.setlistCreated, setlist });
  });

  app.put('/setlists/:id', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const body = parse(ZSetlistUpdateRequest, request.body);
    return { message: success.setlistUpdated, setlist: await setlists.update(requireUser(request), id, body) };
  });

  app.delete('/setlists/:id', async (request) => {
    await setlists.delete(requireUser(request), parse(ZIdParam, request.params).id);
    return { message: success.setlistDeleted };
  });

  app.get('/events/:id/song-candidates', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { search } = parse(ZSongCandidatesQuery, request.query);
    return { songs: await setlists.candidates(requireUser(request), id, search) };
  });
}
