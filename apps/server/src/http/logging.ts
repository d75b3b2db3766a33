import type { FastifyRequest } from 'fastify';

/** Tokens travel in some paths and queries; they are masked before a URL reaches a log line. */
const TOKEN_PATHS = /(\/(?:verify-email|verify-reset-token|verify-or-invite|reset-password)\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:token|invitation_token)=)[^&#]+/g;

export const redactUrl = (url: string): string => url.replace(TOKEN_PATHS, '$1***').replace(TOKEN_QUERY, '$1***');

export const loggerSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
};
