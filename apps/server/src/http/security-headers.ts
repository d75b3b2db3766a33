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
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
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
 * The JSON API's answers are never rendered as pages, so they carry the short set OWASP's REST
 * cheat sheet names (no scripts, no framing, no sniffing) instead of the page set: half the
 * bytes and the header checks of every API answer. Stored files are pages of a kind (a PDF opened
 * in a tab) and get the page set again (sendStoredFile, the part file route). Set by request-start.ts.
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  const page = securityHeaders(config);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(page['strict-transport-security'] ? { 'strict-transport-security': page['strict-transport-security'] } : {}),
  };
}
