import { useEffect, useState } from 'react';
import { useNotifications } from '../api/get-notifications.ts';

/** One page of notifications; jumps back when deletions leave the current page past the end. */
export function usePagedNotifications(pageSize: number, unreadOnly: boolean) {
  const [page, setPage] = useState(1);
  const query = useNotifications({ limit: pageSize, offset: (page - 1) * pageSize, unreadOnly });
  const total = query.data?.total_count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  useEffect(() => {
    if (query.data && page > pageCount) setPage(pageCount);
  }, [query.data, page, pageCount]);

  useEffect(() => setPage(1), [unreadOnly]);

  return { query, page, setPage, pageCount };
}
