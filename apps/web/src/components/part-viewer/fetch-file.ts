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

/** pdf.js's names for a file it cannot read (its messages are English, so only the name is used). */
const BROKEN_PDF = new Set(['InvalidPDFException', 'FormatError', 'MissingPDFException', 'UnknownErrorException', 'UnexpectedResponseException']);

/**
 * The reason shown after "Napaka pri nalaganju PDF-ja: ", always in Slovenian: the server's own
 * message, a broken file, no connection, or the general reason.
 */
export function loadErrorReason(error: unknown, reasons: { broken: string; offline: string; unknown: string }): string {
  if (error instanceof ApiError) return error.serverMessage ?? reasons.unknown;
  if (error instanceof Error && BROKEN_PDF.has(error.name)) return reasons.broken;
  if (error instanceof TypeError) return reasons.offline;
  return reasons.unknown;
}
