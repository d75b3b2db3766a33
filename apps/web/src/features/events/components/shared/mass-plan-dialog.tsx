import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { commonUi, liturgyMessages, type TEvent, type TMassPlan, type TSetlist } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { useApplyMassPlan, useMassPlan } from '../../api/liturgy.ts';
import { DayLine } from './liturgical-day-info.tsx';

const t = liturgyMessages.plan;

/** Each part's first suggestion (the server offers each song first for one part only). */
const firstPicks = (plan: TMassPlan): Record<string, number | null> =>
  Object.fromEntries(plan.slots.map((s) => [s.role, s.suggestions[0]?.song_id ?? null]));

/**
 * 'Predlagaj po liturgiji' (issue 22): one part of the day's Mass per block, up to three suggested
 * songs each with why, or none. Accepting writes the setlist in Mass order; songs already on it stay.
 */
export function MassPlanDialog({ event, onHide, onApplied }: { event: Pick<TEvent, 'id' | 'title'>; onHide(): void; onApplied(setlist: TSetlist): void }) {
  const plan = useMassPlan(event.id);
  const apply = useApplyMassPlan(event.id);
  const [picks, setPicks] = useState<Record<string, number | null> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = apply.isPending;

  useEffect(() => {
    if (plan.data && !picks) setPicks(firstPicks(plan.data));
  }, [plan.data, picks]);

  const taken = (role: string, songId: number) => Object.entries(picks ?? {}).some(([r, id]) => r !== role && id === songId);

  function accept() {
    if (!plan.data || !picks) return;
    setFailure(null);
    apply.mutate(
      { slots: plan.data.slots.map((s) => ({ role: s.role, song_id: picks[s.role] ?? null })) },
      {
        onSuccess: ({ setlist }) => onApplied(setlist),
        onError: (error) => setFailure(`${t.saveError}${error instanceof ApiError && error.serverMessage ? ` (${error.serverMessage})` : ''}`),
      },
    );
  }

  return (
    <Modal show onHide={busy ? undefined : onHide} centered scrollable fullscreen="sm-down" aria-labelledby="mass-plan-title">
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id="mass-plan-title" as="h2" className="h5">{t.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
        {plan.isPending ? (
          <div className="text-center py-4" role="status"><Spinner animation="border" size="sm" className="me-2" />{t.loading}</div>
        ) : plan.isError ? (
          <Alert variant="danger">{t.loadError}{plan.error instanceof ApiError && plan.error.serverMessage ? ` (${plan.error.serverMessage})` : ''}</Alert>
        ) : (
          <>
            <p className="small text-secondary mb-1">{event.title} · {formatLongDate(plan.data.day.date)}</p>
            <DayLine day={plan.data.day} className="mb-2" />
            {plan.data.day.no_mass && <Alert variant="warning" className="py-2 small">{t.noMassDay}</Alert>}
            <p className="small text-secondary">{t.keepsExisting}</p>
            {plan.data.slots.map((slot) => (
              <fieldset key={slot.role} className="mass-plan-slot mb-3" data-testid={`mass-plan-slot-${slot.role}`}>
                <legend>{slot.role} <span className="small text-secondary fw-normal">– {slot.note}</span></legend>
                {slot.suggestions.length === 0 && <p className="small text-secondary mb-1">{t.noSuggestions}</p>}
                {slot.suggestions.map((s) => (
                  <Form.Check key={s.song_id} type="radio" id={`mass-plan-${slot.role}-${s.song_id}`} name={`mass-plan-${slot.role}`}
                    checked={picks?.[slot.role] === s.song_id} disabled={busy || taken(slot.role, s.song_id)}
                    onChange={() => setPicks((p) => ({ ...p, [slot.role]: s.song_id }))}
                    label={
                      <span>
                        <span className="fw-semibold">{s.title}</span> <Badge bg="light" text="dark" className="border">{s.category}</Badge>
                        <span className="d-block mass-plan-reasons">{s.reasons.join(' · ')}</span>
                      </span>
                    } />
                ))}
                <Form.Check type="radio" id={`mass-plan-${slot.role}-none`} name={`mass-plan-${slot.role}`} label={t.none}
                  checked={picks?.[slot.role] === null} disabled={busy} onChange={() => setPicks((p) => ({ ...p, [slot.role]: null }))} />
              </fieldset>
            ))}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>{t.cancel}</Button>
        <Button onClick={accept} disabled={busy || !plan.data || !picks}>
          {busy && <InlineSpinner />}
          {t.accept}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
