import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { performersUi, ZPerformerRequest } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useSavePerformer } from '@/components/performers/performer-backend.ts';
import { failureText } from '@/lib/api-client.ts';
import { useFormErrors } from '@/lib/form-errors.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { communityPerformers } from '../api/performers.ts';

const t = performersUi;
const c = t.communityPage;
type Field = 'name' | 'description';

/** The add form at the top of /community/{id}/performers: name (required) and description. */
export function AddPerformerForm({ communityId, onAdded }: { communityId: number; onAdded: (message: string) => void }) {
  const needsServer = useNeedsServer();
  const [values, setValues] = useState({ name: '', description: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clearError, failure, setFailure, refused } = useFormErrors<Field>(formRef, ['name', 'description']);
  const save = useSavePerformer(communityPerformers, () => {});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = issuesByField<Field>(ZPerformerRequest, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { performer: null, communityId, name: values.name.trim(), description: values.description.trim(), imageUrl: null, file: null },
      {
        onSuccess: (result) => {
          setValues({ name: '', description: '' });
          onAdded(result.message || t.created);
        },
        onError: (error) => refused(error, failureText(t.createFailed, error)),
      },
    );
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={c.addHeading}>
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      <Row className="g-2 align-items-start">
        <Col xs={12} md={4}>
          <Form.Group controlId="new-performer-name">
            <Form.Label>{c.newName}</Form.Label>
            <Form.Control
              value={values.name}
              required
              onChange={(e) => {
                setValues((v) => ({ ...v, name: e.target.value }));
                clearError('name');
              }}
              isInvalid={!!errors.name}
              disabled={save.isPending}
            />
            <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={5}>
          <Form.Group controlId="new-performer-description">
            <Form.Label>{c.newDescription}</Form.Label>
            <Form.Control
              value={values.description}
              onChange={(e) => {
                setValues((v) => ({ ...v, description: e.target.value }));
                clearError('description');
              }}
              isInvalid={!!errors.description}
              disabled={save.isPending}
            />
            <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={3} className="community-performers__add">
          <Button type="submit" className="w-100" {...needsServer(save.isPending)}>
            {save.isPending ? c.adding : c.add}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
