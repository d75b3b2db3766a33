import { useQuery } from '@tanstack/react-query';
import type { TSongListItem } from '@zborovodja/contracts';
import { songQueryOptions } from '@/lib/songs.ts';

/**
 * A song the list handed over, read again with its lyrics and notes (a list's rows have neither):
 * `song` is the list's row until the read answers, `full` the read (undefined until then).
 */
export function useSong(initial: TSongListItem) {
  const query = useQuery({ ...songQueryOptions(initial.id), staleTime: 0 });
  return { song: query.data ?? initial, full: query.data, failed: query.isError && !query.data, retry: query.refetch };
}
