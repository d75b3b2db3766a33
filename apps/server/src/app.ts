import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { errors } from '@zborovodja/contracts';
import type { Config } from './config.ts';
import { createContext, type AppContext, type ContextOverrides } from './context.ts';
import type { Database } from './db/database.ts';
import fastifyCookie from '@fastify/cookie';
import { registerCsrf } from './http/csrf.ts';
import { registerHealth } from './http/health.ts';
import { registerErrorHandlers } from './http/errors.ts';
import { registerOpenApi, registerOpenApiDocument, type ApiTag } from './http/openapi.ts';
import { registerSchemas } from './http/schemas.ts';
import { createLogger } from './http/logging.ts';
import { registerRequestStart } from './http/request-start.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { decorateSession } from './http/session.ts';
import { registerWeb } from './http/web.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { communitiesRoutes } from './modules/communities/communities.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { performersRoutes } from './modules/performers/performers.routes.ts';
import { songsRoutes } from './modules/songs/songs.routes.ts';
import { songHistoryRoutes } from './modules/song-history/song-history.routes.ts';
import { festivitiesRoutes } from './modules/festivities/festivities.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { setlistsRoutes } from './modules/setlists/setlists.routes.ts';
import { liturgyRoutes } from './modules/liturgy/liturgy.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { myDataRoutes } from './modules/my-data/my-data.routes.ts';
import { calendarFeedFileRoute, calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';

export interface BuildOptions extends ContextOverrides {
  logger?: boolean;
  /** Serve the web app (off in API tests). */
  serveWeb?: boolean;
  /** Told of every route as it is registered (the security suite's route inventory). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * An answer carrying a field its schema does not name fails with a 500 instead of losing the
   * field (the test suites; http/schemas.ts). Off in production, where the field is dropped.
   */
  strictResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Set on SIGTERM (server.ts) and by close(): new requests get 503 while in-flight ones finish. */
    shuttingDown: boolean;
  }
}

/** The API's version in /api/openapi.json. */
const API_VERSION = '0.1.0';

// The API's modules, each with its tag in /api/openapi.json (a route may name its own).
const modules: [ApiTag, (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>][] = [
  ['Prijava', authRoutes],
  ['Profil', profileRoutes],
  ['Moji podatki', myDataRoutes],
  ['Obvestila', notificationsRoutes],
  ['Skupnosti', communitiesRoutes],
  ['Vabila', invitationsRoutes],
  ['Izvajalci', performersRoutes],
  ['Pesmi', songsRoutes],
  ['Zgodovina pesmi', songHistoryRoutes],
  ['Prazniki', festivitiesRoutes],
  ['Liturgija', liturgyRoutes],
  ['Dogodki', eventsRoutes],
  ['Seznami pesmi', setlistsRoutes],
  ['Objave', postsRoutes],
  ['Administracija', adminRoutes],
  ['Koledarji', calendarFeedsRoutes],
  ['Opomniki', remindersRoutes],
  ['Udeležba', attendanceRoutes],
];

/** The whole app as one Fastify instance: plugins in order, then the API modules, then the web app. */
export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const log = createLogger(opts.logger === false ? 'silent' : config.logLevel);
  const app = Fastify({
    // Access logs belong to the reverse proxy: Fastify gets the logger only when LOG_REQUESTS=true
    // asks for them (http/logging.ts says why). Failures are logged by the error handler either way.
    ...(config.logRequests ? { loggerInstance: log } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own 503 during close is English; the request-start hook answers in Slovenian.
    return503OnClosing: false,
  });
  // While shutting down, new requests get 503 (request-start.ts) and in-flight ones finish.
  app.decorate('shuttingDown', false);
  app.addHook('preClose', async () => {
    app.shuttingDown = true;
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  const ctx = createContext(config, database, log, opts);
  app.decorate('ctx', ctx);

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyRateLimit, {
    global: false,
    // With REDIS_URL every instance counts in one place (issue 21); else in this process.
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: `${config.redisPrefix}rate:` } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, error: errors.rateLimited }),
  });

  registerErrorHandlers(app);
  registerSchemas(app, { strict: opts.strictResponses === true });
  await registerOpenApi(app, API_VERSION);
  decorateSession(app);
  registerRequestStart(app, ctx);
  registerCsrf(app, ctx);

  // The proxy's probe (database, Redis) and the benchmark's baseline: http/health.ts.
  registerHealth(app, ctx);

  await registerModules(app, ctx);
  registerOpenApiDocument(app);
  await registerWeb(app, opts.serveWeb === false ? null : config.webDist, log);

  app.addHook('onClose', async () => {
    await ctx.redis?.quit().catch(() => ctx.redis?.disconnect());
  });
  return app;
}

/** Every module's routes under /api, each tagged in /api/openapi.json (a route may name its own tag). */
async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const [tag, routes] of modules) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const schema = (route.schema ??= {}) as { tags?: string[] };
        schema.tags ??= [tag];
      });
      await scope.register(routes, { prefix: '/api', ctx });
    });
  }
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const schema = (route.schema ??= {}) as { tags?: string[] };
      schema.tags ??= ['Koledarji'];
    });
    await calendarFeedFileRoute(scope, ctx);
  });
}
