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
import { keepRemake, keepShared } from '../../http/kept-answers.ts';
import { withFields } from '../../db/json.ts';
import { viewerJson } from './events.mapper.ts';
import { HEADER_IMAGE_AREA } from './events.service.ts';

export async function eventsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const events = ctx.services.events;

  // JSON text (db/json.ts), and a kept answer (http/kept-answers.ts): it shows the member's own
  // attendance and no one else's, and is re-made from what it showed when only that changed.
  app.get('/events', { config: { kept: { ownAttendance: true } } }, async (request, reply) => {
    const { body, shown } = await events.list(requireUser(request), parse(ZEventsQuery, request.query));
    keepRemake(request, shown.rows.map((r) => r.id), (actor, statuses) => events.relist(actor, shown, statuses));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Kept once for every member who may see the event (http/kept-answers.ts keptEventRead); the viewer's part is added here.
  app.get('/events/:id', { config: { kept: { perEvent: true } } }, async (request, reply) => {
    const { id } = parse(ZIdParam, request.params);
    const { include_attendees } = parse(ZEventQuery, request.query);
    const page = await events.page(requireUser(request), id, include_attendees === true);
    keepShared(request, page.viewer, page.access, page.statuses);
    return reply.type('application/json; charset=utf-8').send(withFields(page.shared, viewerJson(page.viewer)));
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
