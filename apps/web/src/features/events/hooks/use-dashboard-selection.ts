import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TEvent } from '@zborovodja/contracts';
import { useEvent } from '@/lib/events.ts';
import { paths } from '@/lib/paths.ts';
import { carouselParams, useEvents } from '../api/get-events.ts';
import { parseEventParam, resolveSelection, type RequestedLookup } from '../components/desktop/selection.ts';
import { isEventGone } from '../utils.ts';

/**
 * The dashboard's selected event from ?event= (spec §2): among the upcoming events, else fetched
 * by id; an unknown id falls back to the first upcoming event and the URL becomes /dashboard.
 * `gone` then stays true until another event is chosen, so the page can say why it shows another
 * event (an old notification's link to a deleted one: issue 18).
 */
export function useDashboardSelection() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requestedId = parseEventParam(params.get('event'));
  const upcoming = useEvents(carouselParams);
  const upcomingEvents = upcoming.data?.events;
  const inList = !!requestedId && !!upcomingEvents?.some((e) => e.id === requestedId);
  const requested = useEvent(requestedId && upcomingEvents && !inList ? requestedId : null);
  const lookup: RequestedLookup = !requestedId
    ? 'idle'
    : requested.isSuccess
      ? 'found'
      : requested.isError
        ? isEventGone(requested.error) ? 'missing' : 'failed'
        : 'loading';
  const selection = resolveSelection({
    upcomingIds: upcoming.isError ? [] : upcomingEvents?.map((e) => e.id),
    requestedId,
    lookup,
  });
  const dropQuery = 'dropQuery' in selection && selection.dropQuery;
  const [gone, setGone] = useState(false);

  useEffect(() => {
    if (!dropQuery) return;
    setGone(true);
    navigate(paths.dashboard, { replace: true });
  }, [dropQuery, navigate]);

  const dismissGone = useCallback(() => setGone(false), []);
  const select = useCallback(
    (id: number | null, replace = false) => {
      setGone(false);
      if (id) setParams({ event: String(id) }, { replace });
      else navigate(paths.dashboard, { replace });
    },
    [setParams, navigate],
  );

  const selectedId = selection.kind === 'upcoming' || selection.kind === 'other' ? selection.id : null;
  const listItem: TEvent | undefined =
    selection.kind === 'upcoming' ? upcomingEvents?.[selection.index] : selection.kind === 'other' ? requested.data : undefined;

  return { upcoming, upcomingEvents: upcomingEvents ?? [], selection, selectedId, listItem, select, gone, dismissGone };
}
