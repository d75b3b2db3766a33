import Pagination from 'react-bootstrap/Pagination';
import { commonUi } from '@zborovodja/contracts';

/** Pages shown around the current one (spec §9: a window of 5). */
const WINDOW = 5;

export function pageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(WINDOW, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * First, previous, next and last as items of our own: react-bootstrap's Pagination.First etc.
 * always add an English screen-reader text ("First", "Previous"), and its active item "(current)".
 */
function Arrow({ symbol, label, ...props }: { symbol: string; label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Pagination.Item {...props} aria-label={label}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </Pagination.Item>
  );
}

interface PaginationBarProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'lg';
}

export function PaginationBar({ page, pageCount, onChange, size }: PaginationBarProps) {
  if (pageCount <= 1) return null;
  const go = (p: number) => () => onChange(p);
  const c = commonUi;
  return (
    <nav aria-label={c.pagination}>
      <Pagination size={size} className="justify-content-center mb-0 flex-wrap">
        <Arrow symbol="«" label={c.firstPage} onClick={go(1)} disabled={page === 1} />
        <Arrow symbol="‹" label={c.previousPage} onClick={go(page - 1)} disabled={page === 1} />
        {pageWindow(page, pageCount).map((p) => (
          <Pagination.Item
            key={p}
            active={p === page}
            activeLabel={c.currentPage}
            onClick={go(p)}
            aria-current={p === page ? 'page' : undefined}
          >
            {p}
          </Pagination.Item>
        ))}
        <Arrow symbol="›" label={c.nextPage} onClick={go(page + 1)} disabled={page === pageCount} />
        <Arrow symbol="»" label={c.lastPage} onClick={go(pageCount)} disabled={page === pageCount} />
      </Pagination>
    </nav>
  );
}
