import { apiUrl } from './api-client.ts';

/*
 * Song part files (sheet music): where they are served and what the viewer can show (what may be
 * uploaded is in upload-check.ts).
 * Shared because the songbook and the events' setlists both open them.
 */

/** GET /api/songs/{id}/part-file; with download=true the server answers as an attachment. */
export const partFileUrl = (songId: number, download = false) =>
  apiUrl(`/songs/${songId}/part-file`, download ? { download: true } : undefined);

export function fileExtension(name: string | null | undefined): string {
  const match = /\.([^./\\]+)$/.exec(name ?? '');
  return match ? match[1].toLowerCase() : '';
}

export type PartFileKind = 'pdf' | 'image' | 'other';

/** What the viewer can show: from the stored type (pdf, png…, or a MIME type), else the file name. */
export function partFileKind(type: string | null | undefined, name?: string | null): PartFileKind {
  const t = (type ?? '').toLowerCase();
  const ext = t.includes('/') ? t.split('/')[1] : t || fileExtension(name);
  if (ext === 'pdf') return 'pdf';
  // Browsers (except Safari) cannot draw TIFF: it is offered as a download instead.
  if (['jpg', 'jpeg', 'png', 'gif'].includes(ext)) return 'image';
  return 'other';
}
