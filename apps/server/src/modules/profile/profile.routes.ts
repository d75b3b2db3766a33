import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  limits,
  success,
  ZChangePasswordRequest,
  ZFileName,
  ZMessageResponse,
  ZProfile,
  ZUpdateProfileRequest,
  ZUploadImageResponse,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { fileResponses, sendStoredFile, singleFile, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import { PROFILE_IMAGE_AREA } from './profile.service.ts';

export async function profileRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { profile, auth } = ctx.services;

  app.get('/profile', { schema: { summary: 'Lastni profil', response: { 200: ZProfile } } }, async (request) => profile.get(requireUser(request)));

  app.put('/profile', { schema: { summary: 'Uredi lastni profil', body: ZUpdateProfileRequest, response: { 200: ZProfile } } }, async (request) =>
    profile.update(requireUser(request), request.body),
  );

  app.post('/profile/change-password', { schema: { summary: 'Spremeni geslo', body: ZChangePasswordRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    const user = requireUser(request);
    const input = request.body;
    await auth.changePassword(user.id, input.old_password, input.new_password, request.sessionHash);
    return { message: success.passwordChanged };
  });

  app.post('/profile/send-verification-email', { schema: { summary: 'Pošlji potrditveno sporočilo na lastni e-naslov', response: { 200: ZMessageResponse } } }, async (request) => {
    const user = requireUser(request);
    await ctx.accountLimiter.check('resend', user.username);
    return { message: await auth.sendVerificationTo(user.id) };
  });

  uploadRoute(app, '/profile/upload-image', { summary: 'Naloži profilno sliko', field: 'profile_image', response: { 200: ZUploadImageResponse } }, async (request) => {
    const user = requireUser(request);
    const file = await singleFile(request, 'profile_image', limits.profileImageBytes);
    const image_url = await profile.uploadImage(user, file.file);
    return { message: success.profileUpdated, image_url };
  });

  app.delete('/profile/image', { schema: { summary: 'Odstrani profilno sliko', response: { 200: ZProfile } } }, async (request) => profile.removeImage(requireUser(request)));

  // Profile pictures appear beside names in lists: served to those who share a list with the owner (policy profile.image.view).
  app.get(`/uploads/${PROFILE_IMAGE_AREA}/:name`, { schema: { summary: 'Profilna slika', params: ZFileName, response: fileResponses } }, async (request, reply) => {
    const user = requireUser(request);
    const { name } = request.params;
    if (!(await profile.canSeeImage(user, name))) throw notFound();
    return sendStoredFile(reply, ctx.storage, PROFILE_IMAGE_AREA, name);
  });
}
