import type { FastifyInstance } from 'fastify';
import { limits, success, ZChangePasswordRequest, ZFileName, ZUpdateProfileRequest } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { notFound, parse } from '../../http/errors.ts';
import { sendStoredFile, singleFile, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import { PROFILE_IMAGE_AREA } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { profile, auth } = ctx.services;

  app.get('/profile', async (request) => profile.get(requireUser(request)));

  app.put('/profile', async (request) => profile.update(requireUser(request), parse(ZUpdateProfileRequest, request.body)));

  app.post('/profile/change-password', async (request) => {
    const user = requireUser(request);
    const input = parse(ZChangePasswordRequest, request.body);
    await auth.changePassword(user.id, input.old_password, input.new_password, request.sessionHash);
    return { message: success.passwordChanged };
  });

  app.post('/profile/send-verification-email', async (request) => {
    const user = requireUser(request);
    await ctx.accountLimiter.check('resend', user.username);
    return { message: await auth.sendVerificationTo(user.id) };
  });

  uploadRoute(app, '/profile/upload-image', async (request) => {
    const user = requireUser(request);
    const file = await singleFile(request, 'profile_image', limits.profileImageBytes);
    const image_url = await profile.uploadImage(user, file.file);
    return { message: success.profileUpdated, image_url };
  });

  app.delete('/profile/image', async (request) => profile.removeImage(requireUser(request)));

  // Profile pictures appear beside names in lists: served to those who share a list with the owner (policy profile.image.view).
  app.get(`/uploads/${PROFILE_IMAGE_AREA}/:name`, async (request, reply) => {
    const user = requireUser(request);
    const { name } = parse(ZFileName, request.params);
    if (!(await profile.canSeeImage(user, name))) throw notFound();
    return sendStoredFile(reply, ctx.storage, PROFILE_IMAGE_AREA, name);
  });
}
