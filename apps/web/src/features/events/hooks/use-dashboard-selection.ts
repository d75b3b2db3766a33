import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TEvent } from '@zborovodja/contracts';
import { paths } from '@/lib/paths.ts';
import { useEvent } from '../api/get-event.ts';
import { carouselParams, useEvents } from '../api/get-events.ts';
import { parseEventParam, resolveSelection, type RequestedLookup } from '../components/desktop/selection.ts';


/**
 * The dashboard's selected event from ?event= (spec §2): among the upcoming events, else fetched
 * by id; an unknown id falls back to the first upcoming event and the URL becomes /dashboard.
 */
export function useDashboardSelection() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requestedId = parseEventParam(params.get('event'));
  const upcoming = useEvents(carouselParams);
  const upcomingEvents = upcoming.data?.events;
  const inList = !!requestedId && !!upcomingEvents?.some((e) => e.id === requestedId);
  const requested = useEvent(requestedId && upcomingEvents && !inList ? requestedId : null);
  const lookup: RequestedLookup = !requestedId ? 'idle' : requested.isSuccess ? 'found' : requested.isError ? 'missing' : 'loading';
  const selection = resolveSelection({
    upcomingIds: upcoming.isError ? [] : upcomingEvents?.map((e) => e.id),
    requestedId,
    lookup,
  });
  const dropQuery = 'dropQuery' in selection && selection.dropQuery;

  useEffect(() => {
    if (dropQuery) navigate(paths.dashboard, { replace: true });
  }, [dropQuery, navigate]);

  const select = useCallback(
    (id: number | null, replace = false) => {
      if (id) setParams({ event: String(id) }, { replace });
      else navigate(paths.dashboard, { replace });
    },
    [setParams, navigate],
  );

  const selectedId = selection.kind === 'upcoming' || selection.kind === 'other' ? selection.id : null;
  const listItem: TEvent | undefined =
    selection.kind === 'upcoming' ? upcomingEvents?.[selection.index] : selection.kind === 'other' ? requested.data : undefined;

  return { upcoming, upcomingEvents: upcomingEvents ?? [], selection, selectedId, listItem, select };
}
