import { ApiError } from '@/lib/api-client.ts';

/** "Failed to create performer" and, when the server said why, its reason after a colon (spec §8). */
export function failureText(prefix: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  return reason ? `${prefix}: ${reason}` : prefix;
}
