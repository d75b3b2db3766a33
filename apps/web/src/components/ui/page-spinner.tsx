// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { commonUi } from '@zborovodja/contracts';

export function PageSpinner({ label = commonUi.loading }: { label?: string }) {
  return (
    <div className="d-flex flex-column align-items-center gap-2 py-5 text-secondary" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="small">{label}</span>
    </div>
  );
}

export function InlineSpinner() {
  return <div className="me-2 spinner-border spinner-border-sm" aria-hidden="true" />;
}
