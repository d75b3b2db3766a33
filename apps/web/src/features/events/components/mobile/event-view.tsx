import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import { useBlocker } from 'react-router';
import { eventsMobileUi, eventsUi, type TEvent } from '@zborovodja/contracts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { DotsIcon } from '@/components/ui/icons.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { todayIso } from '@/lib/dates.ts';
import { hasSetlist } from '../../utils.ts';
import { DeleteEventDialog } from '../shared/delete-event-dialog.tsx';
import { EventFormModal } from '../shared/event-form-modal.tsx';
import { HeaderImageModal } from '../shared/header-image-modal.tsx';
import { LiturgicalDayInfo } from '../shared/liturgical-day-info.tsx';
import { AttendanceTab } from './attendance-tab.tsx';
import { AttendeePicker } from './attendee-picker.tsx';
import { EventHeader } from './event-header.tsx';
import { menuPopper } from './mobile-utils.ts';
import { SetlistTab } from './setlist-tab.tsx';
import { useSetlistEditor, type SaveOutcome } from './use-setlist-editor.ts';

const t = eventsMobileUi;
type Tab = 'setlist' | 'attendance';
type Dialog = 'details' | 'image' | 'delete' | 'attendees' | null;

function BackIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

interface Props {
  event: TEvent;
  onBack: () => void;
  onDeleted: () => void;
}

interface OptionsMenuProps {
  event: TEvent;
  withSetlist: boolean;
  onDialog: (dialog: Dialog) => void;
  onEditSetlist: () => void;
  onEditAttendees: () => void;
}

/** The options menu of an event its viewer may edit: details, setlist, attendees, image, delete. */
function EventOptionsMenu({ event, withSetlist, onDialog, onEditSetlist, onEditAttendees }: OptionsMenuProps) {
  const needsServer = useNeedsServer();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle as="button" type="button" className="mev-icon-btn mev-icon-btn--bordered" aria-label={t.view.options}
        {...needsServer()}>
        <DotsIcon size={20} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow" popperConfig={menuPopper}>
        <Dropdown.Item as="button" onClick={() => onDialog('details')}>{t.view.editDetails}</Dropdown.Item>
        {withSetlist && <Dropdown.Item as="button" onClick={onEditSetlist}>{t.view.editSetlist}</Dropdown.Item>}
        {event.is_organizer && (
          <Dropdown.Item as="button" onClick={onEditAttendees}>{t.view.editAttendees}</Dropdown.Item>
        )}
        <Dropdown.Item as="button" onClick={() => onDialog('image')}>{t.view.uploadImage}</Dropdown.Item>
        {event.can_delete && (
          <>
            <Dropdown.Divider />
            <Dropdown.Item as="button" className="text-danger" onClick={() => onDialog('delete')}>{t.view.deleteEvent}</Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The Setlista tab (events with a setlist) and the Udeležba tab with its count. */
function EventTabs({ event, withSetlist, tab, onTab }: { event: TEvent; withSetlist: boolean; tab: Tab; onTab: (tab: Tab) => void }) {
  return (
    <Nav variant="tabs" className="mev-tabs mt-3 mb-3" aria-label={t.view.tabs} activeKey={tab}
      onSelect={(key) => key && onTab(key as Tab)}>
      {withSetlist && (
        <Nav.Item>
          <Nav.Link as="button" type="button" eventKey="setlist">{t.view.setlist}</Nav.Link>
        </Nav.Item>
      )}
      <Nav.Item>
        <Nav.Link as="button" type="button" eventKey="attendance">
          {t.view.attendance}
          <span className="badge rounded-pill text-bg-light border ms-1">{event.attendee_count}</span>
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}

/** The mobile event view (spec §2 "Mobile event view"): header, Setlista and Udeležba tabs, options menu. */
export function EventView({ event, onBack, onDeleted }: Props) {
  const withSetlist = hasSetlist(event);
  const [chosenTab, setTab] = useState<Tab>('setlist');
  const tab: Tab = withSetlist ? chosenTab : 'attendance';
  const [dialog, setDialog] = useState<Dialog>(null);
  const editor = useSetlistEditor(event);
  const flash = useFlash();
  const close = () => setDialog(null);

  const startSetlistEdit = () => {
    setTab('setlist');
    if (!editor.editing) editor.enter();
  };
  const finished = (outcome: SaveOutcome) => {
    if (outcome === 'saved') flash.show('success', t.edit.saved);
    if (outcome === 'failed') flash.show('danger', eventsUi.setlist.changesSaveFailed);
  };

  // Leaving the view in edit mode (the back button, the browser's back, a menu link) is leaving
  // edit mode: the draft is saved first, so changes are never dropped without a word. When the save
  // fails the person stays, with the error.
  const deleted = useRef(false);
  const blocker = useBlocker(() => editor.editing && !deleted.current);
  const saveThenLeave = useEffectEvent(() => {
    if (blocker.state !== 'blocked') return;
    void editor.finish().then((outcome) => {
      if (outcome === 'failed') {
        finished(outcome);
        blocker.reset();
      } else blocker.proceed();
    });
  });
  useEffect(() => {
    saveThenLeave();
  }, [blocker.state]);

  return (
    <article className="mev-page mev-view" aria-labelledby="mev-view-title">
      <div className="mev-view__bar">
        <button type="button" className="btn btn-link px-0 d-inline-flex align-items-center gap-1" onClick={onBack}>
          <BackIcon />
          {t.back}
        </button>
        {event.can_edit && (
          <EventOptionsMenu event={event} withSetlist={withSetlist} onDialog={setDialog} onEditSetlist={startSetlistEdit}
            onEditAttendees={() => { setTab('attendance'); setDialog('attendees'); }} />
        )}
      </div>
      <span id="mev-view-title" className="visually-hidden">{event.title}</span>
      <EventHeader event={event} today={todayIso()} />
      <LiturgicalDayInfo event={event} className="mt-2 small" />
      <FlashAlert flash={flash.flash} onClose={flash.clear} className="mt-2" />

      <EventTabs event={event} withSetlist={withSetlist} tab={tab} onTab={setTab} />

      {tab === 'setlist' ? (
        <SetlistTab event={event} editor={editor} onFinished={finished} />
      ) : (
        <AttendanceTab event={event} onAddAttendees={() => setDialog('attendees')} />
      )}

      <EventFormModal show={dialog === 'details'} event={event} onHide={close} onSaved={close} />
      <HeaderImageModal show={dialog === 'image'} event={event} onHide={close} />
      <DeleteEventDialog show={dialog === 'delete'} event={event} onHide={close} onDeleted={() => { deleted.current = true; close(); onDeleted(); }} />
      <AttendeePicker show={dialog === 'attendees'} event={event} onHide={close} onAdded={() => flash.show('success', t.attendance.added)} />
    </article>
  );
}
