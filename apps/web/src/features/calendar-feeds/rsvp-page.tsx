import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useParams, useSearchParams } from 'react-router';
import { rsvpUi, type TRsvpView } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { hrefs } from '@/lib/paths.ts';
import { useAnswerRsvp, useRsvp } from './api.ts';

const t = rsvpUi;

function when(e: TRsvpView['event']): string {
  const [y, m, d] = e.date.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!, 12)).toLocaleDateString('sl-SI', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return e.time ? `${day} ob ${e.time}` : day;
}

/**
 * /rsvp/<token>?odgovor=pridem|ne-pridem: the reminder e-mail's one-click answer, without logging
 * in (issue 24). Opening the page changes nothing; the answer is one click on the button the link
 * named (shown first), or on the other.
 */
export function RsvpPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const wanted = search.get('odgovor') === 'ne-pridem' ? 'declined' : search.get('odgovor') === 'pridem' ? 'confirmed' : null;
  const view = useRsvp(token);
  const answer = useAnswerRsvp(token);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (view.data) first.current?.focus();
  }, [view.data]);

  return <AuthCard title={t.title}>{body()}</AuthCard>;

  function body() {
    if (view.isPending) return <PageSpinner label={t.loading} />;
    if (!view.data) return <Alert variant="warning" role="alert">{errorMessage(view.error, t.failed)}</Alert>;
    const { event, name, status } = view.data;
    const both = [
      { status: 'confirmed' as const, label: t.confirm, variant: 'success' },
      { status: 'declined' as const, label: t.decline, variant: 'danger' },
    ];
    // The answer the e-mail's link named comes first.
    const buttons = wanted === 'declined' ? both.reverse() : both;
    return (
      <>
        <div className="mb-3">
          <h2 className="h5 mb-1">{event.title}</h2>
          {event.community_name && <div className="text-secondary small mb-2">{event.community_name}</div>}
          <dl className="row mb-0 small">
            <dt className="col-3">{t.when}</dt>
            <dd className="col-9">{when(event)}</dd>
            <dt className="col-3">{t.where}</dt>
            <dd className="col-9">{event.location}</dd>
          </dl>
        </div>
        {answer.isSuccess ? (
          <Alert variant="success" role="status">{status === 'confirmed' ? t.savedConfirmed : t.savedDeclined}</Alert>
        ) : (
          <>
            <p className="mb-1">{t.question(name)}</p>
            <p className="small text-secondary" data-testid="rsvp-status">{t.current[status]}</p>
            <p className="small mb-2">{t.confirmAsk}</p>
            <div className="d-flex flex-wrap gap-2 mb-3">
              {buttons.map((b, i) => (
                <Button
                  key={b.status}
                  ref={i === 0 ? first : undefined}
                  variant={b.status === wanted || !wanted ? b.variant : `outline-${b.variant}`}
                  size="lg"
                  className="flex-grow-1"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ status: b.status })}
                >
                  {b.label}
                </Button>
              ))}
            </div>
            {answer.isError && <Alert variant="danger" role="alert">{errorMessage(answer.error, t.failed)}</Alert>}
          </>
        )}
        <LinkButton to={hrefs.dashboardEvent(event.id)} variant="outline-secondary" className="w-100">{t.openEvent}</LinkButton>
      </>
    );
  }
}
