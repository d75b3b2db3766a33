import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { communitiesUi, communityLimits, redirectDelays, ZCreateCommunityRequest } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { hrefs } from '@/lib/paths.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useCreateCommunity, type CreateCommunityResponse } from '../api/create-community.ts';
import { VisibilitySelect } from '../components/visibility-select.tsx';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = communitiesUi.create;
type Field = 'name' | 'description';

/** /community/create: the creator becomes the admin; then the manage page after 2 s (spec §4). */
export function CreateCommunityPage() {
  const needsServer = useNeedsServer();
  const [values, setValues] = useState({ name: '', description: '', visibility: 'Private' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const [created, setCreated] = useState<CreateCommunityResponse | null>(null);
  const create = useCreateCommunity();
  useRedirectAfter(created ? hrefs.manageCommunity(created.community.id) : null, redirectDelays.communityCreate);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as Field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = { name: values.name, description: values.description, visibility: values.visibility as 'Private' | 'Public' };
    const found = issuesByField<Field>(ZCreateCommunityRequest, payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { ...payload, name: payload.name.trim(), description: payload.description.trim() },
      { onSuccess: setCreated, onError: (error) => setErrors(fieldErrors(error)) },
    );
  }

  const busy = create.isPending || !!created;
  return (
    <section className="narrow-page">
      <h1 className="h3 mb-1">{t.title}</h1>
      <p className="text-secondary mb-4">{t.intro}</p>
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4">
          {created && (
            <Alert variant="success" role="status">
              <p className="fw-semibold mb-1">{created.message}</p>
              <p className="mb-0 small">{t.redirecting}</p>
            </Alert>
          )}
          {create.isError && <Alert variant="danger" role="alert">{errorMessage(create.error, t.failed)}</Alert>}
          <Form ref={formRef} noValidate onSubmit={submit}>
            <Form.Group className="mb-3" controlId="community-name">
              <Form.Label>{t.name}</Form.Label>
              <Form.Control
                value={values.name}
                onChange={(e) => set('name')(e.target.value)}
                isInvalid={!!errors.name}
                maxLength={communityLimits.nameMax + 20}
                disabled={busy}
                aria-describedby="community-name-help"
              />
              <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
              <Form.Text id="community-name-help">{t.nameHelp}</Form.Text>
            </Form.Group>
            <Form.Group className="mb-3" controlId="community-description">
              <Form.Label>{t.description}</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                value={values.description}
                onChange={(e) => set('description')(e.target.value)}
                isInvalid={!!errors.description}
                disabled={busy}
                aria-describedby="community-description-help"
              />
              <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
              <Form.Text id="community-description-help">{t.descriptionHelp(values.description.length)}</Form.Text>
            </Form.Group>
            <VisibilitySelect id="community-visibility" value={values.visibility} onChange={set('visibility')} disabled={busy} />
            <Button type="submit" className="w-100 mt-2" {...needsServer(busy)}>
              {create.isPending ? t.submitting : t.submit}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
