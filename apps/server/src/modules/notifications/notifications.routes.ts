import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  success,
  withMessage,
  ZIdParam,
  ZMessageResponse,
  ZNotification,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZUnreadCountResponse,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

export async function notificationsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = ctx.services.notifications;

  app.get('/notifications', { schema: { summary: 'Obvestila', querystring: ZNotificationsQuery, response: { 200: ZNotificationsResponse } } }, async (request) =>
    service.list(requireUser(request), request.query),
  );

  // Polled by every open page: one count over the user's unread rows (index notifications_user_unread).
  app.get('/notifications/unread-count', { schema: { summary: 'Število neprebranih obvestil', response: { 200: ZUnreadCountResponse } } }, async (request) => ({ unread_count: await service.unreadCount(requireUser(request)) }));

  app.put(
    '/notifications/read-all',
    { schema: { summary: 'Označi vsa obvestila kot prebrana', response: { 200: z.object({ message: z.string(), updated: z.number(), unread_count: z.number() }) } } },
    async (request) => {
    const updated = await service.markAllRead(requireUser(request));
    return { message: success.allRead, updated, unread_count: 0 };
    },
  );

  app.put('/notifications/:id/read', { schema: { summary: 'Označi obvestilo kot prebrano', params: ZIdParam, response: { 200: withMessage('notification', ZNotification) } } }, async (request) => {
    const { id } = request.params;
    return { message: success.marked, notification: await service.markRead(requireUser(request), id) };
  });

  app.delete('/notifications/:id', { schema: { summary: 'Izbriši obvestilo', params: ZIdParam, response: { 200: ZMessageResponse } } }, async (request) => {
    const { id } = request.params;
    await service.delete(requireUser(request), id);
    return { message: success.deleted };
  });
}
