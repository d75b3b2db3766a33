import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { communitiesUi, type TCommunity } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { truncate } from '@/lib/format.ts';
import { useCommunities } from '../api/get-communities.ts';
import { CommunitySearch, matchesSearch } from '../components/community-search.tsx';
import { useJoinAndReload } from '../hooks/use-join-and-reload.ts';

const t = communitiesUi.join;

interface ChoicesProps {
  communities: TCommunity[];
  selectedId: number | null;
  disabled: boolean;
  onChoose: (id: number) => void;
}

/** The joinable communities as radio buttons: name, a short description and the member count. */
function CommunityChoices({ communities, selectedId, disabled, onChoose }: ChoicesProps) {
  const isMobile = useIsMobile();
  return (
    <ListGroup variant="flush" as="fieldset" aria-label={t.title}>
      {communities.map((c) => (
        <ListGroup.Item key={c.id} className={`join-option${c.id === selectedId ? ' is-selected' : ''}`}>
          <Form.Check type="radio" id={`join-${c.id}`} name="community">
            <Form.Check.Input
              type="radio"
              checked={c.id === selectedId}
              onChange={() => onChoose(c.id)}
              disabled={disabled}
            />
            <Form.Check.Label className="w-100">
              <span className="fw-semibold d-block">{c.name}</span>
              <span className="small text-secondary d-block">
                {c.description ? truncate(c.description, isMobile ? 60 : 100) : communitiesUi.view.noDescription}
              </span>
              <span className="small text-secondary">{communitiesUi.membersCount(c.members_count)}</span>
            </Form.Check.Label>
          </Form.Check>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/** /community/join: public communities the user has not joined yet; choose one, optionally make it primary. */
export function JoinCommunityPage() {
  const needsServer = useNeedsServer();
  const communities = useCommunities();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [makePrimary, setMakePrimary] = useState(false);
  const [showPrompt, setShowPrompt] = useState(false);
  const join = useJoinAndReload();

  const joinable = (communities.data ?? []).filter((c) => !c.is_member && c.visibility !== 'Private');
  const shown = joinable.filter((c) => matchesSearch(c, search));
  const selected = joinable.find((c) => c.id === selectedId) ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) {
      setShowPrompt(true);
      return;
    }
    join.run(selected.id, makePrimary);
  }

  const busy = join.isPending || join.done;
  return (
    <section className="narrow-page">
      <h1 className="h3 mb-1">{t.title}</h1>
      <p className="text-secondary mb-4">{t.intro}</p>
      {join.joinedMessage && (
        <Alert variant="success" role="status">
          <p className="fw-semibold mb-1">{join.joinedMessage}</p>
          <p className="mb-0 small">{t.redirecting}</p>
        </Alert>
      )}
      {join.error && <Alert variant="danger" role="alert">{join.error}</Alert>}

      {communities.isPending ? (
        <PageSpinner />
      ) : communities.isError ? (
        <ErrorState message={communitiesUi.list.loadFailed} onRetry={() => communities.refetch()} />
      ) : joinable.length === 0 ? (
        <Alert variant="light" className="border">{t.empty}</Alert>
      ) : (
        <Form noValidate onSubmit={submit}>
          <CommunitySearch id="join-search" value={search} onChange={setSearch} />
          <Card className="border-0 shadow-sm mb-3">
            {shown.length === 0 ? (
              <Card.Body className="text-secondary">{communitiesUi.list.noMatch}</Card.Body>
            ) : (
              <CommunityChoices communities={shown} selectedId={selectedId} disabled={busy}
                onChoose={(id) => { setSelectedId(id); setShowPrompt(false); }} />
            )}
          </Card>
          {showPrompt && <Alert variant="warning" role="alert">{t.selectPrompt}</Alert>}
          <Form.Check
            className="mb-3"
            id="join-make-primary"
            type="checkbox"
            label={t.makePrimary}
            checked={makePrimary}
            onChange={(e) => setMakePrimary(e.target.checked)}
            disabled={busy}
          />
          <Button type="submit" className="w-100" {...needsServer(busy)}>
            {join.isPending ? t.submitting : selected ? `${t.submit}: ${selected.name}` : t.submit}
          </Button>
        </Form>
      )}
    </section>
  );
}
