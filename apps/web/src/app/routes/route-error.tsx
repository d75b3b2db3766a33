// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { commonUi } from '@zborovodja/contracts';

/** Shown when a page fails to render or its code fails to load (e.g. after a new deployment). */
export function RouteError() {
  return (
    <section className="text-center py-5" role="alert">
      <h1 className="h4">{commonUi.pageFailed}</h1>
      <p className="text-secondary">{commonUi.pageFailedText}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {commonUi.reload}
      </button>
    </section>
  );
}
