import { partFileExtensions, partFilesUi, songLimits } from '@zborovodja/contracts';
import { apiUrl } from './api-client.ts';

/*
 * Song part files (sheet music): where they are served and what may be uploaded (spec §5, §9).
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

/** The client's checks before an upload, with the server's own messages; null when the file may go. */
export function checkPartFile(file: Pick<File, 'name' | 'size'> | null | undefined): string | null {
  const t = partFilesUi;
  if (!file) return t.noFile;
  if (!(partFileExtensions as readonly string[]).includes(fileExtension(file.name))) return t.wrongType;
  if (file.size > songLimits.partFileBytes) return t.tooLarge;
  return null;
}

/** The `accept` attribute of the file input. */
export const partFileAccept = partFileExtensions.map((ext) => `.${ext}`).join(',');
