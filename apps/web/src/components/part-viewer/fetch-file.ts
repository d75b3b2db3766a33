import { ApiError } from '@/lib/api-client.ts';

/** The PDF's bytes, fetched with the session cookie (spec §7: binary, Accept application/pdf). */
export async function fetchPdfBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/pdf' }, signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  return response.arrayBuffer();
}

/** The reason shown after "Napaka pri nalaganju PDF-ja: ". */
export function loadErrorReason(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.status}`;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
