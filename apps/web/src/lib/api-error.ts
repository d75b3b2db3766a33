import type { TOwnChange } from '@zborovodja/contracts';

/** A failed API call: the HTTP status and the server's error body (DESIGN.md §3). */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  readonly body: unknown;
  /** The text the server sent (`error`, else `message`), or null when it sent none. */
  readonly serverMessage: string | null;

  constructor(status: number, body: unknown) {
    const b = (body ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
    const serverMessage =
      typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : null;
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.details = b.details && typeof b.details === 'object' ? (b.details as Record<string, string>) : undefined;
  }
}

export const toApiError = (status: number, body: unknown) => new ApiError(status, body);

/** The server's message when there is one, otherwise the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.details ?? {}) : {};
}

/**
 * "Failed to create performer: <the server's reason>" (spec §8); without a reason from the
 * server, the fallback after the colon, or the prefix alone when there is no fallback.
 */
export function failureText(prefix: string, error: unknown, fallback?: string): string {
  const reason = (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
  return reason ? `${prefix}: ${reason}` : prefix;
}

/** A series edit's 409 (issue 57): the dates whose own change it would overwrite; null for any other error. */
export function ownChangesOf(error: unknown): TOwnChange[] | null {
  const body = error instanceof ApiError ? (error.body as { error_kind?: string; own_changes?: TOwnChange[] } | null) : null;
  return body?.error_kind === 'own_changes' && Array.isArray(body.own_changes) ? body.own_changes : null;
}
