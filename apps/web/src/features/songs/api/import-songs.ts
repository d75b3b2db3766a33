import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSongImportOptions, TSongImportPreview, TSongImportResult } from '@zborovodja/contracts';
import { apiUrl } from '@/lib/api-client.ts';
import { uploadForm } from '@/lib/upload.ts';
import { scopeCommunityId, type SongScope } from '../utils.ts';
import { songKeys } from './keys.ts';

const songbookQuery = (scope: SongScope) => {
  const id = scopeCommunityId(scope);
  return id ? `?community_id=${id}` : '';
};

/** The files in the order they were chosen: the row keys of the preview depend on it. */
function filesForm(files: File[], options?: TSongImportOptions) {
  const form = new FormData();
  // The server stores only the chosen sheet music while it streams in, so the choice comes first.
  if (options) form.append('options', JSON.stringify(options));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** POST /songs/import/preview: what each file becomes; nothing is stored. */
export function previewImport(scope: SongScope, files: File[], onProgress: (percent: number) => void) {
  return uploadForm<TSongImportPreview>(`/songs/import/preview${songbookQuery(scope)}`, filesForm(files), { onProgress });
}

/** POST /songs/import: the chosen rows, with the same files again, all or nothing. */
export function useImportSongs(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, files, options }: { scope: SongScope; files: File[]; options: TSongImportOptions }) =>
      uploadForm<TSongImportResult>(`/songs/import${songbookQuery(scope)}`, filesForm(files, options), { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songKeys.all }),
  });
}

/** GET /songs/export: the songbook as a ZIP, downloaded by the browser itself. */
export const exportUrl = (scope: SongScope) => apiUrl('/songs/export', { community_id: scopeCommunityId(scope) });
