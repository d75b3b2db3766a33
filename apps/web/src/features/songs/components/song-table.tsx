import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { songsUi, type TSongListItem } from '@zborovodja/contracts';
import { EyeIcon, MusicIcon, PencilIcon, TrashIcon, UploadIcon } from '@/components/ui/icons.tsx';
import { useNeedsServer } from '@/pwa/connection.ts';
import type { SongActions } from '../hooks/use-song-dialogs.ts';
import type { SongSort, SongSortField } from '../utils.ts';
import { CategoryBadge } from './category-badge.tsx';
import { LastSung } from './last-sung.tsx';

const t = songsUi;
const columns: SongSortField[] = ['title', 'composer', 'key', 'category', 'last_sung'];

interface SongTableProps {
  songs: TSongListItem[];
  sort: SongSort;
  onSort: (field: SongSortField) => void;
  actions: SongActions;
}

function SortHeader({ field, sort, onSort }: { field: SongSortField; sort: SongSort; onSort: (f: SongSortField) => void }) {
  const active = sort.sort === field;
  const label = t.columns[field];
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'} className={`songs-table__col-${field}`}>
      <button type="button" className={`songs-table__sort${active ? ' is-active' : ''}`} onClick={() => onSort(field)} title={t.sortBy(label)}>
        {label}
        <span className="songs-table__arrow" aria-hidden="true">{active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

function IconButton({ label, onClick, children, variant = 'outline-secondary', writes = false }: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  variant?: string;
  /** Leads to a change on the server: disabled offline. */
  writes?: boolean;
}) {
  const needsServer = useNeedsServer();
  return (
    <Button size="sm" variant={variant} onClick={onClick} aria-label={label} title={label} className="songs-table__action" {...(writes && needsServer())}>
      {children}
    </Button>
  );
}

/** Desktop table of one page of songs; every column but the actions sorts on the server. */
export function SongTable({ songs, sort, onSort, actions }: SongTableProps) {
  return (
    <Table hover responsive className="songs-table align-middle mb-0">
      <thead>
        <tr>
          {columns.map((field) => (
            <SortHeader key={field} field={field} sort={sort} onSort={onSort} />
          ))}
          <th scope="col" className="songs-table__actions text-end">{t.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {songs.map((song) => (
          <tr key={song.id} data-testid="song-row">
            <td>
              <button type="button" className="songs-table__title" onClick={() => actions.preview(song)}>
                {song.title}
              </button>
              {song.has_part_file && (
                <span className="songs-table__has-notes" role="img" title={t.hasNotes} aria-label={t.hasNotes}>
                  <MusicIcon size={14} />
                </span>
              )}
            </td>
            <td className="text-secondary">{song.composer || t.noValue}</td>
            <td>{song.key || t.noValue}</td>
            <td><CategoryBadge category={song.category} /></td>
            <td className="text-nowrap" data-testid="song-last-sung"><LastSung song={song} compact /></td>
            <td className="text-end text-nowrap">
              <div className="d-inline-flex gap-1">
                <IconButton label={`${t.preview}: ${song.title}`} onClick={() => actions.preview(song)}><EyeIcon size={16} /></IconButton>
                {song.has_part_file && (
                  <IconButton label={`${t.openNotes}: ${song.title}`} onClick={() => actions.view(song)} variant="outline-primary">
                    <MusicIcon size={16} />
                  </IconButton>
                )}
                {song.can_edit && (
                  <>
                    <IconButton label={`${song.has_part_file ? t.manageNotes : t.uploadNotes}: ${song.title}`} onClick={() => actions.partFile(song)} writes>
                      <UploadIcon size={16} />
                    </IconButton>
                    <IconButton label={`${t.edit}: ${song.title}`} onClick={() => actions.edit(song)} writes><PencilIcon size={16} /></IconButton>
                    <IconButton label={`${t.delete}: ${song.title}`} onClick={() => actions.remove(song)} variant="outline-danger" writes>
                      <TrashIcon size={16} />
                    </IconButton>
                  </>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
