import Dropdown from 'react-bootstrap/Dropdown';
import { songSortFields, songsUi } from '@zborovodja/contracts';
import { SortIcon } from '@/components/ui/icons.tsx';
import type { SongSort, SongSortField } from '../utils.ts';

const t = songsUi;
const arrow = (order: 'asc' | 'desc') => (order === 'asc' ? '▲' : '▼');

/** Mobile sort menu (Abecedno, Avtor, Kategorija, Tonaliteta); the chosen one again flips the direction. */
export function SortMenu({ sort, onSort }: { sort: SongSort; onSort: (field: SongSortField) => void }) {
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" size="sm" id="songs-sort" className="d-inline-flex align-items-center gap-1">
        <SortIcon size={16} />
        <span>{t.sortOptions[sort.sort]}</span>
        <span aria-hidden="true">{arrow(sort.order)}</span>
        <span className="visually-hidden">{sort.order === 'asc' ? t.sortedAsc : t.sortedDesc}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow">
        <Dropdown.Header aria-level={2}>{t.sortMenu}</Dropdown.Header>
        {songSortFields.map((field) => (
          // Marked by class and aria-current: the `active` prop would add aria-selected, not allowed on a button.
          <Dropdown.Item
            key={field}
            as="button"
            className={sort.sort === field ? 'active' : undefined}
            aria-current={sort.sort === field ? 'true' : undefined}
            onClick={() => onSort(field)}
          >
            {t.sortOptions[field]}
            {sort.sort === field && <span className="ms-2" aria-hidden="true">{arrow(sort.order)}</span>}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
