import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errors } from '@zborovodja/contracts';
import { SESSION_COOKIE } from './session.ts';

const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** Serves the built web app; any non-API GET that is not a file gets index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they
      // are, they cost no CPU per request, unlike compressing every response.
      preCompressed: true,
      // dist/.vite/manifest.json is for scripts/budget.mjs, not for browsers.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets may be cached for good.
        if (filePath.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  // The build writes dashboard.html: index.html with preloads for the dashboard's first screen
  // (apps/web/dashboard-html.ts). It goes to a visitor who is probably logged in (a session
  // cookie, not looked up: a stale one costs only the preloads); everyone else gets index.html.
  const dashboardPage = webDist !== null && existsSync(path.join(webDist, 'dashboard.html'));
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const pathname = request.url.split('?', 1)[0];
    if (!dashboardPage || (pathname !== '/' && pathname !== '/dashboard')) return reply.sendFile('index.html');
    reply.header('Vary', 'Cookie');
    return reply.sendFile(SESSION_COOKIE_SENT.test(request.headers.cookie ?? '') ? 'dashboard.html' : 'index.html');
  };
  // The static plugin treats "/" as a directory; the app's root is the client's entry page.
  if (webDist) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !webDist || request.method !== 'GET') {
      return reply.status(404).send({ error: errors.routeNotFound });
    }
    // A missing hashed asset is a stale tab after a deploy: a 404 lets the client offer a reload.
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ error: errors.routeNotFound });
    return sendPage(request, reply);
  });
}
