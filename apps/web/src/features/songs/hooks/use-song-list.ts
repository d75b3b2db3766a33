import { useState } from 'react';
import { songLimits } from '@zborovodja/contracts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useSongs } from '../api/get-songs.ts';
import { defaultSort, nextSort, PERSONAL_SCOPE, type SongScope, type SongSortField, type SongsListParams } from '../utils.ts';

/**
 * The state of the songbook list (scope, search, category, sort, page) and its server query.
 * Defaults of spec §9: personal songs, category "Vse", title ascending. Any filter change goes
 * back to the first page.
 */
export function useSongList(perPage: number = songLimits.pageSizeDefault) {
  const [scope, setScopeState] = useState<SongScope>(PERSONAL_SCOPE);
  const [searchText, setSearchText] = useState('');
  const [category, setCategoryState] = useState('');
  const [sort, setSortState] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), 300);
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }

  const params: SongsListParams = { scope, search, category, ...sort, page, perPage };
  const query = useSongs(params);
  // After a delete or a narrower filter the page may no longer exist: go to the last one.
  const pages = query.data && !query.isPlaceholderData ? Math.max(1, query.data.pages) : null;
  if (pages !== null && page > pages) setPage(pages);

  return {
    params,
    query,
    searchText,
    setSearchText,
    setScope: (next: SongScope) => {
      setScopeState(next);
      setCategoryState('');
      setPage(1);
    },
    setCategory: (next: string) => {
      setCategoryState(next);
      setPage(1);
    },
    sortBy: (field: SongSortField) => {
      setSortState((current) => nextSort(current, field));
      setPage(1);
    },
    /** Another page of the list, shown from its top. */
    goToPage: (next: number) => {
      setPage(next);
      window.scrollTo({ top: 0 });
    },
  };
}
