import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import {
  commonUi, dashboardUi, eventLimits, eventsUi, liturgyMessages, massSongRoles, type TEvent, type TSetlist, type TSongCandidate, setlistSongHistoryUi } from '@zborovodja/contracts';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSaveSetlist } from '../../api/setlists.ts';
import { formatDate } from '@/lib/format.ts';
import { useSongCandidates } from '../../api/song-candidates.ts';
import { usesRoleList } from '../../utils.ts';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '../shared/event-icons.tsx';
import { LazyMassPlanDialog, massPlan } from '../lazy-event-parts.tsx';
import { RoleWarnings, SetlistWarnings } from '../shared/setlist-warnings.tsx';
import { isValidItemKey, ItemKeyInput } from '../shared/item-key-input.tsx';
import {
  addSongs, isInSetlist, moveSongs, removeSongs, setComment, setItemKey, setlistRequest, setRole, sortCandidates, toDraft,
  type CandidateSort, type DraftSong,
} from '../shared/setlist-draft.ts';

const t = dashboardUi.setlistEditor;

/** The songbook column: search and sort, and each candidate with its add button. */
function SongbookColumn({ event, draft, busy, onAdd }: { event: TEvent; draft: DraftSong[]; busy: boolean; onAdd: (song: TSongCandidate) => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CandidateSort>('alpha');
  const debounced = useDebouncedValue(search.trim(), 300);
  const candidates = useSongCandidates(event.id, debounced);
  const list = sortCandidates(candidates.data ?? [], sort);
  return (
    <section aria-labelledby="setlist-songbook">
      <h3 id="setlist-songbook" className="h6">{t.songbook}</h3>
      <div className="d-flex gap-2 mb-2">
        <Form.Control type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t.searchPlaceholder}
          aria-label={t.search} maxLength={100} />
        <Form.Select value={sort} onChange={(e) => setSort(e.target.value as CandidateSort)} aria-label={t.sort} className="w-auto">
          <option value="alpha">{t.sortAlpha}</option>
          <option value="category">{t.sortCategory}</option>
        </Form.Select>
      </div>
      {candidates.isError ? (
        <Alert variant="danger" className="py-2">{eventsUi.setlist.songsLoadFailed}</Alert>
      ) : candidates.isPending ? (
        <div className="text-center py-3"><Spinner animation="border" size="sm" role="status" aria-label={commonUi.loading} /></div>
      ) : list.length === 0 ? (
        <p className="text-secondary small">{search.trim() ? t.noCandidates : t.noSongsYet}</p>
      ) : (
        <ul className="list-group scroll-list" aria-label={t.songbook}>
          {list.map((song) => (
            <li key={song.id} className="list-group-item d-flex align-items-center gap-2 py-2">
              <div className="me-auto min-w-0">
                <div className="text-break">{song.title}</div>
                <div className="small text-secondary">
                  {song.category}{song.composer ? ` · ${song.composer}` : ''}
                  {` · ${song.last_sung ? setlistSongHistoryUi.lastSung(formatDate(song.last_sung)) : setlistSongHistoryUi.neverSung}`}
                  {isInSetlist(draft, song.id) && <Badge bg="success" className="ms-2">{t.inSetlist}</Badge>}
                </div>
              </div>
              <Button size="sm" variant="outline-primary" onClick={() => onAdd(song)} aria-label={t.add(song.title)} title={t.add(song.title)} disabled={busy}>
                <PlusIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SelectedSongProps {
  /** A mass: the role's warnings (Slava, Aleluja) show beside it while it is chosen (issue 57). */
  event: TEvent;
  song: DraftSong;
  index: number;
  draft: DraftSong[];
  massRoles: boolean;
  busy: boolean;
  setDraft: (draft: DraftSong[]) => void;
}

/** One song of the setlist: its order, move and remove buttons, role (the Mass's list or free text), key and comment. */
function SelectedSong({ event, song, index, draft, massRoles, busy, setDraft }: SelectedSongProps) {
  return (
    <li className="list-group-item py-2">
      <div className="d-flex align-items-center gap-1 mb-2">
        <span className="text-secondary me-1">{index + 1}.</span>
        <span className="fw-semibold me-auto text-break">{song.title}</span>
        <Button size="sm" variant="light" onClick={() => setDraft(moveSongs(draft, [song.song_id], -1))} disabled={busy || index === 0}
          aria-label={t.moveUp(song.title)} title={t.moveUp(song.title)}><ArrowUpIcon size={16} /></Button>
        <Button size="sm" variant="light" onClick={() => setDraft(moveSongs(draft, [song.song_id], 1))} disabled={busy || index === draft.length - 1}
          aria-label={t.moveDown(song.title)} title={t.moveDown(song.title)}><ArrowDownIcon size={16} /></Button>
        <Button size="sm" variant="light" className="text-danger" onClick={() => setDraft(removeSongs(draft, [song.song_id]))} disabled={busy}
          aria-label={t.remove(song.title)} title={t.remove(song.title)}><CrossIcon size={16} /></Button>
      </div>
      <Row className="g-2">
        <Col sm={5}>
          {massRoles ? (
            <Form.Select size="sm" value={song.song_role ?? ''} aria-label={t.roleLabel(song.title)} disabled={busy}
              onChange={(e) => setDraft(setRole(draft, [song.song_id], e.target.value))}>
              <option value="">{eventsUi.noRole}</option>
              {song.song_role && !(massSongRoles as readonly string[]).includes(song.song_role) && (
                <option value={song.song_role}>{song.song_role}</option>
              )}
              {massSongRoles.map((role) => <option key={role} value={role}>{role}</option>)}
            </Form.Select>
          ) : (
            <Form.Control size="sm" value={song.song_role ?? ''} aria-label={t.roleLabel(song.title)} placeholder={t.rolePlaceholder}
              maxLength={eventLimits.songRole} disabled={busy}
              onChange={(e) => setDraft(setRole(draft, [song.song_id], e.target.value))} />
          )}
          {massRoles && <RoleWarnings event={event} role={song.song_role} />}
        </Col>
        <Col sm={2}>
          <ItemKeyInput value={song.item_key} title={song.title} songKey={song.key} disabled={busy} onChange={(key) => setDraft(setItemKey(draft, song.song_id, key))} />
        </Col>
        <Col sm={5}>
          <Form.Control size="sm" value={song.comment ?? ''} aria-label={t.commentLabel(song.title)} placeholder={t.comment}
            maxLength={eventLimits.songComment} disabled={busy}
            onChange={(e) => setDraft(setComment(draft, song.song_id, e.target.value))} />
        </Col>
      </Row>
    </li>
  );
}

/** A warning (a song already in the list) shown for a few seconds. */
function useFadingWarning() {
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(null), eventsUi.timings.warningMs);
    return () => clearTimeout(timer);
  }, [warning]);
  return [warning, setWarning] as const;
}

/**
 * The desktop setlist editor (spec §2 "Modals"): the songbook on the left (search, sort by
 * title or category), the setlist on the right (order, role, comment); saved as a whole.
 */
export function SetlistEditorModal({ event, setlist, onHide }: { event: TEvent; setlist: TSetlist | null; onHide(): void }) {
  const [draft, setDraft] = useState<DraftSong[]>(() => toDraft(setlist?.songs ?? []));
  const [warning, setWarning] = useFadingWarning();
  const [failure, setFailure] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  /** The setlist the Mass plan just wrote: saving goes to it even before the event is read again. */
  const [written, setWritten] = useState<TSetlist | null>(null);
  const save = useSaveSetlist();
  const busy = save.isPending;
  const massRoles = usesRoleList(event);

  function add(song: TSongCandidate) {
    const result = addSongs(draft, [song]);
    if (result.duplicates.length > 0) setWarning(eventsUi.setlist.duplicate);
    else setDraft(result.songs);
  }

  function submit() {
    setFailure(null);
    save.mutate(
      { id: event.setlist_id ?? written?.id, body: setlistRequest(event, setlist ?? written, draft) },
      {
        onSuccess: () => onHide(),
        onError: (error) => {
          const detail = error instanceof ApiError && error.serverMessage ? ` (${error.serverMessage})` : '';
          setFailure(`${eventsUi.setlist.saveFailed}${detail}`);
        },
      },
    );
  }

  return (
    <Modal show onHide={busy ? undefined : onHide} dialogClassName="setlist-editor-dialog" centered scrollable aria-labelledby="setlist-editor-title">
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id="setlist-editor-title" as="h2" className="h5">{t.title(event.title)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
        {warning && <Alert variant="warning" role="alert" className="py-2">{warning}</Alert>}
        <Row className="g-4">
          <Col md={6}>
            <SongbookColumn event={event} draft={draft} busy={busy} onAdd={add} />
          </Col>
          <Col md={6}>
            <section aria-labelledby="setlist-selected">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h3 id="setlist-selected" className="h6 mb-0 me-auto">{t.selected} ({draft.length})</h3>
                {massRoles && (
                  <Button size="sm" variant="outline-primary" onClick={() => setPlanning(true)} onPointerEnter={() => void massPlan.preload().catch(() => {})} disabled={busy}>
                    {liturgyMessages.plan.button}
                  </Button>
                )}
              </div>
              <SetlistWarnings event={event} roles={draft.map((s) => s.song_role)} />
              {draft.length === 0 ? (
                <p className="text-secondary small">{t.empty}</p>
              ) : (
                <ol className="list-group selected-songs" aria-label={t.selected}>
                  {draft.map((song, index) => (
                    <SelectedSong key={song.song_id} event={event} song={song} index={index} draft={draft} massRoles={massRoles} busy={busy} setDraft={setDraft} />
                  ))}
                </ol>
              )}
            </section>
          </Col>
        </Row>
      </Modal.Body>
      {planning && (
        <LazyMassPlanDialog event={event} onHide={() => setPlanning(false)}
          onApplied={(result) => { setWritten(result); setDraft(toDraft(result.songs)); setPlanning(false); }} />
      )}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>{eventsUi.cancel}</Button>
        <Button onClick={submit} disabled={busy || !draft.every((s) => isValidItemKey(s.item_key))}>
          {busy && <InlineSpinner />}
          {busy ? t.saving : t.save}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
