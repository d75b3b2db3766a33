import { seriesSummaryUi, type TEventSeriesInfo } from '@zborovodja/contracts';
import { seriesSummary } from '../../series-summary.ts';

/** The event card's 'Ponavljanje' line for an occurrence of a series (as its other details). */
export function SeriesDetail({ series }: { series: TEventSeriesInfo }) {
  return (
    <div className="col-sm-6 col-xxl-4">
      <dt className="small text-secondary fw-normal">{seriesSummaryUi.label}</dt>
      <dd className="mb-0 text-break">{seriesSummary(series)}</dd>
    </div>
  );
}
