import { seriesSummaryUi, type TEventSeriesInfo } from '@zborovodja/contracts';
import { seriesSummary } from '../../series-summary.ts';

/**
 * The event card's 'Ponavljanje' line for an occurrence of a series, in the markup of the card's
 * other details (event-card.tsx Detail). Written out rather than imported: importing it from the
 * card split a shared chunk off the desktop first screen and put it over its budget.
 */
export function SeriesDetail({ series }: { series: TEventSeriesInfo }) {
  return (
    <div className="col-sm-6 col-xxl-4">
      <dt className="small text-secondary fw-normal">{seriesSummaryUi.label}</dt>
      <dd className="mb-0 text-break">{seriesSummary(series)}</dd>
    </div>
  );
}
