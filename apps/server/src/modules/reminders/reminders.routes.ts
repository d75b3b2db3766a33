import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZReminderSettings, ZRsvpRequest, ZRsvpView } from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

/** Per address, on the token routes: enough for a household answering, too few to guess tokens. */
export const RSVP_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const ZToken = z.object({ token: z.string().max(64) });

export async function remindersRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const reminders = ctx.services.reminders;
  app.get('/reminders/settings', { schema: { summary: 'Nastavitve opomnikov', response: { 200: ZReminderSettings } } }, async (request) =>
    reminders.settings(requireUser(request)),
  );
  app.put('/reminders/settings', { schema: { summary: 'Shrani nastavitve opomnikov', body: ZReminderSettings, response: { 200: ZReminderSettings } } }, async (request) =>
    reminders.saveSettings(requireUser(request), request.body),
  );

  // The reminder's one-click answer: no session, the token is the proof. A GET only shows.
  app.get(
    '/rsvp/:token',
    { config: { rateLimit: RSVP_RATE_LIMIT, public: true }, schema: { summary: 'Odgovor iz opomnika: dogodek in trenutni odgovor', params: ZToken, response: { 200: ZRsvpView } } },
    async (request) => reminders.rsvpView(request.params.token),
  );
  // No anti-forgery token either (csrf: false): the unguessable token in the URL is the proof.
  app.post(
    '/rsvp/:token',
    { config: { rateLimit: RSVP_RATE_LIMIT, csrf: false, public: true }, schema: { summary: 'Odgovor iz opomnika z enim klikom', params: ZToken, body: ZRsvpRequest, response: { 200: ZRsvpView } } },
    async (request) => reminders.rsvpAnswer(request.params.token, request.body.status),
  );
}
