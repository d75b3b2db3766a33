import { offlineUi } from '@zborovodja/contracts';
import { noteAnswer, noteNoAnswer } from '@/pwa/connection.ts';
import { toApiError } from './api-error.ts';
import { API_BASE, CSRF_HEADER, ensureCsrfToken, fetchCsrfToken, isCsrfRejection } from './csrf.ts';

export { ApiError, errorMessage, failureText, fieldErrors, ownChangesOf } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(method: Method, path: string, options: RequestOptions, csrfToken: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof TypeError) noteNoAnswer();
    throw error;
  }
  noteAnswer(response.headers);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { response, body };
}

/** JSON request to the API; writes carry the anti-forgery header and are retried once on a CSRF rejection. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  if (method === 'GET') return sendRequest<T>(method, path, options);
  try {
    return await sendRequest<T>(method, path, options);
  } catch (error) {
    // A change tried without a connection says so plainly (issue 25): it was not saved.
    if (error instanceof TypeError) throw toApiError(0, { error: offlineUi.notSaved });
    throw error;
  }
}

async function sendRequest<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  const isWrite = method !== 'GET';
  let result = await send(method, path, options, isWrite ? await ensureCsrfToken() : null);
  if (!result.response.ok) {
    const error = toApiError(result.response.status, result.body);
    if (!isWrite || !isCsrfRejection(error.status, error.message)) throw error;
    let token: string;
    try {
      token = await fetchCsrfToken();
    } catch {
      throw error;
    }
    result = await send(method, path, options, token);
    if (!result.response.ok) throw toApiError(result.response.status, result.body);
  }
  return result.body as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body: body ?? {} }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

