import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, eventsMobileUi, eventsUi, type TSongCandidate, setlistSongHistoryUi } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { formatDate } from '@/lib/format.ts';
import { useSongCandidates } from '../../api/song-candidates.ts';

const t = eventsMobileUi.picker;
const e = eventsUi.setlist;

interface Props {
  show: boolean;
  eventId: number;
  /** Song ids already in the (draft) setlist. */
  inSetlist: ReadonlySet<number>;
  onAdd: (songs: TSongCandidate[]) => TSongCandidate[];
  onHide: () => void;
}

/** The 3 s warning of spec §4 ("Ta pesem je že v setlistu"). */
function useTimedWarning() {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (value: string) => {
    clearTimeout(timer.current);
    setText(value);
    timer.current = setTimeout(() => setText(null), eventsUi.timings.warningMs);
  };
  return { text, show, clear: () => setText(null) };
}

interface PickListProps {
  query: ReturnType<typeof useSongCandidates>;
  inSetlist: ReadonlySet<number>;
  picked: Map<number, TSongCandidate>;
  onToggle: (song: TSongCandidate) => void;
  /** Whether a search narrowed the list (an empty songbook says so instead, issue 58 #19). */
  searched: boolean;
}

/** The songbook's songs with checkboxes; a song already in the setlist is ticked and marked. */
function SongPickList({ query, inSetlist, picked, onToggle, searched }: PickListProps) {
  const songs = query.data ?? [];
  if (query.isPending) return <p className="text-secondary" role="status"><InlineSpinner />{commonUi.loading}</p>;
  if (query.isError) return <Alert variant="danger" role="alert">{e.songsLoadFailed}</Alert>;
  if (songs.length === 0) return <p className="text-secondary">{searched ? t.songsEmpty : t.songsNone}</p>;
  return (
    <ul className="list-unstyled mb-0" aria-busy={query.isFetching}>
      {songs.map((song) => {
        const already = inSetlist.has(song.id);
        return (
          <li key={song.id} className={`mev-pick${already ? ' is-in' : ''}`}>
            <Form.Check id={`mev-pick-song-${song.id}`} className="mev-pick__check">
              <Form.Check.Input type="checkbox" checked={already || picked.has(song.id)} onChange={() => onToggle(song)}
                aria-describedby={already ? `mev-pick-song-${song.id}-in` : undefined} />
              <Form.Check.Label>
                <span className="mev-pick__title">{song.title}</span>
                <span className="mev-pick__meta">
                  {[song.composer, song.key, song.last_sung ? setlistSongHistoryUi.lastSung(formatDate(song.last_sung)) : setlistSongHistoryUi.neverSung].filter(Boolean).join(' · ')}
                  {already && <span id={`mev-pick-song-${song.id}-in`} className="badge text-bg-secondary ms-1">{t.inSetlist}</span>}
                </span>
              </Form.Check.Label>
            </Form.Check>
          </li>
        );
      })}
    </ul>
  );
}

/** Full-screen "add songs" picker: search, checkboxes, at least one song, no song twice. */
export function SongPicker({ show, eventId, inSetlist, onAdd, onHide }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const query = useSongCandidates(eventId, term, show);
  const [picked, setPicked] = useState<Map<number, TSongCandidate>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const warning = useTimedWarning();

  const reset = () => {
    setSearch('');
    setPicked(new Map());
    setError(null);
    warning.clear();
  };

  // Any tap on a song answers "Izberi vsaj eno pesem.": a song ticked, or one already in the
  // setlist, whose warning then stands alone.
  const toggle = (song: TSongCandidate) => {
    setError(null);
    if (inSetlist.has(song.id)) {
      warning.show(e.duplicate);
      return;
    }
    setPicked((p) => {
      const next = new Map(p);
      if (next.has(song.id)) next.delete(song.id);
      else next.set(song.id, song);
      return next;
    });
  };

  const submit = () => {
    if (picked.size === 0) {
      setError(e.selectAtLeastOne);
      return;
    }
    const duplicates = onAdd([...picked.values()]);
    if (duplicates.length > 0) warning.show(e.duplicate);
    else onHide();
    setPicked(new Map());
  };

  return (
    <Modal show={show} onHide={onHide} onEnter={reset} fullscreen className="mev-picker" aria-labelledby="mev-song-picker-title">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id="mev-song-picker-title" as="h2" className="h5">{t.songsTitle}</Modal.Title>
      </Modal.Header>
      <div className="mev-picker__search">
        <Form.Label htmlFor="mev-song-search" className="visually-hidden">{t.songsSearch}</Form.Label>
        <Form.Control id="mev-song-search" type="search" value={search} placeholder={t.songsSearchPlaceholder}
          aria-label={t.songsSearch} onChange={(ev) => setSearch(ev.target.value)} />
        {warning.text && <Alert variant="warning" className="mt-2 mb-0 py-2" role="alert">{warning.text}</Alert>}
        {error && <Alert variant="danger" className="mt-2 mb-0 py-2" role="alert">{error}</Alert>}
      </div>
      <Modal.Body className="mev-picker__body">
        <SongPickList query={query} inSetlist={inSetlist} picked={picked} onToggle={toggle} searched={!!search.trim()} />
      </Modal.Body>
      <Modal.Footer className="mev-picker__footer">
        <Button variant="outline-secondary" onClick={onHide}>{eventsUi.cancel}</Button>
        <Button variant="primary" onClick={submit}>{t.add(picked.size)}</Button>
      </Modal.Footer>
    </Modal>
  );
}
