import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** helmet's options, as @fastify/helmet's reply.helmet takes them. */
type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;
import type { Config } from '../config.ts';

/** The pages' policy (and stored files', which open as pages): helmet's defaults, our own origin only. */
function pageOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Only our own files (and pdf.js's data:/blob: renders): no image is loaded from elsewhere.
        'img-src': ["'self'", 'data:', 'blob:'],
        // The practice view (issue 59): Verovio engraves scores in WebAssembly, which Chromium
        // compiles only under 'wasm-unsafe-eval' (WebAssembly only: JavaScript's eval stays off);
        // its recordings play from blob: URLs of the bytes it read (kept offline).
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    // HSTS only where the site is served over https.
    ...(config.secureCookies ? {} : { strictTransportSecurity: false }),
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The JSON API's answers are never rendered as pages: no scripts, no framing, no cross-origin
 * reads (OWASP REST cheat sheet), over helmet's other headers.
 */
const API_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
};

/**
 * The API's reference page (/api/docs, http/openapi.ts): Swagger UI's script and styles from our
 * own origin only, its document fetched from here; inline styles, which Swagger UI writes into the
 * page as it draws (without them Chromium refuses them: e2e/tests/api-docs.desktop.spec.ts), and
 * its icons as data: images. No inline script, nothing from elsewhere, no framing.
 */
const DOCS_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
  },
};

/**
 * @fastify/helmet on every answer: the page set by default, the API's on routes under /api/. API
 * answers also carry `Cache-Control: no-store`: nearly every one depends on the session, so none
 * may stay in a browser's or a proxy's cache; a route that serves a stored file sets its own
 * Cache-Control and the page set (usePageHeaders).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Added before helmet's own onRoute hook, which reads the route's option.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs') && route.helmet === undefined) route.helmet = DOCS_OPTIONS;
    if (route.url.startsWith('/api/') && route.helmet === undefined) route.helmet = API_OPTIONS;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
  const page = pageOptions(config);
  await app.register(fastifyHelmet, page);
  app.decorate('pageHelmet', { getter: () => page });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** helmet's options for pages and stored files (CSP, framing, isolation). */
    pageHelmet: HelmetOptions;
  }
}

/** A stored file opened in a tab is a page of a kind: it gets the page set over the API's. */
export function usePageHeaders(reply: FastifyReply): void {
  reply.helmet(reply.server.pageHelmet);
}

/** An /api/ answer made outside a route (the 404 for an unknown API path) gets the API's set. */
export function useApiHeaders(reply: FastifyReply): void {
  reply.helmet(API_OPTIONS);
}
