import Button from 'react-bootstrap/Button';
import { songsUi, type TSongsResponse } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import type { Songbook } from '../hooks/use-songbook.ts';
import { collectionScope, PERSONAL_SCOPE } from '../utils.ts';

const t = songsUi;

/** Loading, failure and empty states of the list; null when there are rows to show. */
export function songsListState(book: Songbook) {
  const { query, params } = book.list;
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) return <ErrorState message={t.loadFailed} onRetry={() => query.refetch()} />;
  const data = query.data as TSongsResponse;
  if (data.songs.length === 0) {
    const filtered = !!params.search || !!params.category;
    const collection = book.collectionList.find((c) => collectionScope(c) === params.scope);
    const canAdd = params.scope === PERSONAL_SCOPE || !!collection?.can_add;
    // A new member lands on their (empty) personal songs, the spec's default: show where the songs are.
    const others =
      filtered || params.scope === PERSONAL_SCOPE ? book.collectionList.filter((c) => c.song_count > 0 && collectionScope(c) !== params.scope) : [];
    const elsewhere = filtered ? t.searchElsewhere : t.elsewhere;
    return (
      <div className="text-center text-secondary py-5 px-3">
        <p className="mb-1 fw-semibold">{filtered ? t.emptyFiltered : t.empty}</p>
        {!filtered && canAdd && <p className="small mb-0">{t.emptyHint}</p>}
        {others.length > 0 && (
          <nav aria-label={elsewhere} className="mt-3">
            <p className="small mb-2">{elsewhere}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              {others.map((c) => (
                <Button key={collectionScope(c)} variant="outline-primary" size="sm" onClick={() => book.list.setScope(collectionScope(c))}>
                  {t.collectionWithCount(c.owner_type === 'user' ? t.personal : c.name, c.song_count)}
                </Button>
              ))}
            </div>
          </nav>
        )}
      </div>
    );
  }
  return null;
}

/** "Prikazano 1–50 od 120" under the list. */
export function showingText(data: TSongsResponse): string {
  const from = (data.page - 1) * data.per_page + 1;
  // A broad search in a large songbook is counted only so far (API: total_exact).
  return t.showing(from, from + data.songs.length - 1, data.total_exact === false ? `${data.total}+` : data.total);
}
