import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { attendanceLimits, attendanceUi, commonUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useAbsences, useAddAbsence, useDeleteAbsence } from '../api/attendance.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = attendanceUi;

/**
 * Issue 23, 'Odsotnost': date ranges the user is away, with an optional note. The server checks
 * the dates (end on or after start, at most a year) and answers in Slovenian; shown as it says.
 */
export function AbsencesCard({ title }: { title?: string }) {
  const needsServer = useNeedsServer();
  const absences = useAbsences();
  const add = useAddAbsence();
  const remove = useDeleteAbsence();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    setFailure(null);
    add.mutate(
      { start_date: start, end_date: end || start, note: note.trim() || null },
      {
        onSuccess: () => {
          setStart('');
          setEnd('');
          setNote('');
        },
        onError: (error) => setFailure(errorMessage(error, t.saveFailed)),
      },
    );
  };

  return (
    <SectionCard title={title}>
      <p className="small text-secondary">{t.absencesHelp}</p>
      {failure && <Alert variant="danger" role="alert" className="py-2" dismissible closeLabel={commonUi.close} onClose={() => setFailure(null)}>{failure}</Alert>}
      <Form ref={formRef} noValidate onSubmit={submit} className="mb-3" aria-label={t.absencesCard}>
        <Row className="g-2">
          <Col xs={6} md={3}>
            <Form.Label htmlFor="absence-start" className="small mb-1">{t.absenceStart}</Form.Label>
            <Form.Control id="absence-start" type="date" required value={start} onChange={(ev) => setStart(ev.target.value)} />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="absence-end" className="small mb-1">{t.absenceEnd}</Form.Label>
            <Form.Control id="absence-end" type="date" value={end} min={start || undefined} onChange={(ev) => setEnd(ev.target.value)} />
          </Col>
          <Col xs={12} md={6}>
            <Form.Label htmlFor="absence-note" className="small mb-1">{t.absenceNote}</Form.Label>
            <Form.Control id="absence-note" value={note} maxLength={attendanceLimits.absenceNote} onChange={(ev) => setNote(ev.target.value)} />
          </Col>
        </Row>
        <Button type="submit" className="mt-2" {...needsServer(add.isPending || !start)}>{t.absenceAdd}</Button>
      </Form>
      {absences.isError ? (
        <Alert variant="danger" className="py-2">{t.loadFailed}</Alert>
      ) : !absences.data ? (
        <p className="small text-secondary mb-0">{commonUi.loading}</p>
      ) : absences.data.length === 0 ? (
        <p className="small text-secondary mb-0">{t.absencesNone}</p>
      ) : (
        <ListGroup as="ul" variant="flush" aria-label={t.absencesCard}>
          {absences.data.map((a) => {
            const range = t.absenceRange(a.start_date, a.end_date);
            return (
              <ListGroup.Item as="li" key={a.id} className="px-0 d-flex align-items-center gap-2">
                <span className="me-auto">
                  {range}
                  {a.note && <span className="text-secondary"> · {a.note}</span>}
                </span>
                <Button size="sm" variant="outline-danger" aria-label={t.absenceDelete(range)} {...needsServer(remove.isPending)}
                  onClick={() => remove.mutate(a.id, { onError: (error) => setFailure(errorMessage(error, t.saveFailed)) })}>
                  {t.absenceDeleteButton}
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </SectionCard>
  );
}
