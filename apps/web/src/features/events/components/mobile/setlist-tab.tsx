import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { commonUi, eventsMobileUi, eventsUi, liturgyMessages, standLinkUi, type TEvent } from '@zborovodja/contracts';
import { LazySongPartViewer } from '@/components/part-viewer/lazy-song-part-viewer.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { DotsIcon, MusicIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useNeedsServer } from '@/pwa/connection.ts';
import { usesRoleList } from '../../utils.ts';
import type { DraftSong } from '../shared/setlist-draft.ts';
import { LazyMassPlanDialog, massPlan } from '../lazy-event-parts.tsx';
import { SetlistWarnings } from '../shared/setlist-warnings.tsx';
import { ItemKeyModal } from '../shared/item-key-modal.tsx';
import { StandLinks } from '../shared/stand-links.tsx';
import { menuPopper } from './mobile-utils.ts';
import { CommentModal, NotesModal, RoleModal } from './song-modals.tsx';
import { SongPicker } from './song-picker.tsx';
import type { SetlistEditor } from './use-setlist-editor.ts';

const t = eventsMobileUi;

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" focusable="false">
      {up ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M12 5v14M6 13l6 6 6-6" />}
    </svg>
  );
}

function SongLine({ song }: { song: DraftSong }) {
  return (
    <span className="mev-song__body">
      <span className="mev-song__titlerow">
        <span className="mev-song__title">{song.title}</span>
        {song.has_part_file && (
          <span className="mev-song__sheet" title={t.setlist.hasSheet}>
            <MusicIcon size={15} />
            <span className="visually-hidden">{t.setlist.hasSheet}</span>
          </span>
        )}
      </span>
      {song.composer && <span className="mev-song__composer">{song.composer}</span>}
      {song.song_role && <span className="badge mev-role">{song.song_role}</span>}
      {song.item_key && <span className="mev-song__composer">{standLinkUi.keyShown(song.item_key)}</span>}
      {song.comment && <span className="mev-song__comment">{song.comment}</span>}
    </span>
  );
}

interface Props {
  event: TEvent;
  editor: SetlistEditor;
  onFinished: (outcome: 'saved' | 'unchanged' | 'failed') => void;
}

/** The Setlista tab: songs with role and comment, a per-song menu, and edit mode with its toolbar. */
export function SetlistTab({ event, editor, onFinished }: Props) {
  const { songs, editing, selected } = editor;
  const canEdit = event.can_edit;
  const [commentFor, setCommentFor] = useState<DraftSong | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [commentSaving, setCommentSaving] = useState(false);
  const [notesFor, setNotesFor] = useState<DraftSong | null>(null);
  const [sheetFor, setSheetFor] = useState<DraftSong | null>(null);
  const [roleFor, setRoleFor] = useState<DraftSong[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [keyFor, setKeyFor] = useState<DraftSong | null>(null);
  const [planning, setPlanning] = useState(false);
  const roleList = usesRoleList(event);
  const needsServer = useNeedsServer();

  if (event.setlist_id && editor.setlist.isPending) {
    return <div className="text-center text-secondary py-4" role="status"><InlineSpinner />{commonUi.loading}</div>;
  }
  if (event.setlist_id && editor.setlist.isError) {
    return <ErrorState message={t.setlist.loadFailed} onRetry={() => editor.setlist.refetch()} />;
  }

  const saveComment = async (text: string) => {
    if (!commentFor) return;
    if (editing) {
      editor.applyComment(commentFor.song_id, text);
      setCommentFor(null);
      return;
    }
    setCommentSaving(true);
    setCommentError(null);
    try {
      await editor.saveComment(commentFor.song_id, text);
      setCommentFor(null);
    } catch {
      setCommentError(eventsUi.setlist.commentFailedMobile);
    } finally {
      setCommentSaving(false);
    }
  };

  const finish = async () => onFinished(await editor.finish());
  const chosen = songs.filter((s) => selected.has(s.song_id));
  const one = chosen.length === 1 ? chosen[0] : null;
  const first = songs[0]?.song_id;
  const last = songs[songs.length - 1]?.song_id;

  return (
    <div className={`mev-setlist${editing ? ' is-editing' : ''}`}>
      <div className="mev-setlist__head">
        <span className="small text-secondary">{editing ? t.edit.heading : t.setlist.count(songs.length)}</span>
        {!editing && songs.length > 0 && <span className="d-inline-flex gap-1 ms-auto"><StandLinks eventId={event.id} /></span>}
        {canEdit && !editing && (
          <Button variant="outline-primary" size="sm" onClick={editor.enter} className="d-inline-flex align-items-center gap-1"
            aria-label={t.view.editSetlist} {...needsServer()}>
            <PencilIcon size={16} />
            {t.edit.toggle}
          </Button>
        )}
        {editing && (
          <Button variant="outline-primary" size="sm" onClick={() => setPicking(true)} className="d-inline-flex align-items-center gap-1">
            <PlusIcon size={16} />
            {t.edit.addSongs}
          </Button>
        )}
      </div>
      {editing && roleList && (
        <Button variant="outline-primary" size="sm" className="mb-2" onClick={() => setPlanning(true)}
          onPointerEnter={() => void massPlan.preload().catch(() => {})}>
          {liturgyMessages.plan.button}
        </Button>
      )}
      {editing && <p className="small text-secondary mb-2">{t.edit.hint}</p>}
      {canEdit && <SetlistWarnings event={event} roles={songs.map((s) => s.song_role)} />}

      {songs.length === 0 ? (
        <div className="mev-empty mev-empty--small">
          <p className="mb-1">{t.setlist.empty}</p>
          {canEdit && (
            <>
              <p className="small text-secondary">{t.setlist.emptyHint}</p>
              {!editing && (
                <Button variant="primary" size="sm" onClick={() => { editor.enter(); setPicking(true); }}>{t.edit.addSongs}</Button>
              )}
            </>
          )}
        </div>
      ) : (
        <ol className="mev-songs list-unstyled" aria-label={t.setlist.label}>
          {songs.map((song, i) => (
            <li key={song.song_id} className={`mev-song${selected.has(song.song_id) && editing ? ' is-selected' : ''}`}>
              {editing ? (
                <Form.Check className="mev-song__check" id={`mev-song-select-${song.song_id}`}>
                  <Form.Check.Input type="checkbox" checked={selected.has(song.song_id)} onChange={() => editor.toggle(song.song_id)}
                    aria-label={t.edit.select(song.title)} />
                </Form.Check>
              ) : null}
              <span className="mev-song__order" aria-hidden="true">{i + 1}</span>
              {editing ? (
                <label htmlFor={`mev-song-select-${song.song_id}`} className="mev-song__label"><SongLine song={song} /></label>
              ) : (
                <SongLine song={song} />
              )}
              {editing ? (
                <span className="mev-song__moves">
                  <button type="button" className="mev-icon-btn" aria-label={t.edit.moveUpSong(song.title)} disabled={song.song_id === first}
                    onClick={() => editor.move(-1, [song.song_id])}><ArrowIcon up /></button>
                  <button type="button" className="mev-icon-btn" aria-label={t.edit.moveDownSong(song.title)} disabled={song.song_id === last}
                    onClick={() => editor.move(1, [song.song_id])}><ArrowIcon up={false} /></button>
                </span>
              ) : (
                <Dropdown align="end" className="mev-song__menu">
                  <Dropdown.Toggle as="button" type="button" className="mev-icon-btn" aria-label={t.setlist.songOptions(song.title)}>
                    <DotsIcon size={20} />
                  </Dropdown.Toggle>
                  <Dropdown.Menu className="shadow" popperConfig={menuPopper}>
                    {canEdit && (
                      <Dropdown.Item as="button" onClick={() => { setCommentError(null); setCommentFor(song); }} {...needsServer()}>
                        {song.comment ? t.setlist.editComment : t.setlist.addComment}
                      </Dropdown.Item>
                    )}
                    <Dropdown.Item as="button" onClick={() => setNotesFor(song)}>{t.setlist.showNotes}</Dropdown.Item>
                    {song.has_part_file && (
                      <Dropdown.Item as="button" onClick={() => setSheetFor(song)}>{t.setlist.openSheet}</Dropdown.Item>
                    )}
                  </Dropdown.Menu>
                </Dropdown>
              )}
            </li>
          ))}
        </ol>
      )}

      {editing && (
        <div className="mev-toolbar" role="toolbar" aria-label={t.edit.toolbar}>
          <div className="mev-toolbar__row">
            <span className="small text-secondary me-auto">{t.edit.selectedCount(chosen.length)}</span>
            <Button variant="link" size="sm" className="p-0 me-3" disabled={!one} onClick={() => one && setKeyFor(one)}>{standLinkUi.keyTool}</Button>
            {songs.length > 0 && (
              <Button variant="link" size="sm" className="p-0" onClick={editor.selectAll}>{t.edit.selectAll}</Button>
            )}
          </div>
          <div className="mev-toolbar__row">
            <button type="button" className="mev-tool" disabled={chosen.length === 0} onClick={() => editor.move(-1)} aria-label={t.edit.moveUp}>
              <ArrowIcon up /><span>{t.edit.up}</span>
            </button>
            <button type="button" className="mev-tool" disabled={chosen.length === 0} onClick={() => editor.move(1)} aria-label={t.edit.moveDown}>
              <ArrowIcon up={false} /><span>{t.edit.down}</span>
            </button>
            <button type="button" className="mev-tool" disabled={chosen.length === 0} onClick={() => setRoleFor(chosen)}>
              <MusicIcon size={18} /><span>{t.edit.editRole}</span>
            </button>
            <button type="button" className="mev-tool" disabled={!one} onClick={() => one && setCommentFor(one)}>
              <PencilIcon size={18} /><span>{t.edit.comment}</span>
            </button>
            <button type="button" className="mev-tool mev-tool--danger" disabled={chosen.length === 0} onClick={() => editor.remove()}>
              <TrashIcon size={18} /><span>{t.edit.delete}</span>
            </button>
          </div>
          <Button variant="primary" className="w-100" onClick={finish} disabled={editor.saving}>
            {editor.saving ? t.edit.saving : t.edit.done}
          </Button>
        </div>
      )}

      <CommentModal show={!!commentFor} songTitle={commentFor?.title ?? ''} initial={commentFor?.comment ?? ''}
        saving={commentSaving} error={commentError} onSave={saveComment} onHide={() => setCommentFor(null)} />
      <RoleModal show={!!roleFor} roleList={roleList}
        title={roleFor && roleFor.length === 1 ? t.edit.roleTitle(roleFor[0].title) : t.edit.rolesTitle(roleFor?.length ?? 0)}
        initial={roleFor && roleFor.length >= 1 && roleFor.every((s) => s.song_role === roleFor[0].song_role) ? (roleFor[0].song_role ?? '') : ''}
        onApply={(role) => { editor.applyRole(role, (roleFor ?? []).map((s) => s.song_id)); setRoleFor(null); }}
        onHide={() => setRoleFor(null)} />
      <NotesModal song={notesFor} onHide={() => setNotesFor(null)} />
      <ItemKeyModal song={keyFor} onApply={(key) => { if (keyFor) editor.applyKey(keyFor.song_id, key); setKeyFor(null); }} onHide={() => setKeyFor(null)} />
      <SongPicker show={picking} eventId={event.id} inSetlist={new Set(songs.map((s) => s.song_id))} onAdd={editor.add}
        onHide={() => setPicking(false)} />
      {planning && (
        <LazyMassPlanDialog event={event} onHide={() => setPlanning(false)}
          onApplied={(written) => { editor.replace(written); setPlanning(false); }} />
      )}
      {sheetFor && (
        <LazySongPartViewer songId={sheetFor.song_id} title={sheetFor.title}
          fileType={sheetFor.part_file_type} fileName={sheetFor.part_file_name} notes={sheetFor.notes} onClose={() => setSheetFor(null)} />
      )}
    </div>
  );
}
