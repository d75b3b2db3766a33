import { commonUi, eventsMobileUi, eventsUi, type TFestivity } from '@zborovodja/contracts';
import { useFestivitiesRange } from '../../api/festivities.ts';
import { formatLongDate } from '../../utils.ts';
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

/** "Cerkveni prazniki": festivities of the next 30 days (upcoming tab only). A failure shows as none (spec §8). */
export function FestivitiesSection({ today, hidden = false }: { today: string; hidden?: boolean }) {
  const query = useFestivitiesRange(30, today);
  const list = query.data ?? [];
  return (
    <section className="mev-festivities" aria-labelledby="mev-festivities-title" hidden={hidden}>
      <h2 id="mev-festivities-title" className="h6 mev-section-title">{t.title}</h2>
      {query.isPending ? (
        <p className="small text-secondary mb-0">{commonUi.loading}</p>
      ) : list.length === 0 ? (
        <p className="small text-secondary mb-0">{t.empty}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {list.map((f) => <FestivityItem key={f.id} festivity={f} today={today} />)}
        </ul>
      )}
    </section>
  );
}
