// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { commonUi } from '@zborovodja/contracts';

/** A failed load: the message and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="fade d-flex flex-wrap align-items-center justify-content-between gap-2 alert alert-danger show" role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {commonUi.retry}
        </button>
      )}
    </div>
  );
}
