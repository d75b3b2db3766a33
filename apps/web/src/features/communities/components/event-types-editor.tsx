import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import { communitiesUi, standardEventTypes } from '@zborovodja/contracts';
import { eventTypeLabel, isStandardEventType } from '@/lib/event-types.ts';
import { AddEventTypeModal } from './add-event-type-modal.tsx';

const t = communitiesUi.manage;

/** Standard types as switches, custom types as removable badges, and a modal to add one. */
export function EventTypesEditor({ types, onChange, disabled }: {
  types: string[];
  onChange: (types: string[]) => void;
  disabled?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const custom = types.filter((type) => !isStandardEventType(type));
  const toggle = (type: string) => onChange(types.includes(type) ? types.filter((x) => x !== type) : [...types, type]);

  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t.standardTypes}</legend>
        <div className="event-type-grid">
          {standardEventTypes.map((type) => (
            <Form.Check
              key={type}
              type="switch"
              id={`event-type-${type}`}
              label={eventTypeLabel(type)}
              checked={types.includes(type)}
              onChange={() => toggle(type)}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t.customTypes}</legend>
        {custom.length === 0 ? (
          <p className="text-secondary small mb-2">{t.noCustomTypes}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
            {custom.map((type) => (
              <li key={type}>
                <Badge bg="light" text="dark" className="border d-inline-flex align-items-center gap-2 fw-normal fs-6">
                  {type}
                  <CloseButton aria-label={t.removeType(type)} onClick={() => toggle(type)} disabled={disabled} className="small" />
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline-primary" size="sm" onClick={() => setAdding(true)} disabled={disabled}>
          + {t.addCustom}
        </Button>
      </fieldset>
      <AddEventTypeModal
        show={adding}
        existing={types}
        onAdd={(type) => onChange([...types, type])}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
