import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino from 'pino';

/** Tokens travel in some paths and queries; they are masked before a URL reaches a log line. */
const TOKEN_PATHS = /(\/(?:verify-email|verify-reset-token|verify-or-invite|reset-password|rsvp|calendar)\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:token|invitation_token)=)[^&#]+/g;

export const redactUrl = (url: string): string => url.replace(TOKEN_PATHS, '$1***').replace(TOKEN_QUERY, '$1***');

export const loggerSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
};

/**
 * The app's one logger (pino, JSON lines on stdout). Fastify is handed it only when every request
 * is logged (`LOG_REQUESTS=true`): otherwise Fastify runs without a logger, because it makes a
 * logger per request even when nothing is logged. Failures are logged here with the request's id and URL instead
 * (`requestBindings`).
 */
export const createLogger = (level: string): FastifyBaseLogger => pino({ level, serializers: loggerSerializers });

/** What a log line about a request carries: its id and its method and masked URL. */
export const requestBindings = (request: FastifyRequest) => ({ reqId: request.id, req: request });
