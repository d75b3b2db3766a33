import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { commonUi } from '@zborovodja/contracts';

/** A failed load: the message and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {commonUi.retry}
        </Button>
      )}
    </Alert>
  );
}
