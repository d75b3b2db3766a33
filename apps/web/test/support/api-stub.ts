import { afterEach, beforeEach, vi } from 'vitest';

/*
 * The browser around the API client (lib/api-client.ts) in a unit test: a document whose
 * csrf_token cookie a test can change, and fresh modules and globals after each test (the client
 * keeps its token and the connection state in module scope). Tests stub `fetch` themselves.
 */
export function stubApiBrowser(initialCookie = ''): { cookie: string } {
  const browser = { cookie: initialCookie };
  beforeEach(() => {
    browser.cookie = initialCookie;
    vi.stubGlobal('document', {
      get cookie() {
        return browser.cookie;
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });
  return browser;
}

/** A JSON answer as the API gives it. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
