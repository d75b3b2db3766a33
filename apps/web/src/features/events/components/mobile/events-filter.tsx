import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, defaultEventTypes, eventsMobileUi, type TCommunity } from '@zborovodja/contracts';
import { eventTypeLabel, supportedEventTypes } from '../../utils.ts';
import { typesSummaryText } from './mobile-utils.ts';
import type { EventsFilter } from './use-events-feed.ts';

const t = eventsMobileUi.filter;

/** The event types to filter by: the chosen community's, else those of all the user's communities. */
export function filterTypes(communities: TCommunity[], communityId: number | null): string[] {
  const chosen = communities.filter((c) => communityId === null || c.id === communityId);
  const types = chosen.flatMap((c) => supportedEventTypes(c));
  return [...new Set(types.length ? types : [...defaultEventTypes])];
}

interface Props {
  show: boolean;
  value: EventsFilter;
  communities: TCommunity[];
  onApply: (value: EventsFilter) => void;
  onHide: () => void;
}

/** The filter sheet: community (each with up to three of its event types and a count) and event type. */
export function EventsFilterSheet({ show, value, communities, onApply, onHide }: Props) {
  const [draft, setDraft] = useState(value);
  const types = filterTypes(communities, draft.communityId);
  const chooseCommunity = (communityId: number | null) =>
    setDraft((d) => ({ communityId, eventType: filterTypes(communities, communityId).includes(d.eventType) ? d.eventType : '' }));

  return (
    <Modal show={show} onHide={onHide} onShow={() => setDraft(value)} className="mev-sheet" aria-labelledby="mev-filter-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="mev-filter-title" as="h2" className="h5">{t.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 fw-semibold">{t.community}</legend>
          <Form.Check type="radio" id="mev-filter-community-all" name="mev-filter-community" label={t.allCommunities}
            checked={draft.communityId === null} onChange={() => chooseCommunity(null)} />
          {communities.map((c) => {
            const summary = typesSummaryText(supportedEventTypes(c));
            return (
              <Form.Check key={c.id} type="radio" id={`mev-filter-community-${c.id}`} name="mev-filter-community"
                checked={draft.communityId === c.id} onChange={() => chooseCommunity(c.id)}
                label={
                  <span className="d-block">
                    <span className="d-block">{c.name}</span>
                    {summary && <span className="d-block small text-secondary" title={t.typesOf(c.name)}>{summary}</span>}
                  </span>
                } />
            );
          })}
        </fieldset>
        <Form.Group controlId="mev-filter-type">
          <Form.Label className="fw-semibold">{t.eventType}</Form.Label>
          <Form.Select value={draft.eventType} onChange={(e) => setDraft((d) => ({ ...d, eventType: e.target.value }))}>
            <option value="">{t.allTypes}</option>
            {types.map((type) => <option key={type} value={type}>{eventTypeLabel(type)}</option>)}
          </Form.Select>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="link" className="px-0" onClick={() => onApply({ communityId: null, eventType: '' })}>{t.reset}</Button>
        <Button variant="primary" onClick={() => onApply(draft)}>{t.apply}</Button>
      </Modal.Footer>
    </Modal>
  );
}
