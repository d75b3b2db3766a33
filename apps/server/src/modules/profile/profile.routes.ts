import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { errors, success, ZChangePasswordRequest, ZUpdateProfileRequest } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, notFound, parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { mimeTypes, type FileKind } from '../../storage/file-types.ts';
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
    ctx.accountLimiter.check('resend', user.username);
    return { message: await auth.sendVerificationTo(user.id) };
  });

  app.post('/profile/upload-image', async (request) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw new AppError(415, errors.imageRequired);
    const file = await request.file({ limits: { fileSize: 5 * 1024 * 1024 + 1, files: 1 } });
    if (!file || file.fieldname !== 'profile_image') throw new AppError(400, errors.imageRequired);
    const image_url = await profile.uploadImage(user, file.file);
    return { message: success.profileUpdated, image_url };
  });

  // Profile pictures appear beside names in lists, so any logged-in user may load them.
  app.get(`/uploads/${PROFILE_IMAGE_AREA}/:name`, async (request, reply) => {
    requireUser(request);
    const { name } = parse(z.object({ name: z.string().max(100) }), request.params);
    const file = ctx.storage.pathOf(PROFILE_IMAGE_AREA, name);
    const size = file ? await stat(file).then((s) => s.size, () => null) : null;
    if (!file || size === null) throw notFound();
    const kind = name.split('.').pop() as FileKind;
    return reply
      .header('Content-Type', mimeTypes[kind])
      .header('Content-Length', size)
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', 'private, max-age=86400')
      .send(createReadStream(file));
  });
}
