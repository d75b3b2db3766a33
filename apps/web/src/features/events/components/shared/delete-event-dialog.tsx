import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { commonUi, dashboardUi, eventsUi, type TEvent, type TEventScope } from '@zborovodja/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDeleteEvent } from '../../api/delete-event.ts';

const t = dashboardUi.deleteDialog;
/** Only an occurrence of a series asks which occurrences go (issue 23): its own chunk. */
const ScopeDialog = lazy(() => import('./scope-dialog.tsx').then((m) => ({ default: m.ScopeDialog })));

export interface DeleteEventDialogProps {
  show: boolean;
  event: TEvent;
  onHide(): void;
  onDeleted(): void;
}

/** Confirmation before an event (and its setlist) is deleted; a failure shows for 5 s (spec §8). */
export function DeleteEventDialog({ show, event, onHide, onDeleted }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), eventsUi.timings.errorClearMs);
    return () => clearTimeout(timer);
  }, [failure]);

  useEffect(() => {
    if (!show) setFailure(null);
  }, [show]);

  const confirm = (scope: TEventScope = 'this') => {
    setFailure(null);
    remove.mutate({ id: event.id, scope }, {
      onSuccess: () => onDeleted(),
      onError: (error) => setFailure(eventsUi.deleteFailed(errorMessage(error, error instanceof TypeError ? commonUi.serverUnreachable : ''))),
    });
  };

  if (event.series_id) {
    return (
      <Suspense fallback={null}>
        <ScopeDialog show={show} kind="delete" busy={remove.isPending} confirmLabel={remove.isPending ? t.deleting : t.confirm}
          failure={failure} onConfirm={confirm} onCancel={onHide} />
      </Suspense>
    );
  }

  return (
    <ConfirmDialog show={show} title={t.title} confirmLabel={t.confirm} busyLabel={t.deleting} busy={remove.isPending}
      onConfirm={() => confirm()} onCancel={onHide}>
      <p className="fw-semibold mb-2">{event.title}</p>
      <p className="mb-0">{eventsUi.deleteConfirm}</p>
      {failure && <Alert variant="danger" className="mt-3 mb-0" role="alert">{failure}</Alert>}
    </ConfirmDialog>
  );
}
