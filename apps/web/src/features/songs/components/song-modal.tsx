import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import {
  chordNotations, commonUi, DEFAULT_SONG_CATEGORY, knownSongCategories, songLimits, songsUi, type TChordNotation, type TSong, type TSongCollection, type TSongRequest, ZSongRequest,
} from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useSaveSong } from '../api/save-song.ts';
import { addableCollections, collectionScope, defaultTargetScope, scopeCommunityId, type SongScope } from '../utils.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = songsUi;
type Field = 'title' | 'composer' | 'key' | 'tempo' | 'category' | 'lyrics' | 'notes';
type Values = Record<Field, string>;

interface SongModalProps {
  /** The song to edit; null adds one. */
  song: TSong | null;
  collections: TSongCollection[];
  /** The collection on screen: a new song goes there when it allows adding. */
  scope: SongScope;
  onSaved: (message: string, song: TSong) => void;
  onClose: () => void;
}

const initialValues = (song: TSong | null): Values => ({
  title: song?.title ?? '',
  composer: song?.composer ?? '',
  key: song?.key ?? '',
  tempo: song?.tempo ?? '',
  category: song?.category ?? DEFAULT_SONG_CATEGORY,
  lyrics: song?.lyrics ?? '',
  notes: song?.notes ?? '',
});

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** The form's values, its collection for a new song, errors, and the save that keeps everything typed when it fails. */
function useSongForm({ song, collections, scope, onSaved }: SongModalProps) {
  const [values, setValues] = useState(() => initialValues(song));
  const [target, setTarget] = useState<SongScope>(() => defaultTargetScope(scope, collections));
  // The song's own notation; a new song's follows the songbook it goes to until chosen here.
  const [chosenNotation, setNotation] = useState<TChordNotation | null>(song?.chord_notation ?? null);
  const notation: TChordNotation = chosenNotation ?? collections.find((c) => collectionScope(c) === target)?.chord_notation ?? 'german';
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSong();

  const set = (field: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input: TSongRequest = {
      title: values.title.trim(),
      composer: blankToNull(values.composer),
      key: blankToNull(values.key),
      tempo: blankToNull(values.tempo),
      category: values.category.trim() || DEFAULT_SONG_CATEGORY,
      lyrics: blankToNull(values.lyrics),
      notes: blankToNull(values.notes),
      chord_notation: notation,
      ...(song ? {} : { community_id: scopeCommunityId(target) }),
    };
    const found = issuesByField<Field>(ZSongRequest, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: song?.id ?? null, input },
      {
        onSuccess: (result) => onSaved(result.message || (song ? t.updated : t.created), result.song),
        onError: (error) => {
          setErrors(fieldErrors(error) as Partial<Record<Field, string>>);
          setFailure(errorMessage(error, t.saveFailed));
        },
      },
    );
  }

  return { values, set, target, setTarget, notation, setNotation, errors, failure, submit, busy: save.isPending };
}

interface SongFieldProps {
  form: ReturnType<typeof useSongForm>;
  name: Field;
  label: string;
  as?: 'textarea';
  rows?: number;
  maxLength?: number;
  list?: string;
  required?: boolean;
  help?: string;
  placeholder?: string;
}

function SongField({ form, name, ...props }: SongFieldProps) {
  const { values, set, errors, busy } = form;
  return (
    <Form.Group className="mb-3" controlId={`song-${name}`}>
      <Form.Label>
        {props.label}
        {props.required && <span className="text-danger" aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        as={props.as}
        rows={props.rows}
        value={values[name]}
        onChange={set(name)}
        isInvalid={!!errors[name]}
        disabled={busy}
        maxLength={props.maxLength}
        list={props.list}
        placeholder={props.placeholder}
        required={props.required}
        aria-describedby={props.help ? `song-${name}-help` : undefined}
        autoFocus={name === 'title'}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
      {props.help && <Form.Text id={`song-${name}-help`}>{props.help}</Form.Text>}
    </Form.Group>
  );
}

/** Add or edit a song. On a failed save the modal stays open with everything typed. */
export function SongModal(props: SongModalProps) {
  const { song, collections, onClose } = props;
  const form = useSongForm(props);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);
  useFocusFirstError(formRef, form.failure);
  const { busy, failure, target } = form;
  const targets = addableCollections(collections);

  return (
    <Modal show onHide={busy ? undefined : onClose} size="lg" centered scrollable backdrop={busy ? 'static' : true} aria-labelledby="song-modal-title">
      <Form ref={formRef} noValidate onSubmit={form.submit} className="d-flex flex-column overflow-hidden">
        <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
          <Modal.Title id="song-modal-title" as="h2" className="h5">{song ? t.editTitle : t.addTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
          <SongField form={form} name="title" label={t.fields.title} required maxLength={songLimits.title} />
          <Row>
            <Col sm={6}><SongField form={form} name="composer" label={t.fields.composer} maxLength={songLimits.short} /></Col>
            <Col sm={6}><SongField form={form} name="category" label={t.fields.category} list="song-category-options" maxLength={50} help={t.categoryHelp} /></Col>
            <Col xs={6}><SongField form={form} name="key" label={t.fields.key} maxLength={20} placeholder={t.keyPlaceholder[form.notation]} /></Col>
            <Col xs={6}><SongField form={form} name="tempo" label={t.fields.tempo} maxLength={50} /></Col>
          </Row>
          <Form.Group className="mb-3" controlId="song-chord-notation">
            <Form.Label>{t.fields.chordNotation}</Form.Label>
            <Form.Select
              value={form.notation}
              onChange={(e) => form.setNotation(e.target.value as TChordNotation)}
              disabled={busy}
              aria-describedby="song-chord-notation-help"
            >
              {chordNotations.map((n) => <option key={n} value={n}>{t.chordNotations[n]}</option>)}
            </Form.Select>
            <Form.Text id="song-chord-notation-help">{t.chordNotationHelp}</Form.Text>
          </Form.Group>
          <datalist id="song-category-options">
            {[DEFAULT_SONG_CATEGORY, ...knownSongCategories].map((c) => <option key={c} value={c} />)}
          </datalist>
          {!song && targets.length > 1 && (
            <Form.Group className="mb-3" controlId="song-collection">
              <Form.Label>{t.fields.collection}</Form.Label>
              <Form.Select value={target} onChange={(e) => form.setTarget(e.target.value as SongScope)} disabled={busy} aria-describedby="song-collection-help">
                {targets.map((c) => (
                  <option key={c.id} value={collectionScope(c)}>{c.owner_type === 'user' ? t.personal : c.name}</option>
                ))}
              </Form.Select>
              <Form.Text id="song-collection-help">{t.collectionHelp}</Form.Text>
            </Form.Group>
          )}
          <SongField form={form} name="lyrics" label={t.fields.lyrics} as="textarea" rows={6} maxLength={songLimits.long} />
          <SongField form={form} name="notes" label={t.fields.notes} as="textarea" rows={3} maxLength={songLimits.long} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.cancel}</Button>
          <Button type="submit" disabled={busy}>
            {busy && <InlineSpinner />}
            {busy ? t.saving : song ? t.save : t.create}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
