import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { unauthorized } from '../domain/errors.ts';
import type { SessionUser } from '../domain/sessions.ts';

/** The logged-in user, or a 401 with the catalogue's message. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * As a route's preValidation hook: a caller without a session gets the 401 before the route's
 * schema checks the input (a route that only needs someone logged in, for any input).
 */
export const authenticated: preValidationAsyncHookHandler = async (request) => {
  requireUser(request);
};
