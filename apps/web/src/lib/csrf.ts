import { commonUi } from '@zborovodja/contracts';
import { ApiError } from './api-error.ts';

export const API_BASE = '/api';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRFToken';

export function readCsrfCookie(): string | null {
  // No document: rendering on the server, or a check that outlived its page (a unit test's).
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** GET /get-csrf-token; the server also sets the cookie. */
export async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(`${API_BASE}/get-csrf-token`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  // Checked by hand, not with the shared zod schema: zod would otherwise load with every page.
  const token = (body as { csrf_token?: unknown } | null)?.csrf_token;
  if (typeof token !== 'string') throw new Error(commonUi.invalidResponse);
  setTimeout(() => {
    if (!readCsrfCookie()) console.warn('CSRF cookie was not set after fetching a token');
  }, 300);
  return token;
}

/** The token for the next write: the cookie's, else a freshly fetched one. */
export async function ensureCsrfToken(): Promise<string> {
  return readCsrfCookie() ?? (await fetchCsrfToken());
}

/** A write rejected for its anti-forgery token is retried once with a new token (spec §8). */
export function isCsrfRejection(status: number, message: string): boolean {
  return (status === 400 || status === 403) && message.includes('CSRF');
}
