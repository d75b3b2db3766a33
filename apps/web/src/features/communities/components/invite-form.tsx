import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { communitiesUi, ZInviteRequest } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useInviteToCommunity } from '../api/invite.ts';

const t = communitiesUi.invite;

/** Invite by e-mail; the server's message says whether the person must register first or only confirm (spec §4). */
export function InviteForm({ communityId, idPrefix = 'invite' }: { communityId: number; idPrefix?: string }) {
  const needsServer = useNeedsServer();
  const [email, setEmail] = useState('');
  const [makePrimary, setMakePrimary] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteToCommunity(communityId);
  const { flash, show, clear } = useFlash();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const found = issuesByField<'email'>(ZInviteRequest, { email, make_primary: makePrimary });
    setError(found.email);
    if (found.email) return;
    invite.mutate(
      { email: email.trim(), makePrimary },
      {
        onSuccess: (response) => {
          show('success', response.message || (response.is_new_user ? t.sentNew : t.sentExisting));
          setEmail('');
        },
        onError: (e) => {
          // A refusal of the address is said beside it only (issue 58, #12); anything else above the form.
          const details = fieldErrors(e);
          if (details.email) setError(details.email);
          else show('danger', errorMessage(e, t.failed));
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FlashAlert flash={flash} onClose={clear} />
      <Form.Group className="mb-3" controlId={`${idPrefix}-email`}>
        <Form.Label>{t.email}</Form.Label>
        <Form.Control
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          isInvalid={!!error}
          disabled={invite.isPending}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      <Form.Check
        className="mb-3"
        type="checkbox"
        id={`${idPrefix}-make-primary`}
        label={t.makePrimary}
        checked={makePrimary}
        onChange={(e) => setMakePrimary(e.target.checked)}
        disabled={invite.isPending}
      />
      <Button type="submit" {...needsServer(invite.isPending)}>
        {invite.isPending ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
