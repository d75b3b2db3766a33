import type { FastifyInstance } from 'fastify';
import { limits, success, ZCommunityParam, ZCommunityPerformerParams, ZFileName, ZPerformerRequest } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { notFound, parse } from '../../http/errors.ts';
import { sendStoredFile, singleFile, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import { PERFORMER_IMAGE_AREA } from './performers.service.ts';

export async function performersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { performers } = ctx.services;

  app.get('/communities/:id/performers', async (request) => {
    const { id } = parse(ZCommunityParam, request.params);
    return { performers: await performers.list(requireUser(request), id) };
  });

  app.post('/communities/:id/performers', async (request, reply) => {
    const { id } = parse(ZCommunityParam, request.params);
    const performer = await performers.create(requireUser(request), id, parse(ZPerformerRequest, request.body));
    return reply.status(201).send({ message: success.performerCreated, performer, id: performer.id });
  });

  app.put('/communities/:id/performers/:performerId', async (request) => {
    const { id, performerId } = parse(ZCommunityPerformerParams, request.params);
    const performer = await performers.update(requireUser(request), id, performerId, parse(ZPerformerRequest, request.body));
    return { message: success.performerUpdated, performer };
  });

  app.delete('/communities/:id/performers/:performerId', async (request) => {
    const { id, performerId } = parse(ZCommunityPerformerParams, request.params);
    await performers.delete(requireUser(request), id, performerId);
    return { message: success.performerDeleted };
  });

  uploadRoute(app, '/communities/:id/performers/:performerId/image', async (request) => {
    const user = requireUser(request);
    const { id, performerId } = parse(ZCommunityPerformerParams, request.params);
    const file = await singleFile(request, 'image', limits.profileImageBytes);
    const image_url = await performers.uploadImage(user, id, performerId, file.file);
    return { message: success.imageUploaded, image_url };
  });

  app.get(`/uploads/${PERFORMER_IMAGE_AREA}/:name`, async (request, reply) => {
    const user = requireUser(request);
    const { name } = parse(ZFileName, request.params);
    if (!(await performers.canSeeImage(user, name))) throw notFound();
    return sendStoredFile(reply, ctx.storage, PERFORMER_IMAGE_AREA, name);
  });
}
