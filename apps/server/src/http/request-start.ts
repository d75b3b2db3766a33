import type { FastifyInstance } from 'fastify';
import { errors } from '@zborovodja/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../domain/errors.ts';
import { resolveSession, SESSION_COOKIE } from './session.ts';

/**
 * Every request: 503 while shutting down (in-flight requests finish, new ones go elsewhere), then
 * for /api requests the session of the cookie, if any.
 */
export function registerRequestStart(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (app.shuttingDown) {
      reply.header('connection', 'close');
      throw new AppError(503, errors.unavailable);
    }
    const token = request.url.startsWith('/api/') ? request.cookies[SESSION_COOKIE] : undefined;
    if (token) await resolveSession(ctx, request, token);
  });
}
