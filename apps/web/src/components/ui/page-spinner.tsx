import Spinner from 'react-bootstrap/Spinner';
import { commonUi } from '@zborovodja/contracts';

export function PageSpinner({ label = commonUi.loading }: { label?: string }) {
  return (
    <div className="d-flex flex-column align-items-center gap-2 py-5 text-secondary" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="small">{label}</span>
    </div>
  );
}

export function InlineSpinner() {
  return <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />;
}
