import type { FastifyInstance } from 'fastify';
import { attendanceSuccess, ZAbsenceRequest, ZCommunityUserParams, ZIdParam, ZVoicePartRequest } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

/** Issue 23: voice parts of members and the profile's absences. */
export async function attendanceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { attendance, communities } = ctx.services;

  app.put('/communities/:id/voice-parts/:userId', async (request) => {
    const { id, userId } = parse(ZCommunityUserParams, request.params);
    const { voice_part } = parse(ZVoicePartRequest, request.body);
    return { message: attendanceSuccess.voicePartSaved, user: await communities.setVoicePart(requireUser(request), id, userId, voice_part) };
  });

  app.get('/profile/absences', async (request) => ({ absences: await attendance.listAbsences(requireUser(request)) }));

  app.post('/profile/absences', async (request, reply) => {
    const absence = await attendance.addAbsence(requireUser(request), parse(ZAbsenceRequest, request.body));
    return reply.status(201).send({ message: attendanceSuccess.absenceSaved, absence });
  });

  app.delete('/profile/absences/:id', async (request) => {
    await attendance.deleteAbsence(requireUser(request), parse(ZIdParam, request.params).id);
    return { message: attendanceSuccess.absenceDeleted };
  });
}
