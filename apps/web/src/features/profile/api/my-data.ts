import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offlineUi, type TDataExport, type TMyDataResponse } from '@zborovodja/contracts';
import { api, apiUrl } from '@/lib/api-client.ts';
import { toApiError } from '@/lib/api-error.ts';
import { CSRF_HEADER, ensureCsrfToken, fetchCsrfToken, isCsrfRejection } from '@/lib/csrf.ts';

/**
 * A write answered with a file (the export of one's data, issue 61): the anti-forgery header and
 * one retry on a CSRF rejection like every write; the body as a Blob, named by Content-Disposition.
 */
async function postForFile(path: string, body: unknown): Promise<{ blob: Blob; name: string | null }> {
  const attempt = async (token: string) => {
    try {
      return await fetch(apiUrl(path), {
        method: 'POST',
        headers: { Accept: 'application/zip, application/json', 'Content-Type': 'application/json', [CSRF_HEADER]: token },
        credentials: 'include',
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (error instanceof TypeError) throw toApiError(0, { error: offlineUi.notSaved });
      throw error;
    }
  };
  let response = await attempt(await ensureCsrfToken());
  const failure = async (r: Response) => toApiError(r.status, await r.json().catch(() => null));
  if (!response.ok) {
    const error = await failure(response);
    if (!isCsrfRejection(error.status, error.message)) throw error;
    response = await attempt(await fetchCsrfToken());
    if (!response.ok) throw await failure(response);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), name: exact ? decodeURIComponent(exact) : (plain ?? null) };
}

export const myDataKey = ['my-data'] as const;

/** While an export is being made the page asks again every few seconds, so "Pripravljamo" turns into the download by itself. */
export const myDataQueryOptions = queryOptions({
  queryKey: myDataKey,
  queryFn: () => api.get<TMyDataResponse>('/profile/my-data'),
  refetchInterval: (q) => (q.state.data?.export && ['pending', 'working'].includes(q.state.data.export.state) ? 3000 : false),
});

export const useMyData = () => useQuery(myDataQueryOptions);

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string; export: TDataExport }>('/profile/my-data/export'),
    onSuccess: (res) => queryClient.setQueryData<TMyDataResponse>(myDataKey, (old) => (old ? { ...old, export: res.export } : old)),
  });
}

/** The ZIP, with the password asked again; saved through a temporary link, as a browser saves any download. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (password: string) => {
      const { blob, name } = await postForFile('/profile/my-data/export/download', { password });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name ?? 'zborovodja-moji-podatki.zip';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

export const deleteAccount = (password: string) => api.post<{ message: string }>('/profile/delete-account', { password });
