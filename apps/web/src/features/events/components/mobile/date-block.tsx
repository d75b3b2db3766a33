import { dateBlock } from '@/lib/dates.ts';

/** The day, short month and weekday of an event, as a small calendar leaf. */
export function DateBlock({ date, className = '' }: { date: string; className?: string }) {
  const d = dateBlock(date);
  return (
    <span className={`mev-date ${className}`} aria-hidden="true">
      <span className="mev-date__month">{d.month}</span>
      <span className="mev-date__day">{d.day}</span>
      <span className="mev-date__weekday">{d.weekday}</span>
    </span>
  );
}
