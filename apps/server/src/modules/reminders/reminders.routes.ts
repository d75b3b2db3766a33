import type { FastifyInstance } from 'fastify';
import { ZReminderSettings, ZRsvpRequest } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

/** Per address, on the token routes: enough for a household answering, too few to guess tokens. */
export const RSVP_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const ZToken = z.object({ token: z.string().max(64) });

export async function remindersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const reminders = ctx.services.reminders;
  app.get('/reminders/settings', async (request) => reminders.settings(requireUser(request)));
  app.put('/reminders/settings', async (request) => reminders.saveSettings(requireUser(request), parse(ZReminderSettings, request.body)));

  // The reminder's one-click answer: no session, the token is the proof. A GET only shows.
  app.get('/rsvp/:token', { config: { rateLimit: RSVP_RATE_LIMIT } }, async (request) => reminders.rsvpView(parse(ZToken, request.params).token));
  // No anti-forgery token either (csrf: false): the unguessable token in the URL is the proof.
  app.post('/rsvp/:token', { config: { rateLimit: RSVP_RATE_LIMIT, csrf: false } }, async (request) =>
    reminders.rsvpAnswer(parse(ZToken, request.params).token, parse(ZRsvpRequest, request.body).status),
  );
}
