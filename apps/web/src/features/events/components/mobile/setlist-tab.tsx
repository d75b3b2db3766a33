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

/** The comment dialog of one song: applied to the draft in edit mode, saved at once otherwise. */
function useCommentDialog(editor: SetlistEditor) {
  const [commentFor, setCommentFor] = useState<DraftSong | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [commentSaving, setCommentSaving] = useState(false);

  const saveComment = async (text: string) => {
    if (!commentFor) return;
    if (editor.editing) {
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

  return { commentFor, setCommentFor, commentError, setCommentError, commentSaving, saveComment };
}

/** The count (or the edit heading), the stand links, the edit and add buttons, the mass plan, the hint and the warnings. */
function SetlistHead({ event, editor, onAdd, onPlan }: { event: TEvent; editor: SetlistEditor; onAdd: () => void; onPlan: () => void }) {
  const { songs, editing } = editor;
  const canEdit = event.can_edit;
  const needsServer = useNeedsServer();
  return (
    <>
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
          <Button variant="outline-primary" size="sm" onClick={onAdd} className="d-inline-flex align-items-center gap-1">
            <PlusIcon size={16} />
            {t.edit.addSongs}
          </Button>
        )}
      </div>
      {editing && usesRoleList(event) && (
        <Button variant="outline-primary" size="sm" className="mb-2" onClick={onPlan}
          onPointerEnter={() => void massPlan.preload().catch(() => {})}>
          {liturgyMessages.plan.button}
        </Button>
      )}
      {editing && <p className="small text-secondary mb-2">{t.edit.hint}</p>}
      {canEdit && <SetlistWarnings event={event} roles={songs.map((s) => s.song_role)} />}
    </>
  );
}

interface SongItemProps {
  song: DraftSong;
  index: number;
  editor: SetlistEditor;
  canEdit: boolean;
  onComment: (song: DraftSong) => void;
  onNotes: (song: DraftSong) => void;
  onSheet: (song: DraftSong) => void;
}

/** One song of the list: in edit mode with its checkbox and move buttons, else with its menu. */
function SetlistSongItem({ song, index, editor, canEdit, onComment, onNotes, onSheet }: SongItemProps) {
  const { songs, editing, selected } = editor;
  const needsServer = useNeedsServer();
  const first = songs[0]?.song_id;
  const last = songs[songs.length - 1]?.song_id;
  return (
    <li className={`mev-song${selected.has(song.song_id) && editing ? ' is-selected' : ''}`}>
      {editing ? (
        <Form.Check className="mev-song__check" id={`mev-song-select-${song.song_id}`}>
          <Form.Check.Input type="checkbox" checked={selected.has(song.song_id)} onChange={() => editor.toggle(song.song_id)}
            aria-label={t.edit.select(song.title)} />
        </Form.Check>
      ) : null}
      <span className="mev-song__order" aria-hidden="true">{index + 1}</span>
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
              <Dropdown.Item as="button" onClick={() => onComment(song)} {...needsServer()}>
                {song.comment ? t.setlist.editComment : t.setlist.addComment}
              </Dropdown.Item>
            )}
            <Dropdown.Item as="button" onClick={() => onNotes(song)}>{t.setlist.showNotes}</Dropdown.Item>
            {song.has_part_file && (
              <Dropdown.Item as="button" onClick={() => onSheet(song)}>{t.setlist.openSheet}</Dropdown.Item>
            )}
          </Dropdown.Menu>
        </Dropdown>
      )}
    </li>
  );
}

interface ToolbarProps {
  editor: SetlistEditor;
  chosen: DraftSong[];
  onKey: (song: DraftSong) => void;
  onRole: (songs: DraftSong[]) => void;
  onComment: (song: DraftSong) => void;
  onDone: () => void;
}

/** Edit mode's toolbar: what the selected songs can have done to them, and 'Končano'. */
function EditToolbar({ editor, chosen, onKey, onRole, onComment, onDone }: ToolbarProps) {
  const one = chosen.length === 1 ? chosen[0] : null;
  return (
    <div className="mev-toolbar" role="toolbar" aria-label={t.edit.toolbar}>
      <div className="mev-toolbar__row">
        <span className="small text-secondary me-auto">{t.edit.selectedCount(chosen.length)}</span>
        <Button variant="link" size="sm" className="p-0 me-3" disabled={!one} onClick={() => one && onKey(one)}>{standLinkUi.keyTool}</Button>
        {editor.songs.length > 0 && (
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
        <button type="button" className="mev-tool" disabled={chosen.length === 0} onClick={() => onRole(chosen)}>
          <MusicIcon size={18} /><span>{t.edit.editRole}</span>
        </button>
        <button type="button" className="mev-tool" disabled={!one} onClick={() => one && onComment(one)}>
          <PencilIcon size={18} /><span>{t.edit.comment}</span>
        </button>
        <button type="button" className="mev-tool mev-tool--danger" disabled={chosen.length === 0} onClick={() => editor.remove()}>
          <TrashIcon size={18} /><span>{t.edit.delete}</span>
        </button>
      </div>
      <Button variant="primary" className="w-100" onClick={onDone} disabled={editor.saving}>
        {editor.saving ? t.edit.saving : t.edit.done}
      </Button>
    </div>
  );
}

/** The role dialog for the selected songs: their common role to start from, else blank. */
function SongsRoleModal({ songs, roleList, event, editor, onHide }: { songs: DraftSong[] | null; roleList: boolean; event: TEvent; editor: SetlistEditor; onHide: () => void }) {
  return (
    <RoleModal show={!!songs} roleList={roleList} event={event}
      title={songs && songs.length === 1 ? t.edit.roleTitle(songs[0].title) : t.edit.rolesTitle(songs?.length ?? 0)}
      initial={songs && songs.length >= 1 && songs.every((s) => s.song_role === songs[0].song_role) ? (songs[0].song_role ?? '') : ''}
      onApply={(role) => { editor.applyRole(role, (songs ?? []).map((s) => s.song_id)); onHide(); }}
      onHide={onHide} />
  );
}

/** The Setlista tab: songs with role and comment, a per-song menu, and edit mode with its toolbar. */
export function SetlistTab({ event, editor, onFinished }: Props) {
  const { songs, editing, selected } = editor;
  const canEdit = event.can_edit;
  const comment = useCommentDialog(editor);
  const { commentFor, setCommentFor } = comment;
  const [notesFor, setNotesFor] = useState<DraftSong | null>(null);
  const [sheetFor, setSheetFor] = useState<DraftSong | null>(null);
  const [roleFor, setRoleFor] = useState<DraftSong[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [keyFor, setKeyFor] = useState<DraftSong | null>(null);
  const [planning, setPlanning] = useState(false);

  if (event.setlist_id && editor.setlist.isPending) {
    return <div className="text-center text-secondary py-4" role="status"><InlineSpinner />{commonUi.loading}</div>;
  }
  if (event.setlist_id && editor.setlist.isError) {
    return <ErrorState message={t.setlist.loadFailed} onRetry={() => editor.setlist.refetch()} />;
  }

  const finish = async () => onFinished(await editor.finish());
  const chosen = songs.filter((s) => selected.has(s.song_id));

  return (
    <div className={`mev-setlist${editing ? ' is-editing' : ''}`}>
      <SetlistHead event={event} editor={editor} onAdd={() => setPicking(true)} onPlan={() => setPlanning(true)} />

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
            <SetlistSongItem key={song.song_id} song={song} index={i} editor={editor} canEdit={canEdit}
              onComment={(s) => { comment.setCommentError(null); setCommentFor(s); }} onNotes={setNotesFor} onSheet={setSheetFor} />
          ))}
        </ol>
      )}

      {editing && <EditToolbar editor={editor} chosen={chosen} onKey={setKeyFor} onRole={setRoleFor} onComment={setCommentFor} onDone={finish} />}

      <CommentModal show={!!commentFor} songTitle={commentFor?.title ?? ''} initial={commentFor?.comment ?? ''}
        saving={comment.commentSaving} error={comment.commentError} onSave={comment.saveComment} onHide={() => setCommentFor(null)} />
      <SongsRoleModal songs={roleFor} roleList={usesRoleList(event)} event={event} editor={editor} onHide={() => setRoleFor(null)} />
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
