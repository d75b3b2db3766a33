import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import {
  commonUi, createVisibilities, dashboardUi, eventLimits, eventsUi, eventVisibilities, seriesUi, type TEvent, type TEventScope, type TEventVisibility,
  type TLeftOut, type TOwnChange, type TOwnChangeChoice,
} from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useActiveCommunity } from '@/lib/active-community.ts';
import { errorMessage, fieldErrors, ownChangesOf } from '@/lib/api-client.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';
import { useAddAttendees } from '../../api/attendees.ts';
import { useSaveEvent } from '../../api/save-event.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { eventTypeLabel, fallbackEventType, supportedEventTypes } from '../../utils.ts';
import {
  communityChoices, eventRequestOf, initialEventValues, needsCommunityChangeConfirm, startingCommunityId, validateEventForm,
  type EventFormMode, type EventFormValues,
} from './event-form.ts';
import { initialSeriesValues, seriesRequestOf, validateSeries, type SeriesFormValues } from './series-form.ts';

/* Issue 23: the create form's 'Ponavljanje' and 'Povabi', and an occurrence's scope question, are their own chunks. */
const SeriesFields = lazy(() => import('./series-fields.tsx').then((m) => ({ default: m.SeriesFields })));
const ScopeDialog = lazy(() => import('./scope-dialog.tsx').then((m) => ({ default: m.ScopeDialog })));

const t = dashboardUi.form;
/** The fields whose refusal the form shows beside them instead of above the form. */
const SHOWN_BESIDE = ['title', 'date', 'time', 'location', 'repeat.until', 'repeat.count'];
const f = eventsUi.fields;

export interface EventFormModalProps {
  show: boolean;
  /** The event to edit (details edit modal); without it the modal creates one. */
  event?: TEvent | null;
  /** Create mode: the date the form starts with. */
  defaultDate?: string;
  onHide(): void;
  onSaved(event: TEvent): void;
}

/**
 * The create-event modal and the event details edit modal (spec §2 "Modals"). A failed save
 * keeps everything typed; changing the community of an event with a setlist asks first.
 */
export function EventFormModal({ show, event, defaultDate, onHide, onSaved }: EventFormModalProps) {
  return (
    <Modal show={show} onHide={onHide} size="lg" centered scrollable aria-labelledby="event-form-title">
      {show && <EventForm event={event ?? null} defaultDate={defaultDate} onHide={onHide} onSaved={onSaved} />}
    </Modal>
  );
}

/** The form's state and its save (spec §4): values, the community change awaiting confirmation, the series and the scope question. */
function useEventForm(event: TEvent | null, defaultDate: string | undefined, onSaved: (event: TEvent) => void) {
  const mode: EventFormMode = event ? 'edit' : 'create';
  const { communities, active } = useActiveCommunity();
  const [values, setValues] = useState<EventFormValues>(() => {
    const initial = initialEventValues({ event, defaultDate, activeCommunityId: startingCommunityId(active) });
    const community = communities.find((c) => String(c.id) === initial.community_id);
    return event ? initial : { ...initial, event_type: fallbackEventType(initial.event_type, supportedEventTypes(community)) };
  });
  /** The community the select held before an unconfirmed change (spec §4: declining reverts it). */
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** The server's refusals by field, shown beside their fields (issue 57, #4). */
  const [besideFields, setBesideFields] = useState<Record<string, string>>({});
  const [series, setSeries] = useState<SeriesFormValues>(initialSeriesValues);
  const saving = useSendEvent(event, values, series, onSaved, setMessage, setBesideFields);

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setMessage(null);
    setBesideFields({});
  };

  function changeCommunity(next: string) {
    const nextCommunity = communities.find((c) => String(c.id) === next);
    const nextType = fallbackEventType(values.event_type, supportedEventTypes(nextCommunity ?? null));
    if (pendingFrom === null && needsCommunityChangeConfirm(event, next)) setPendingFrom(values.community_id);
    if (pendingFrom !== null && !needsCommunityChangeConfirm(event, next)) setPendingFrom(null);
    setValues((v) => ({ ...v, community_id: next, event_type: nextCommunity ? nextType : v.event_type }));
    setMessage(null);
  }

  function revertCommunity() {
    if (pendingFrom === null) return;
    const previous = pendingFrom;
    setPendingFrom(null);
    setValues((v) => ({ ...v, community_id: previous, event_type: event?.event_type ?? v.event_type }));
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pendingFrom !== null) return;
    const problem = validateEventForm(values, mode) ?? (mode === 'create' ? validateSeries(series) : null);
    setMessage(problem);
    if (problem) return;
    if (event?.series_id) saving.askScope();
    else saving.send();
  }

  const changeSeries = (next: SeriesFormValues) => {
    setSeries(next);
    setMessage(null);
    setBesideFields({});
  };

  return {
    ...saving, mode, communities, values, set, message, besideFields, series, changeSeries, pendingFrom, confirmCommunity: () => setPendingFrom(null),
    changeCommunity, revertCommunity, submit,
  };
}

/** The save, and for an occurrence of a series the question which occurrences it is for, asked before saving. */
function useSendEvent(
  event: TEvent | null, values: EventFormValues, series: SeriesFormValues, onSaved: (event: TEvent) => void,
  setMessage: (message: string | null) => void, setBesideFields: (errors: Record<string, string>) => void,
) {
  const [askingScope, setAskingScope] = useState(false);
  /** Why a change for several occurrences was refused (issue 53: all or nothing), shown in the scope dialog. */
  const [scopeFailure, setScopeFailure] = useState<string | null>(null);
  /** Issue 57, #1: dates with their own change that a series edit would overwrite; the scope dialog asks. */
  const [ownChanges, setOwnChanges] = useState<TOwnChange[] | null>(null);
  /** Issue 57, #2: the new event, and who its invitation left out because they are away. */
  const [leftOut, setLeftOut] = useState<{ event: TEvent; people: TLeftOut[] } | null>(null);
  const save = useSaveEvent();

  function send(scope?: TEventScope, ownChoice?: TOwnChangeChoice) {
    // The scope dialog stays open while the change is saved, and says there why it was refused.
    setScopeFailure(null);
    const body = event
      ? { ...eventRequestOf(values), ...(scope ? { scope } : {}), ...(ownChoice ? { own_changes: ownChoice } : {}) }
      : { ...eventRequestOf(values), ...seriesRequestOf(series, !!values.community_id) };
    save.mutate(
      { id: event?.id, body },
      {
        onSuccess: (result) => {
          setAskingScope(false);
          setOwnChanges(null);
          if (!result?.event) setMessage(eventsUi.noEventData);
          else if (result.left_out?.length) setLeftOut({ event: result.event, people: result.left_out });
          else onSaved(result.event);
        },
        onError: (error) => {
          const own = ownChangesOf(error);
          if (own) return setOwnChanges(own);
          const beside = fieldErrors(error);
          if (!scope && Object.keys(beside).some((k) => SHOWN_BESIDE.includes(k))) return setBesideFields(beside);
          const text = eventsUi.saveFailed(errorMessage(error, error instanceof TypeError ? commonUi.serverUnreachable : ''));
          if (scope) setScopeFailure(text);
          else setMessage(text);
        },
      },
    );
  }

  const cancelScope = () => {
    setAskingScope(false);
    setScopeFailure(null);
    setOwnChanges(null);
  };

  return { send, askScope: () => setAskingScope(true), askingScope, scopeFailure, ownChanges, cancelScope, leftOut, busy: save.isPending };
}

type EventFormState = ReturnType<typeof useEventForm>;

const label = (text: string, required = false): ReactNode => (
  <>
    {text}
    {required && <span className="text-danger" aria-hidden="true"> {eventsUi.requiredMark}</span>}
  </>
);

/** Title, date and time, location. */
function WhatWhenWhereFields({ form }: { form: EventFormState }) {
  const { values, set, busy, besideFields: errors } = form;
  const problem = (field: string) => <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>;
  return (
    <>
      <Form.Group className="mb-3" controlId="event-title">
        <Form.Label>{label(f.title, true)}</Form.Label>
        <Form.Control value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={eventLimits.title} required disabled={busy} autoFocus
          isInvalid={!!errors.title} />
        {problem('title')}
      </Form.Group>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="event-date">
            <Form.Label>{label(f.date, true)}</Form.Label>
            <Form.Control type="date" value={values.date} onChange={(e) => set('date', e.target.value)} required disabled={busy} isInvalid={!!errors.date} />
            {problem('date')}
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="event-time">
            <Form.Label>{label(f.time)}</Form.Label>
            <Form.Control type="time" value={values.time} onChange={(e) => set('time', e.target.value)} disabled={busy} isInvalid={!!errors.time} />
            {problem('time')}
          </Form.Group>
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId="event-location">
        <Form.Label>{label(f.location, true)}</Form.Label>
        <Form.Control value={values.location} onChange={(e) => set('location', e.target.value)} maxLength={eventLimits.location} required disabled={busy}
          isInvalid={!!errors.location} />
        {problem('location')}
      </Form.Group>
    </>
  );
}

/** Visibility and community, and the question a community change of an event with a setlist asks first. */
function AudienceFields({ form, event }: { form: EventFormState; event: TEvent | null }) {
  const { values, set, busy, communities, pendingFrom } = form;
  const visibilities: readonly TEventVisibility[] = form.mode === 'create' ? createVisibilities : eventVisibilities;
  const { options, note: communityNote } = communityChoices(communities, event);
  return (
    <>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="event-visibility">
            <Form.Label>{label(f.visibility)}</Form.Label>
            <Form.Select value={values.visibility} onChange={(e) => set('visibility', e.target.value as TEventVisibility)} disabled={busy}>
              {visibilities.map((v) => <option key={v} value={v}>{eventsUi.visibilityLabels[v]}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="event-community">
            <Form.Label>{label(f.community, values.visibility === 'community')}</Form.Label>
            <Form.Select value={values.community_id} onChange={(e) => form.changeCommunity(e.target.value)} disabled={busy}
              required={values.visibility === 'community'} aria-describedby={communityNote ? 'event-community-note' : undefined}>
              <option value="">{values.visibility === 'community' ? t.chooseCommunity : eventsUi.noCommunityOption}</option>
              {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </Form.Select>
            {communityNote && <Form.Text id="event-community-note" className="d-block">{communityNote}</Form.Text>}
          </Form.Group>
        </Col>
      </Row>
      {pendingFrom !== null && (
        <Alert variant="warning" role="alert">
          <p>{eventsUi.changeCommunityConfirm}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" variant="warning" onClick={form.confirmCommunity}>{t.confirmChange}</Button>
            <Button size="sm" variant="outline-secondary" onClick={form.revertCommunity}>{t.keepCommunity}</Button>
          </div>
        </Alert>
      )}
    </>
  );
}

/** The event type among the community's types (the current one kept when the community no longer has it), and the description. */
function TypeAndDescriptionFields({ form }: { form: EventFormState }) {
  const { values, set, busy, communities } = form;
  const community = communities.find((c) => String(c.id) === values.community_id) ?? null;
  const types = values.community_id && !community ? [values.event_type].filter(Boolean) : supportedEventTypes(community);
  const typeOptions = types.includes(values.event_type) || !values.event_type ? types : [values.event_type, ...types];
  const noTypes = !!community && types.length === 0;
  return (
    <>
      <Form.Group className="mb-3" controlId="event-type">
        <Form.Label>{label(f.eventType)}</Form.Label>
        {noTypes ? (
          <Alert variant="warning" className="mb-0 py-2">{eventsUi.noEventTypes}</Alert>
        ) : (
          <Form.Select value={values.event_type} onChange={(e) => set('event_type', e.target.value)} disabled={busy}>
            {typeOptions.map((type) => <option key={type} value={type}>{eventTypeLabel(type)}</option>)}
          </Form.Select>
        )}
      </Form.Group>
      <Form.Group className="mb-1" controlId="event-description">
        <Form.Label>{label(f.description)}</Form.Label>
        <Form.Control as="textarea" rows={3} value={values.description} onChange={(e) => set('description', e.target.value)}
          maxLength={eventLimits.description} disabled={busy} />
      </Form.Group>
    </>
  );
}

function EventForm({ event, defaultDate, onHide, onSaved }: { event: TEvent | null; defaultDate?: string; onHide(): void; onSaved(event: TEvent): void }) {
  const form = useEventForm(event, defaultDate, onSaved);
  const { values, busy, pendingFrom } = form;
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstError(body, form.message);
  useFocusFirstError(body, form.besideFields);
  if (form.leftOut) {
    return (
      <>
        <Modal.Header closeButton closeLabel={commonUi.close}>
          <Modal.Title id="event-form-title" as="h2" className="h5">{t.createTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body><LeftOutNotice created={form.leftOut.event} people={form.leftOut.people} onDone={onSaved} /></Modal.Body>
      </>
    );
  }
  return (
    <Form noValidate onSubmit={form.submit} className="d-flex flex-column overflow-hidden">
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id="event-form-title" as="h2" className="h5">{event ? t.editTitle : t.createTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        {form.message && <Alert variant="danger" role="alert">{form.message}</Alert>}
        <p className="small text-secondary">{t.requiredHint}</p>
        <WhatWhenWhereFields form={form} />
        <AudienceFields form={form} event={event} />
        <TypeAndDescriptionFields form={form} />
        {form.mode === 'create' && (
          <Suspense fallback={null}>
            <div className="mt-3">
              <SeriesFields values={form.series} date={values.date} hasCommunity={!!values.community_id} disabled={busy}
                errors={form.besideFields} onChange={form.changeSeries} />
            </div>
          </Suspense>
        )}
        {event?.series_id && (
          <Suspense fallback={null}>
            <ScopeDialog show={form.askingScope} kind="edit" dateChanged={values.date !== event.date} confirmLabel={t.save}
              busy={busy} failure={form.scopeFailure} ownChanges={form.ownChanges} onConfirm={(scope, own) => form.send(scope, own)} onCancel={form.cancelScope} />
          </Suspense>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>{eventsUi.cancel}</Button>
        <Button type="submit" disabled={busy || pendingFrom !== null}>
          {busy && <InlineSpinner />}
          {event ? (busy ? t.saving : t.save) : busy ? t.creating : eventsUi.create}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/**
 * Issue 57, #2: the event is made; its invitation left out these people because they are away on
 * the date. The leader may invite them anyway, or go on.
 */
function LeftOutNotice({ created, people, onDone }: { created: TEvent; people: TLeftOut[]; onDone(event: TEvent): void }) {
  const add = useAddAttendees();
  const [failure, setFailure] = useState<string | null>(null);
  const invite = () =>
    add.mutate(
      { eventId: created.id, userIds: people.map((p) => p.user_id) },
      { onSuccess: () => onDone(created), onError: (error) => setFailure(errorMessage(error, commonUi.serverUnreachable)) },
    );
  return (
    <Alert variant="warning" role="alert" aria-live="polite">
      <p className="mb-1 fw-semibold">{seriesUi.leftOutTitle}</p>
      <ul className="ps-3">
        {people.map((p) => <li key={p.user_id}>{seriesUi.leftOutLine(p.name, formatShortDate(p.start_date), formatShortDate(p.end_date))}</li>)}
      </ul>
      {failure && <p className="text-danger">{failure}</p>}
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-secondary" onClick={invite} disabled={add.isPending}>{add.isPending ? seriesUi.leftOutAdding : seriesUi.leftOutAdd}</Button>
        <Button size="sm" variant="primary" onClick={() => onDone(created)} disabled={add.isPending}>{seriesUi.leftOutDone}</Button>
      </div>
    </Alert>
  );
}
