import type { FastifyInstance } from 'fastify';
import {
  errors,
  eventLimits,
  success,
  ZAddAttendeesRequest,
  ZAttendeeStatusRequest,
  ZEventAttendeeParams,
  ZEventQuery,
  ZEventCreateRequest,
  ZEventDeleteQuery,
  ZEventUpdateRequest,
  ZEventsQuery,
  ZIdParam,
  ZUsersQuery,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { singleFile, uploadRoute, sendStoredFile } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import { HEADER_IMAGE_AREA } from './events.service.ts';

export async function eventsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const events = ctx.services.events;

  app.get('/events', async (request) => events.list(requireUser(request), parse(ZEventsQuery, request.query)));

  app.get('/events/:id', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { include_attendees } = parse(ZEventQuery, request.query);
    return events.get(requireUser(request), id, include_attendees === true);
  });

  app.post('/events', async (request, reply) => {
    const event = await events.create(requireUser(request), parse(ZEventCreateRequest, request.body));
    return reply.status(201).send({ message: success.eventCreated, event });
  });

  app.put('/events/:id', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { scope, ...input } = parse(ZEventUpdateRequest, request.body);
    return { message: success.eventUpdated, event: await events.update(requireUser(request), id, input, scope) };
  });

  app.delete('/events/:id', async (request) => {
    // scope: 'this' (default), 'following' or 'all' for an occurrence of a series; in the query or the body.
    const { scope } = parse(ZEventDeleteQuery, { ...(request.body as object | undefined), ...(request.query as object) });
    await events.delete(requireUser(request), parse(ZIdParam, request.params).id, scope);
    return { message: success.eventDeleted };
  });

  app.post('/events/:id/attendees', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { user_ids } = parse(ZAddAttendeesRequest, request.body);
    return { message: success.attendeesAdded, attendees: await events.addAttendees(requireUser(request), id, user_ids) };
  });

  app.put('/events/:id/attendees/:userId', async (request) => {
    const { id, userId } = parse(ZEventAttendeeParams, request.params);
    const { status } = parse(ZAttendeeStatusRequest, request.body);
    return { message: success.attendanceUpdated, attendees: await events.setStatus(requireUser(request), id, userId, status) };
  });

  app.delete('/events/:id/attendees/:userId', async (request) => {
    const { id, userId } = parse(ZEventAttendeeParams, request.params);
    return { message: success.attendeeRemoved, attendees: await events.removeAttendee(requireUser(request), id, userId) };
  });

  app.get('/users', async (request) => ({ users: await events.candidates(requireUser(request), parse(ZUsersQuery, request.query)) }));

  app.get('/events/:id/header-image', async (request, reply) => {
    const { id } = parse(ZIdParam, request.params);
    const image = await events.headerImage(requireUser(request), id);
    return sendStoredFile(reply, ctx.storage, HEADER_IMAGE_AREA, image.stored, image.name);
  });

  uploadRoute(app, '/events/:id/header-image', async (request) => {
    const user = requireUser(request);
    const { id } = parse(ZIdParam, request.params);
    const file = await singleFile(request, 'file', eventLimits.headerImageBytes, errors.headerImageMissing);
    return { message: success.headerImageUploaded, event: await events.uploadHeaderImage(user, id, file.file, file.filename) };
  });

  app.delete('/events/:id/header-image', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return { message: success.headerImageDeleted, event: await events.deleteHeaderImage(requireUser(request), id) };
  });
}
