import { useQuery } from '@tanstack/react-query';
import type { TFestivity } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** GET /catholic-festivities?year&month → {festivities}. A failure shows as an empty list (spec §8). */
export const getMonthFestivities = (year: number, month: number, signal?: AbortSignal) =>
  api
    .get<{ festivities: TFestivity[] }>('/catholic-festivities', { year, month }, signal)
    .then((r) => r.festivities)
    .catch(() => [] as TFestivity[]);

/**
 * GET /catholic-festivities/range?days&start_date → {festivities}; when it fails, the months it
 * spans are fetched instead and cut to the window (spec §7).
 */
export async function getFestivitiesRange(days: number, startDate: string, signal?: AbortSignal): Promise<TFestivity[]> {
  try {
    const r = await api.get<{ festivities: TFestivity[] }>('/catholic-festivities/range', { days, start_date: startDate }, signal);
    return r.festivities;
  } catch {
    const start = new Date(`${startDate}T00:00:00Z`);
    const end = new Date(start.getTime() + (days - 1) * 86_400_000);
    const endDate = end.toISOString().slice(0, 10);
    const months = [[start.getUTCFullYear(), start.getUTCMonth() + 1]];
    if (end.getUTCMonth() !== start.getUTCMonth() || end.getUTCFullYear() !== start.getUTCFullYear()) {
      months.push([end.getUTCFullYear(), end.getUTCMonth() + 1]);
    }
    const lists = await Promise.all(months.map(([y, m]) => getMonthFestivities(y, m, signal)));
    return lists.flat().filter((f) => f.date >= startDate && f.date <= endDate);
  }
}

export const useMonthFestivities = (year: number, month: number) =>
  useQuery({
    queryKey: eventKeys.festivitiesMonth(year, month),
    queryFn: ({ signal }) => getMonthFestivities(year, month, signal),
    staleTime: 24 * 60 * 60_000,
  });

export const useFestivitiesRange = (days: number, startDate: string) =>
  useQuery({
    queryKey: eventKeys.festivitiesRange(days, startDate),
    queryFn: ({ signal }) => getFestivitiesRange(days, startDate, signal),
    staleTime: 60 * 60_000,
  });
