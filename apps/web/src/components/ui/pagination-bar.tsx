import Pagination from 'react-bootstrap/Pagination';
import { commonUi } from '@zborovodja/contracts';

/** Pages shown around the current one (spec §9: a window of 5). */
const WINDOW = 5;

export function pageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(WINDOW, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
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
        <Pagination.First onClick={go(1)} disabled={page === 1} aria-label={c.firstPage} />
        <Pagination.Prev onClick={go(page - 1)} disabled={page === 1} aria-label={c.previousPage} />
        {pageWindow(page, pageCount).map((p) => (
          <Pagination.Item key={p} active={p === page} onClick={go(p)} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Pagination.Item>
        ))}
        <Pagination.Next onClick={go(page + 1)} disabled={page === pageCount} aria-label={c.nextPage} />
        <Pagination.Last onClick={go(pageCount)} disabled={page === pageCount} aria-label={c.lastPage} />
      </Pagination>
    </nav>
  );
}
