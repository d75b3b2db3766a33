import { useRef, useState, type FormEvent, type RefObject } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  adminUi, commonUi, communityVisibilities, defaultEventTypes, type TAdminCommunity, ZAdminCommunityRequest,
} from '@zborovodja/contracts';
import { useFormErrors } from '@/lib/form-errors.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useSaveAdminCommunity } from '../api/communities.ts';
import { adminFailure, parseEventTypesText } from '../utils.ts';

const t = adminUi.communities;
const f = t.fields;
type Field = 'name' | 'description' | 'visibility' | 'supported_event_types';

/** The form's values and errors, the event types read from their JSON text, and the save. */
function useCommunityForm(community: TAdminCommunity | null, onSaved: (message: string) => void, container: RefObject<HTMLElement | null>) {
  const [values, setValues] = useState(() => ({
    name: community?.name ?? '',
    description: community?.description ?? '',
    visibility: community?.visibility ?? 'Private',
    eventTypes: JSON.stringify(community ? community.event_types : defaultEventTypes),
    allowMemberEdits: community?.allow_member_edits ?? false,
  }));
  const { errors, setErrors, clearError, failure, setFailure, refused } = useFormErrors<Field>(container, ['name', 'description', 'visibility', 'supported_event_types']);
  const save = useSaveAdminCommunity();
  const parsed = parseEventTypesText(values.eventTypes);

  function change<K extends keyof typeof values>(key: K, value: (typeof values)[K], field?: Field) {
    setValues((v) => ({ ...v, [key]: value }));
    if (field) clearError(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!parsed.ok) return;
    const body = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      visibility: values.visibility as (typeof communityVisibilities)[number],
      supported_event_types: parsed.types,
      allow_member_edits: values.allowMemberEdits,
    };
    const found = issuesByField<Field>(ZAdminCommunityRequest, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: community?.id ?? null, body },
      {
        onSuccess: (response) => onSaved(response.message || (community ? t.updated : t.created)),
        onError: (error) => refused(error, adminFailure(t.saveFailed, error)),
      },
    );
  }

  return { values, change, errors, failure, parsed, submit, busy: save.isPending };
}

/** Name, description, visibility (a value outside the list kept as it is), event types and member edits. */
function CommunityFields({ form }: { form: ReturnType<typeof useCommunityForm> }) {
  const { values, change, errors, parsed, busy } = form;
  const visibilities: string[] = [...communityVisibilities];
  if (!visibilities.includes(values.visibility)) visibilities.push(values.visibility);
  return (
    <>
      <Form.Group className="mb-3" controlId="admin-community-name">
        <Form.Label>{f.name}</Form.Label>
        <Form.Control
          value={values.name}
          onChange={(e) => change('name', e.target.value, 'name')}
          isInvalid={!!errors.name}
          disabled={busy}
          required
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-community-description">
        <Form.Label>{f.description}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={values.description}
          onChange={(e) => change('description', e.target.value, 'description')}
          isInvalid={!!errors.description}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-community-visibility">
        <Form.Label>{f.visibility}</Form.Label>
        <Form.Select
          value={values.visibility}
          onChange={(e) => change('visibility', e.target.value, 'visibility')}
          isInvalid={!!errors.visibility}
          disabled={busy}
        >
          {visibilities.map((v) => (
            <option key={v} value={v}>{t.visibilityOptions[v] ?? v}</option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.visibility}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-community-event-types">
        <Form.Label>{f.eventTypes}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          className="font-monospace small"
          value={values.eventTypes}
          onChange={(e) => change('eventTypes', e.target.value, 'supported_event_types')}
          isInvalid={!parsed.ok || !!errors.supported_event_types}
          disabled={busy}
          spellCheck={false}
          aria-describedby="admin-community-event-types-help"
        />
        <Form.Control.Feedback type="invalid">{parsed.ok ? errors.supported_event_types : parsed.message}</Form.Control.Feedback>
        <Form.Text id="admin-community-event-types-help">{f.eventTypesHelp}</Form.Text>
      </Form.Group>
      <Form.Check
        type="switch"
        id="admin-community-member-edits"
        label={f.allowMemberEdits}
        checked={values.allowMemberEdits}
        onChange={(e) => change('allowMemberEdits', e.target.checked)}
        disabled={busy}
      />
    </>
  );
}

/** Edit Community / Create New Community; supported_event_types is free JSON text (spec §5). */
export function CommunityFormModal({ community, onClose, onSaved }: {
  community: TAdminCommunity | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCommunityForm(community, onSaved, formRef);
  const { busy } = form;
  return (
    <Modal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby="admin-community-title">
      <Form ref={formRef} noValidate onSubmit={form.submit}>
        <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
          <Modal.Title id="admin-community-title" as="h2" className="h5">{community ? t.editTitle : t.createTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {form.failure && <Alert variant="danger" role="alert">{form.failure}</Alert>}
          <CommunityFields form={form} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.cancel}</Button>
          <Button type="submit" disabled={busy || !form.parsed.ok}>
            {busy ? t.saving : community ? t.save : t.createButton}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
