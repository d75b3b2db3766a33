import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.ts';
import type { SessionUser } from './session.ts';

/** The logged-in user, or a 401 with the catalogue's message. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
