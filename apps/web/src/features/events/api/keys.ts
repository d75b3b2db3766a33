import { eventDetailKey, setlistKey } from '@/lib/event-keys.ts';
import type { EventsListParams } from './get-events.ts';

export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (params: EventsListParams) => ['events', 'list', params] as const,
  detail: eventDetailKey,
  users: (params: { community_id?: number; event_id?: number; search?: string }) => ['events', 'users', params] as const,
  setlist: setlistKey,
  candidates: (eventId: number, search: string) => ['events', 'candidates', eventId, search] as const,
  festivitiesMonth: (year: number, month: number) => ['festivities', 'month', year, month] as const,
  festivitiesRange: (days: number, startDate?: string) => ['festivities', 'range', days, startDate ?? 'today'] as const,
};
