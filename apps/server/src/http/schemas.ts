import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '@zborovodja/contracts';
import { z } from 'zod';
import { validationFailure } from './errors.ts';

/**
 * Routes declare their params, query, body and answers with the shared zod schemas (DESIGN.md §1,
 * issue 55); Fastify validates and serialises through them (fastify-type-provider-zod's type
 * provider gives the handlers the parsed types) and @fastify/swagger describes them.
 */

/**
 * Input: the schema's parse, with today's answer on failure: 400 and the DESIGN.md §3 body, the
 * first issue's (Slovenian) message as `error` and each field's first message in `details`
 * (errors.ts validationFailure). A missing body is `{}`.
 */
/** A route plugin's instance with the zod type provider (`app.withTypeProvider<ZodTypeProvider>()`). */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: validationFailure(result.error) };
  };

/** An answer that does not fit its schema: a bug of the server, never sent half-checked. */
export class ResponseSchemaError extends Error {
  constructor(
    readonly route: string,
    readonly issues: string[],
  ) {
    super(`response of ${route} does not fit its schema: ${issues.join('; ')}`);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths of `before` that `after` lost (fields the schema does not name, stripped by zod). */
export function droppedFields(before: unknown, after: unknown, path = '', out: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((b, i) => droppedFields(b, after[i], `${path}[${i}]`, out));
  } else if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in after)) out.push(at);
      else droppedFields(before[key], after[key], at, out);
    }
  }
  return out;
}

/**
 * Output: the answer is parsed with its status's schema, so a field no schema names never leaves
 * the server (zod objects strip unknown keys). With `strict` (the test suites, BuildOptions
 * strictResponses) such a field fails the request with a 500 instead: a test fails, not production.
 */
export function serializerCompiler(strict: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const route = `${method} ${url} ${httpStatus}`;
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new ResponseSchemaError(route, result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
      }
      if (strict) {
        const dropped = droppedFields(JSON.parse(JSON.stringify(data) ?? 'null'), JSON.parse(JSON.stringify(result.data) ?? 'null'));
        if (dropped.length) throw new ResponseSchemaError(route, dropped.map((p) => `${p}: not in the schema`));
      }
      return JSON.stringify(result.data);
    };
}

/** The error answers every API route may give (400 validation or CSRF, 401, 403, 404, 409, 413, 415, 429; 500/503). */
export const errorResponses = { '4xx': ZApiError, '5xx': ZApiError } as const;

/**
 * The zod compilers on the app, and the shared error schema added to the answers of every /api
 * route that declares a schema (the error handler's body goes through it too).
 */
export function registerSchemas(app: FastifyInstance, opts: { strict: boolean }): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(opts.strict));
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || !route.schema || (route.schema as { hide?: boolean }).hide) return;
    route.schema = { ...route.schema, response: { ...errorResponses, ...(route.schema.response as object | undefined) } };
  });
}
