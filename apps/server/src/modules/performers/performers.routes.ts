import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  limits,
  success,
  withMessage,
  ZCommunityParam,
  ZCommunityPerformerParams,
  ZFileName,
  ZMessageResponse,
  ZPerformer,
  ZPerformerRequest,
  ZUploadImageResponse,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { fileResponses, sendStoredFile, singleFile, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import { PERFORMER_IMAGE_AREA } from './performers.service.ts';

export async function performersRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { performers } = ctx.services;

  app.get('/communities/:id/performers', { schema: { summary: 'Izvajalci skupnosti', params: ZCommunityParam, response: { 200: z.object({ performers: z.array(ZPerformer) }) } } }, async (request) => {
    const { id } = request.params;
    return { performers: await performers.list(requireUser(request), id) };
  });

  app.post(
    '/communities/:id/performers',
    { schema: { summary: 'Dodaj izvajalca', params: ZCommunityParam, body: ZPerformerRequest, response: { 201: withMessage('performer', ZPerformer).extend({ id: z.number() }) } } },
    async (request, reply) => {
    const { id } = request.params;
    const performer = await performers.create(requireUser(request), id, request.body);
    return reply.status(201).send({ message: success.performerCreated, performer, id: performer.id });
    },
  );

  app.put('/communities/:id/performers/:performerId', { schema: { summary: 'Uredi izvajalca', params: ZCommunityPerformerParams, body: ZPerformerRequest, response: { 200: withMessage('performer', ZPerformer) } } }, async (request) => {
    const { id, performerId } = request.params;
    const performer = await performers.update(requireUser(request), id, performerId, request.body);
    return { message: success.performerUpdated, performer };
  });

  app.delete('/communities/:id/performers/:performerId', { schema: { summary: 'Izbriši izvajalca', params: ZCommunityPerformerParams, response: { 200: ZMessageResponse } } }, async (request) => {
    const { id, performerId } = request.params;
    await performers.delete(requireUser(request), id, performerId);
    return { message: success.performerDeleted };
  });

  uploadRoute(
    app,
    '/communities/:id/performers/:performerId/image',
    { summary: 'Naloži sliko izvajalca', field: 'image', params: ZCommunityPerformerParams, response: { 200: ZUploadImageResponse } },
    async (request) => {
    const user = requireUser(request);
    const { id, performerId } = request.params;
    const file = await singleFile(request, 'image', limits.profileImageBytes);
    const image_url = await performers.uploadImage(user, id, performerId, file.file);
    return { message: success.imageUploaded, image_url };
    },
  );

  app.get(`/uploads/${PERFORMER_IMAGE_AREA}/:name`, { schema: { summary: 'Slika izvajalca', params: ZFileName, response: fileResponses } }, async (request, reply) => {
    const user = requireUser(request);
    const { name } = request.params;
    if (!(await performers.canSeeImage(user, name))) throw notFound();
    return sendStoredFile(reply, ctx.storage, PERFORMER_IMAGE_AREA, name);
  });
}
