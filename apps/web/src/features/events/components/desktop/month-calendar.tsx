import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { dashboardUi, type TFestivity } from '@zborovodja/contracts';
import { formatLongDate, todayIso } from '@/lib/dates.ts';
import { useEvents } from '../../api/get-events.ts';
import { useMonthFestivities } from '../../api/festivities.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/event-icons.tsx';
import { byDate, formatMonth, monthGrid, monthOf, monthRange, shiftMonth, weekdayNames, type CalendarMonth } from './calendar-grid.ts';

const t = dashboardUi.calendar;
const weekdays = weekdayNames();

interface MonthCalendarProps {
  selectedDate?: string | null;
  onSelectEvent(id: number): void;
  onSelectFestivity(festivity: TFestivity): void;
}

/**
 * The month calendar (spec §2): sl-SI, Monday first, days with events and festivities marked.
 * A day with events selects its first event; a day with only a festivity opens the festivity.
 */
export function MonthCalendar({ selectedDate, onSelectEvent, onSelectFestivity }: MonthCalendarProps) {
  const today = todayIso();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today));
  const range = monthRange(month);
  const events = useEvents({ from: range.from, to: range.to, limit: 200 });
  const festivities = useMonthFestivities(month.year, month.month);
  const eventsByDate = byDate(events.data?.events ?? []);
  const festivitiesByDate = byDate(festivities.data ?? []);
  const weeks = monthGrid(month);

  return (
    <Card className="border-0 shadow-sm month-calendar">
      <Card.Body>
        <div className="d-flex align-items-center gap-1 mb-2">
          <h2 className="h6 mb-0 me-auto text-capitalize" aria-live="polite">{formatMonth(month)}</h2>
          <Button variant="light" size="sm" onClick={() => setMonth(shiftMonth(month, -1))} aria-label={t.previous} title={t.previous}>
            <ChevronLeftIcon size={16} />
          </Button>
          <Button variant="light" size="sm" onClick={() => setMonth(monthOf(today))}>{t.today}</Button>
          <Button variant="light" size="sm" onClick={() => setMonth(shiftMonth(month, 1))} aria-label={t.next} title={t.next}>
            <ChevronRightIcon size={16} />
          </Button>
        </div>
        <table className="calendar-grid w-100" aria-label={`${t.title}: ${formatMonth(month)}`}>
          <thead>
            <tr>{weekdays.map((w) => <th key={w} scope="col" className="small text-secondary fw-normal text-center">{w.replace('.', '')}</th>)}</tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].date}>
                {week.map((day) => {
                  const dayEvents = eventsByDate.get(day.date) ?? [];
                  const dayFestivities = festivitiesByDate.get(day.date) ?? [];
                  const items = [...dayEvents.map((e) => e.title), ...dayFestivities.map((f) => f.name)];
                  const classes = [
                    'calendar-day',
                    day.inMonth ? '' : 'calendar-day-outside',
                    day.date === today ? 'calendar-day-today' : '',
                    day.date === selectedDate ? 'calendar-day-selected' : '',
                    dayEvents.length ? 'calendar-day-event' : '',
                    dayFestivities.length ? 'calendar-day-festivity' : '',
                  ].filter(Boolean).join(' ');
                  const marks = (
                    <span className="calendar-marks" aria-hidden="true">
                      {dayEvents.length > 0 && <span className="calendar-mark calendar-mark-event" />}
                      {dayFestivities.length > 0 && <span className={`calendar-mark calendar-mark-festivity festivity-color-${dayFestivities[0].color}`} />}
                    </span>
                  );
                  const clickable = dayEvents.length > 0 || dayFestivities.length > 0;
                  return (
                    <td key={day.date} className="text-center p-0">
                      {clickable ? (
                        <button type="button" className={classes} aria-label={t.dayLabel(formatLongDate(day.date), items)} title={items.join('\n')}
                          aria-current={day.date === today ? 'date' : undefined}
                          onClick={() => (dayEvents.length ? onSelectEvent(dayEvents[0].id) : onSelectFestivity(dayFestivities[0]))}>
                          <span>{day.day}</span>
                          {marks}
                        </button>
                      ) : (
                        <span className={classes} aria-current={day.date === today ? 'date' : undefined}>
                          <span>{day.day}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="d-flex gap-3 small text-secondary mt-2">
          <span><span className="calendar-mark calendar-mark-event d-inline-block me-1" aria-hidden="true" />{t.legendEvent}</span>
          <span>
            {(['purple', 'white', 'red'] as const).map((c) => (
              <span key={c} className={`calendar-mark calendar-mark-festivity festivity-color-${c} d-inline-block me-1`} aria-hidden="true" />
            ))}
            {t.legendFestivity}
          </span>
        </div>
        {events.isError && <p className="small text-danger mt-2 mb-0" role="alert">{t.loadFailed}</p>}
      </Card.Body>
    </Card>
  );
}
