import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errors,
  eventLimits,
  success,
  withMessage,
  ZAddAttendeesRequest,
  ZAttendee,
  ZAttendeeStatusRequest,
  ZEvent,
  ZEventAttendeeParams,
  ZEventQuery,
  ZEventCreateRequest,
  ZEventDeleteQuery,
  ZEventsResponse,
  ZEventUpdateRequest,
  ZEventsQuery,
  ZIdParam,
  ZMessageResponse,
  ZPickerUser,
  ZUsersQuery,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { fileResponses, singleFile, uploadRoute, sendStoredFile } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import type { ZodApp } from '../../http/schemas.ts';
import { HEADER_IMAGE_AREA, type EventsService } from './events.service.ts';

const ZEventMessage = withMessage('event', ZEvent);
const ZAttendeesMessage = withMessage('attendees', z.array(ZAttendee));
/** DELETE's scope, in the query or the body (without the default, so the query's absence lets the body's count). */
const ZDeleteScope = z.object({ scope: ZEventDeleteQuery.shape.scope.unwrap().optional() });

export async function eventsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const events = ctx.services.events;

  app.get(
    '/events',
    { schema: { summary: 'Seznam dogodkov, ki jih uporabnik sme videti', querystring: ZEventsQuery, response: { 200: ZEventsResponse } } },
    async (request) => events.list(requireUser(request), request.query),
  );

  app.get(
    '/events/:id',
    { schema: { summary: 'En dogodek (po želji z udeleženci)', params: ZIdParam, querystring: ZEventQuery, response: { 200: ZEvent } } },
    async (request) => events.get(requireUser(request), request.params.id, request.query.include_attendees === true),
  );

  app.post(
    '/events',
    { schema: { summary: 'Ustvari dogodek (po želji s ponavljanjem)', body: ZEventCreateRequest, response: { 201: ZEventMessage } } },
    async (request, reply) => {
      const event = await events.create(requireUser(request), request.body);
      return reply.status(201).send({ message: success.eventCreated, event });
    },
  );

  app.put(
    '/events/:id',
    { schema: { summary: 'Uredi dogodek (ta, naslednji ali vsi v seriji)', params: ZIdParam, body: ZEventUpdateRequest, response: { 200: ZEventMessage } } },
    async (request) => {
      const { scope, own_changes, ...input } = request.body;
      return { message: success.eventUpdated, event: await events.update(requireUser(request), request.params.id, input, scope, own_changes) };
    },
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        summary: 'Izbriši dogodek (ta, naslednji ali vsi v seriji)',
        description: 'Obseg `scope` (this, following, all) je v poizvedbi ali v telesu; poizvedba ima prednost.',
        params: ZIdParam,
        querystring: ZDeleteScope,
        body: ZDeleteScope.optional(),
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      // scope: 'this' (default), 'following' or 'all' for an occurrence of a series; in the query or the body.
      const scope = request.query.scope ?? request.body?.scope ?? 'this';
      await events.delete(requireUser(request), request.params.id, scope);
      return { message: success.eventDeleted };
    },
  );

  attendeeRoutes(app, events);
  headerImageRoutes(app, ctx);
}

/** The attendee list and the people picker. */
function attendeeRoutes(app: ZodApp, events: EventsService) {
  app.post(
    '/events/:id/attendees',
    { schema: { summary: 'Dodaj udeležence dogodku', params: ZIdParam, body: ZAddAttendeesRequest, response: { 200: ZAttendeesMessage } } },
    async (request) => ({
      message: success.attendeesAdded,
      attendees: await events.addAttendees(requireUser(request), request.params.id, request.body.user_ids),
    }),
  );

  app.put(
    '/events/:id/attendees/:userId',
    { schema: { summary: 'Nastavi odgovor udeleženca', params: ZEventAttendeeParams, body: ZAttendeeStatusRequest, response: { 200: ZAttendeesMessage } } },
    async (request) => ({
      message: success.attendanceUpdated,
      attendees: await events.setStatus(requireUser(request), request.params.id, request.params.userId, request.body.status),
    }),
  );

  app.delete(
    '/events/:id/attendees/:userId',
    { schema: { summary: 'Odstrani udeleženca', params: ZEventAttendeeParams, response: { 200: ZAttendeesMessage } } },
    async (request) => ({
      message: success.attendeeRemoved,
      attendees: await events.removeAttendee(requireUser(request), request.params.id, request.params.userId),
    }),
  );

  app.get(
    '/users',
    { schema: { summary: 'Kandidati za udeležence (izbirnik)', querystring: ZUsersQuery, response: { 200: z.object({ users: z.array(ZPickerUser) }) } } },
    async (request) => ({ users: await events.candidates(requireUser(request), request.query) }),
  );
}

/** The event's header image. */
function headerImageRoutes(app: ZodApp, ctx: AppContext) {
  const events = ctx.services.events;
  app.get(
    '/events/:id/header-image',
    { schema: { summary: 'Naslovna slika dogodka', params: ZIdParam, response: fileResponses } },
    async (request, reply) => {
      const image = await events.headerImage(requireUser(request), request.params.id);
      return sendStoredFile(reply, ctx.storage, HEADER_IMAGE_AREA, image.stored, image.name);
    },
  );

  uploadRoute(
    app,
    '/events/:id/header-image',
    { summary: 'Naloži naslovno sliko dogodka (PNG, JPEG, GIF, WebP)', field: 'file', params: ZIdParam, response: { 200: ZEventMessage } },
    async (request) => {
      const user = requireUser(request);
      const file = await singleFile(request, 'file', eventLimits.headerImageBytes, errors.headerImageMissing);
      return { message: success.headerImageUploaded, event: await events.uploadHeaderImage(user, request.params.id, file.file, file.filename) };
    },
  );

  app.delete(
    '/events/:id/header-image',
    { schema: { summary: 'Odstrani naslovno sliko dogodka', params: ZIdParam, response: { 200: ZEventMessage } } },
    async (request) => ({ message: success.headerImageDeleted, event: await events.deleteHeaderImage(requireUser(request), request.params.id) }),
  );
}
