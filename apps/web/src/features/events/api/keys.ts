import type { EventsListParams } from './get-events.ts';

export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (params: EventsListParams) => ['events', 'list', params] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
  users: (params: { community_id?: number; event_id?: number; search?: string }) => ['events', 'users', params] as const,
  setlist: (id: number) => ['setlists', id] as const,
  candidates: (eventId: number, search: string) => ['events', 'candidates', eventId, search] as const,
  festivitiesMonth: (year: number, month: number) => ['festivities', 'month', year, month] as const,
  festivitiesRange: (days: number, startDate?: string) => ['festivities', 'range', days, startDate ?? 'today'] as const,
};
