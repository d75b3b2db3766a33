import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * helmet's security headers (CSP included), computed once at start-up and set on every response
 * as a fixed set: running helmet per request cost a third of the throughput of a plain route, and
 * nothing in these headers varies by request (no nonces).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Only our own files (and pdf.js's data:/blob: renders): no image is loaded from elsewhere,
        // and no profile can point at a foreign URL any more (issue 19).
        'img-src': ["'self'", 'data:', 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as never, res as never, () => {});
  return headers;
}

/**
 * The JSON API's answers are never rendered as pages, so they carry what matters for data a
 * browser might be tricked into loading or rendering (OWASP REST cheat sheet): no scripts, no
 * framing (frame-ancestors), no sniffing, no cross-origin reads (CORP), and no keeping: nearly
 * every answer depends on the session (a profile, a choir's events, the unread count), so none
 * may stay in a browser's or a proxy's cache (`Cache-Control: no-store`, issue 18). A route that
 * serves a stored file sets its own Cache-Control over this one. X-Frame-Options and
 * Referrer-Policy only act on rendered documents and are left to the page set. Each header costs
 * ~0.6 µs of Node's checks on every answer (docs/performance.md). Stored files are pages of a
 * kind (a PDF opened in a tab) and get the page set (sendStoredFile, the part file route).
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  const page = securityHeaders(config);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...(page['strict-transport-security'] ? { 'strict-transport-security': page['strict-transport-security'] } : {}),
  };
}
