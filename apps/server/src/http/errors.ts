import type { FastifyError, FastifyInstance } from 'fastify';
import { errors, slovenianZodError } from '@zborovodja/contracts';
import { z } from 'zod';
import { isConnectionError } from '../db/database.ts';
import { requestBindings } from './logging.ts';
import { AppError, badRequest } from '../domain/errors.ts';

// Every check a schema does not name gets a Slovenian message, never zod's English (issue 19 #10).
z.config({ customError: slovenianZodError });

/** A zod error as the DESIGN.md §3 body: the first issue's message, every field's first message in details. */
export function validationFailure(error: z.ZodError): AppError {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!details[key]) details[key] = issue.message;
  }
  const first = error.issues[0]?.message ?? errors.validation;
  return badRequest(first, details);
}

/** Fastify's own 4xx errors, in the catalogue's words. */
function messageForFastifyError(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return errors.tooLarge;
    default:
      return errors.validation;
  }
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ ...err.extra, error: err.message, ...(err.details ? { details: err.details } : {}) });
    }
    if (isConnectionError(err)) {
      app.ctx.log.warn({ err, ...requestBindings(request) }, 'database unavailable');
      return reply.status(503).send({ error: errors.unavailable });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: errors.rateLimited });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: messageForFastifyError(err) });
    }
    app.ctx.log.error({ err, ...requestBindings(request) }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({ error: status === 503 ? errors.unavailable : errors.server });
  });
}
