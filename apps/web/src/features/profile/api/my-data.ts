import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataExport, TMyDataResponse } from '@zborovodja/contracts';
import { api, postForFile } from '@/lib/api-client.ts';

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
