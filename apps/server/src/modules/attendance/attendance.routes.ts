import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceSuccess,
  withMessage,
  ZAbsence,
  ZAbsenceRequest,
  ZCommunityMember,
  ZCommunityUserParams,
  ZIdParam,
  ZMessageResponse,
  ZVoicePartRequest,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

/** Issue 23: voice parts of members and the profile's absences. */
export async function attendanceRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { attendance, communities } = ctx.services;

  app.put(
    '/communities/:id/voice-parts/:userId',
    { schema: { summary: 'Nastavi glas člana', params: ZCommunityUserParams, body: ZVoicePartRequest, response: { 200: withMessage('user', ZCommunityMember) } } },
    async (request) => {
    const { id, userId } = request.params;
    const { voice_part } = request.body;
    return { message: attendanceSuccess.voicePartSaved, user: await communities.setVoicePart(requireUser(request), id, userId, voice_part) };
    },
  );

  app.get('/profile/absences', { schema: { summary: 'Lastne odsotnosti', response: { 200: z.object({ absences: z.array(ZAbsence) }) } } }, async (request) => ({ absences: await attendance.listAbsences(requireUser(request)) }));

  app.post('/profile/absences', { schema: { summary: 'Dodaj odsotnost', body: ZAbsenceRequest, response: { 201: withMessage('absence', ZAbsence) } } }, async (request, reply) => {
    const absence = await attendance.addAbsence(requireUser(request), request.body);
    return reply.status(201).send({ message: attendanceSuccess.absenceSaved, absence });
  });

  app.delete('/profile/absences/:id', { schema: { summary: 'Izbriši odsotnost', params: ZIdParam, response: { 200: ZMessageResponse } } }, async (request) => {
    await attendance.deleteAbsence(requireUser(request), request.params.id);
    return { message: attendanceSuccess.absenceDeleted };
  });
}
