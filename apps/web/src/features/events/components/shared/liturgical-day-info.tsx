import { liturgyMessages, type TEvent, type TLiturgicalDay } from '@zborovodja/contracts';
import { useLiturgicalDay } from '../../api/liturgy.ts';
import { usesRoleList } from '../../utils.ts';
import './liturgy.css';

const t = liturgyMessages;

/** Name, colour mark, season and cycle of a day; says so on a day without Mass (issue 22). */
export function DayLine({ day, className = '' }: { day: TLiturgicalDay; className?: string }) {
  const colour = t.colours[day.colour];
  return (
    <div className={`liturgical-day ${className}`} data-testid="liturgical-day">
      <span className={`liturgical-colour liturgical-colour--${day.colour}`} role="img" aria-label={t.day.colourMark(colour)} title={t.day.colourMark(colour)} />
      {/* One run of text: each '·' is held to the word before it (no-break space), so a narrow
          screen breaks after a dot, never before one. */}
      <span className="liturgical-day__text">
        <span className="fw-semibold">{day.name}</span>
        <span className="text-secondary">{`\u00a0· ${t.seasons[day.season]}\u00a0· ${t.sundayCycle(day.sunday_cycle)}`}</span>
      </span>
      {day.no_mass && <span className="text-danger fw-semibold w-100">{t.noMass}</span>}
    </div>
  );
}

/** The liturgical day of a mass, on the event card and the mobile event view; nothing for other types. */
export function LiturgicalDayInfo({ event, className }: { event: Pick<TEvent, 'event_type' | 'date'>; className?: string }) {
  const mass = usesRoleList(event);
  const day = useLiturgicalDay(event.date, mass);
  if (!mass || !day.data) return null;
  return (
    <section aria-label={t.day.label} className={className}>
      <DayLine day={day.data} />
    </section>
  );
}
