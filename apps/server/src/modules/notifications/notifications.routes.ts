import type { FastifyInstance } from 'fastify';
import { success, ZIdParam, ZNotificationsQuery } from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = ctx.services.notifications;

  app.get('/notifications', async (request) =>
    service.list(requireUser(request), parse(ZNotificationsQuery, request.query)),
  );

  // Polled by every open page: one count over the user's unread rows (index notifications_user_unread).
  app.get('/notifications/unread-count', async (request) => ({ unread_count: await service.unreadCount(requireUser(request)) }));

  app.put('/notifications/read-all', async (request) => {
    const updated = await service.markAllRead(requireUser(request));
    return { message: success.allRead, updated, unread_count: 0 };
  });

  app.put('/notifications/:id/read', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return { message: success.marked, notification: await service.markRead(requireUser(request), id) };
  });

  app.delete('/notifications/:id', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    await service.delete(requireUser(request), id);
    return { message: success.deleted };
  });
}
