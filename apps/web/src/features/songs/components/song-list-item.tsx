import Dropdown from 'react-bootstrap/Dropdown';
import ListGroup from 'react-bootstrap/ListGroup';
import { songsUi, type TSongListItem } from '@zborovodja/contracts';
import { DotsIcon, MusicIcon } from '@/components/ui/icons.tsx';
import { useNeedsServer } from '@/pwa/connection.ts';
import { LastSung } from './last-sung.tsx';
import type { SongActions } from '../hooks/use-song-dialogs.ts';
import { CategoryBadge } from './category-badge.tsx';

const t = songsUi;

/** One song on the phone: a tap opens the preview; notes and the options menu sit on the right. */
export function SongListItem({ song, actions }: { song: TSongListItem; actions: SongActions }) {
  const details = [song.composer, song.key].filter(Boolean).join(' · ');
  const needsServer = useNeedsServer();
  return (
    <ListGroup.Item className="song-item" data-testid="song-row">
      <button type="button" className="song-item__main" onClick={() => actions.preview(song)}>
        <span className="song-item__title">{song.title}</span>
        <span className="song-item__meta">
          <CategoryBadge category={song.category} />
          {details && <span className="text-secondary text-truncate">{details}</span>}
        </span>
        <span className="song-item__history text-secondary" data-testid="song-last-sung"><LastSung song={song} /></span>
      </button>
      {song.has_part_file && (
        <button type="button" className="song-item__icon song-item__notes" onClick={() => actions.view(song)} aria-label={`${t.openNotes}: ${song.title}`}>
          <MusicIcon size={20} />
        </button>
      )}
      {/*
        * Popper's default (absolute) strategy: with 'fixed' it measured the first opening before the
        * menu was fixed (react-bootstrap renders Popper's styles a render later), took the
        * .dropdown wrapper for the offset parent and put the menu ~300 px off, at the screen's top.
        */}
      <Dropdown align="end">
        <Dropdown.Toggle as="button" type="button" className="song-item__icon song-item__options" aria-label={t.optionsFor(song.title)}>
          <DotsIcon size={20} />
        </Dropdown.Toggle>
        <Dropdown.Menu className="shadow">
          <Dropdown.Item as="button" onClick={() => actions.preview(song)}>{t.preview}</Dropdown.Item>
          {song.has_part_file && <Dropdown.Item as="button" onClick={() => actions.view(song)}>{t.openNotes}</Dropdown.Item>}
          {song.can_edit && (
            <>
              <Dropdown.Item as="button" onClick={() => actions.edit(song)} {...needsServer()}>{t.edit}</Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => actions.partFile(song)} {...needsServer()}>{t.uploadNotes}</Dropdown.Item>
              <Dropdown.Divider />
              <Dropdown.Item as="button" className="text-danger" onClick={() => actions.remove(song)} {...needsServer()}>{t.delete}</Dropdown.Item>
            </>
          )}
        </Dropdown.Menu>
      </Dropdown>
    </ListGroup.Item>
  );
}
