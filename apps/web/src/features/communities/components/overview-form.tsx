import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { chordNotations, communitiesUi, songsUi, type TChordNotation, type TCommunity, ZCommunitySettingsRequest } from '@zborovodja/contracts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useUpdateCommunity } from '../api/update-community.ts';
import { EventTypesEditor } from './event-types-editor.tsx';
import { VisibilitySelect } from './visibility-select.tsx';
import { MinimumsEditor, minimumRows, minimumsOf } from './minimums-editor.tsx';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = communitiesUi.manage;
type Field = 'name' | 'description' | 'supported_event_types' | 'voice_part_minimums';

/** The overview's values and errors, and the save. */
function useOverviewForm(community: TCommunity, onSaved: (message: string) => void) {
  const [values, setValues] = useState({
    name: community.name,
    description: community.description ?? '',
    visibility: community.visibility?.trim() || 'Public',
    allow_member_edits: community.allow_member_edits,
    types: community.event_types,
    minimums: minimumRows(community.voice_part_minimums ?? {}),
    chord_notation: (community.chord_notation ?? 'german') as TChordNotation,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateCommunity(community.id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = {
      name: values.name,
      description: values.description,
      visibility: values.visibility as 'Private' | 'Public',
      allow_member_edits: values.allow_member_edits,
      supported_event_types: values.types,
      voice_part_minimums: minimumsOf(values.minimums),
      chord_notation: values.chord_notation,
    };
    const found = issuesByField<Field>(ZCommunitySettingsRequest, payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { ...payload, name: payload.name.trim(), description: payload.description.trim() },
      {
        onSuccess: (response) => onSaved(response.message),
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  }

  return { values, setValues, errors, submit, update, busy: update.isPending };
}

/** The community's name and description (with the characters left). */
function NameAndDescriptionFields({ form }: { form: ReturnType<typeof useOverviewForm> }) {
  const { values, setValues, errors, busy } = form;
  return (
    <>
      <Form.Group className="mb-3" controlId="manage-name">
        <Form.Label>{t.name}</Form.Label>
        <Form.Control
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          isInvalid={!!errors.name}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="manage-description">
        <Form.Label>{t.description}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          isInvalid={!!errors.description}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
        <Form.Text>{communitiesUi.create.descriptionHelp(values.description.length)}</Form.Text>
      </Form.Group>
    </>
  );
}

/** Edit mode of the overview; a failed save keeps everything that was typed. */
export function OverviewForm({ community, onSaved, onCancel }: {
  community: TCommunity;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useOverviewForm(community, onSaved);
  const { values, setValues, errors, update, busy } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  return (
    <Form ref={formRef} noValidate onSubmit={form.submit}>
      {update.isError && <Alert variant="danger" role="alert">{errorMessage(update.error, t.saveFailed)}</Alert>}
      <NameAndDescriptionFields form={form} />
      <VisibilitySelect
        id="manage-visibility"
        value={values.visibility}
        onChange={(visibility) => setValues((v) => ({ ...v, visibility }))}
        disabled={busy}
      />
      <Form.Check
        className="mb-4"
        type="checkbox"
        id="manage-allow-member-edits"
        label={t.memberEditsCheck}
        checked={values.allow_member_edits}
        onChange={(e) => setValues((v) => ({ ...v, allow_member_edits: e.target.checked }))}
        disabled={busy}
      />
      <Form.Group className="mb-4" controlId="manage-chord-notation">
        <Form.Label>{t.chordNotation}</Form.Label>
        <Form.Select
          value={values.chord_notation}
          onChange={(e) => setValues((v) => ({ ...v, chord_notation: e.target.value as TChordNotation }))}
          disabled={busy}
          aria-describedby="manage-chord-notation-help"
        >
          {chordNotations.map((n) => <option key={n} value={n}>{songsUi.chordNotations[n]}</option>)}
        </Form.Select>
        <Form.Text id="manage-chord-notation-help">{t.chordNotationHelp}</Form.Text>
      </Form.Group>
      <h3 className="h6">{t.eventTypes}</h3>
      <EventTypesEditor types={values.types} onChange={(types) => setValues((v) => ({ ...v, types }))} disabled={busy} />
      {errors.supported_event_types && <Alert variant="danger">{errors.supported_event_types}</Alert>}
      <MinimumsEditor rows={values.minimums} onChange={(minimums) => setValues((v) => ({ ...v, minimums }))} disabled={busy} error={errors.voice_part_minimums} />
      <div className="d-flex flex-wrap gap-2 justify-content-end border-top pt-3">
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>{t.cancel}</Button>
        <Button type="submit" disabled={busy}>{busy ? t.saving : t.save}</Button>
      </div>
    </Form>
  );
}
