import { useRef } from 'react';
import { commonUi, eventsMobileUi, eventsUi, type TFestivity } from '@zborovodja/contracts';
import { useNearViewport } from '@/hooks/use-near-viewport.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { useFestivitiesRange } from '../../api/festivities.ts';
import { DateBlock } from './date-block.tsx';
import { relativeDay } from './mobile-utils.ts';

const t = eventsMobileUi.festivities;
const e = eventsUi;

function FestivityItem({ festivity, today }: { festivity: TFestivity; today: string }) {
  const relative = relativeDay(festivity.date, today);
  const colour = e.colorLabels[festivity.color] ?? festivity.color;
  return (
    <li className="mev-festivity">
      <DateBlock date={festivity.date} className="mev-date--small" />
      <span className="mev-festivity__body">
        <span className="mev-festivity__name">
          <span className={`mev-lit mev-lit--${festivity.color}`} title={t.color(colour)} role="img" aria-label={t.color(colour)} />
          {festivity.name}
        </span>
        <span className="visually-hidden">{formatLongDate(festivity.date)}</span>
        <span className="mev-festivity__meta">
          {relative && <span className="mev-item__relative">{relative}</span>}
          <span>{e.festivityTypeLabels[festivity.festivity_type] ?? ''}</span>
          {festivity.is_holy_day && <span className="badge text-bg-warning mev-holy">{e.holyDay}</span>}
        </span>
      </span>
    </li>
  );
}

/** The festivities themselves: fetched and rendered once the section nears the screen. */
function FestivitiesList({ today }: { today: string }) {
  const query = useFestivitiesRange(30, today);
  const list = query.data ?? [];
  if (query.isPending) return <p className="small text-secondary mb-0">{commonUi.loading}</p>;
  if (list.length === 0) return <p className="small text-secondary mb-0">{t.empty}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {list.map((f) => <FestivityItem key={f.id} festivity={f} today={today} />)}
    </ul>
  );
}

/**
 * "Cerkveni prazniki": festivities of the next 30 days (upcoming tab only). A failure shows as none
 * (spec §8). Under a page of events they are below the fold: they load when the visitor scrolls
 * to within a screen of them, which keeps their request and render out of the list's first paint.
 */
export function FestivitiesSection({ today, hidden = false }: { today: string; hidden?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} className="mev-festivities" aria-labelledby="mev-festivities-title" hidden={hidden}>
      <h2 id="mev-festivities-title" className="h6 mev-section-title">{t.title}</h2>
      {near ? <FestivitiesList today={today} /> : <p className="small text-secondary mb-0">{commonUi.loading}</p>}
    </section>
  );
}
