import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errors } from '@zborovodja/contracts';
import { compressPage, isPhone, loadFirstScreen } from './first-screen.ts';
import { useApiHeaders } from './security-headers.ts';
import { SESSION_COOKIE } from './session.ts';

const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** Serves the built web app; any non-API GET that is not a file gets index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string | null, log: FastifyBaseLogger): Promise<void> {
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
  // Two pages come rendered by the server instead (first-screen.ts): a logged-in phone's
  // dashboard, the list of events in the page itself (unless it asks for one event, ?event=),
  // and the login page of a visitor without a session cookie.
  const dashboardPage = webDist !== null && existsSync(path.join(webDist, 'dashboard.html'));
  const firstScreen = webDist !== null ? await loadFirstScreen(webDist, log) : null;
  const sendRendered = (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const { encoding, body } = compressPage(request.headers['accept-encoding'], page);
    // The dashboard holds the visitor's own events: for no cache but the browser's.
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const [pathname, search = ''] = request.url.split('?', 2);
    const session = SESSION_COOKIE_SENT.test(request.headers.cookie ?? '');
    if (firstScreen && pathname === '/login') {
      reply.header('Vary', 'Cookie');
      const page = session ? null : await firstScreen.login(request);
      if (page) return sendRendered(request, reply, page);
    }
    if (!dashboardPage || (pathname !== '/' && pathname !== '/dashboard')) return reply.sendFile('index.html');
    reply.header('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent');
    if (!session) return reply.sendFile('index.html');
    if (firstScreen && isPhone(request.headers) && !new URLSearchParams(search).has('event')) {
      const page = await firstScreen.dashboard(app, request);
      if (page) return sendRendered(request, reply, page);
    }
    return reply.sendFile('dashboard.html');
  };
  // The static plugin treats "/" as a directory; the app's root is the client's entry page.
  if (webDist) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !webDist || request.method !== 'GET') {
      if (request.url.startsWith('/api')) useApiHeaders(reply);
      return reply.status(404).send({ error: errors.routeNotFound });
    }
    // A missing hashed asset is a stale tab after a deploy: a 404 lets the client offer a reload.
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ error: errors.routeNotFound });
    return sendPage(request, reply);
  });
}
