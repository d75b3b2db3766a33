import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myDataErrors, myDataSuccess, ZDataExportResponse, ZMessageResponse, ZMyDataResponse, ZPasswordConfirmRequest } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import { endSession } from '../../http/session.ts';
import { issueCsrfToken } from '../../http/csrf.ts';
import { DATA_EXPORT_AREA } from './data-export.repository.ts';

const zipResponse = {
  200: { description: 'Izvoz vaših podatkov (ZIP)', content: { 'application/zip': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } },
} as const;

/** "Moji podatki" (issue 61): the export of one's own data and the deletion of one's account. */
export async function myDataRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { dataExport, accountDeletion, auth } = ctx.services;

  /** The password again, counted per account like failed logins (a session left open cannot be used to guess it). */
  const confirm = async (user: { id: number; username: string }, password: string) => {
    await ctx.accountLimiter.check('confirm-password', user.username);
    await auth.confirmPassword(user.id, password, myDataErrors.passwordWrong);
    await ctx.accountLimiter.release('confirm-password', user.username);
  };

  app.get('/profile/my-data', { schema: { summary: 'Moji podatki: izvoz in skupine, ki jih mora uporabnik pred izbrisom predati', response: { 200: ZMyDataResponse } } }, async (request) => {
    const user = requireUser(request);
    const [current, lastAdminOf] = await Promise.all([dataExport.current(user), accountDeletion.lastAdminOf(user)]);
    return { export: current, last_admin_of: lastAdminOf };
  });

  app.post('/profile/my-data/export', { schema: { summary: 'Pripravi izvoz mojih podatkov (v ozadju)', response: { 202: ZDataExportResponse } } }, async (request, reply) => {
    const made = await dataExport.request(requireUser(request));
    return reply.status(202).send({ message: myDataSuccess.exportRequested, export: made });
  });

  app.post(
    '/profile/my-data/export/download',
    { schema: { summary: 'Prenesi pripravljeni izvoz (z geslom)', body: ZPasswordConfirmRequest, response: zipResponse } },
    async (request, reply) => {
      const user = requireUser(request);
      await confirm(user, request.body.password);
      const file = await dataExport.download(user);
      return sendStoredFile(reply, ctx.storage, DATA_EXPORT_AREA, file.stored, file.fileName, 'attachment');
    },
  );

  app.post('/profile/delete-account', { schema: { summary: 'Izbriši moj račun (z geslom)', body: ZPasswordConfirmRequest, response: { 200: ZMessageResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    await confirm(user, request.body.password);
    await accountDeletion.delete(user, user.id);
    await endSession(ctx, request, reply);
    issueCsrfToken(ctx, request, reply);
    return { message: myDataSuccess.accountDeleted };
  });
}
