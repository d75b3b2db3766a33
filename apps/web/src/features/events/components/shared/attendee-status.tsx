import Badge from 'react-bootstrap/Badge';
import { eventsUi, type TAttendeeStatus } from '@zborovodja/contracts';
import { CheckIcon, CrossIcon, QuestionIcon } from './event-icons.tsx';

/* Attendance statuses as the spec shows them (§2 "Attendee list"): Potrjeno, Zavrnjeno, Neodločeno. */

const variants: Record<TAttendeeStatus, string> = { confirmed: 'success', declined: 'danger', pending: 'secondary' };

export const statusLabel = (status: TAttendeeStatus | null | undefined) => eventsUi.statusLabels[status ?? 'pending'];

/** The read-only status of someone else: an icon with the status as its accessible name. */
export function AttendeeStatusIcon({ status }: { status: TAttendeeStatus }) {
  const label = statusLabel(status);
  const Icon = status === 'confirmed' ? CheckIcon : status === 'declined' ? CrossIcon : QuestionIcon;
  return (
    <span className={`attendee-status-icon attendee-status-${status}`} role="img" aria-label={label} title={label}>
      <Icon size={16} />
    </span>
  );
}

export function AttendeeStatusBadge({ status }: { status: TAttendeeStatus | null | undefined }) {
  const s = status ?? 'pending';
  return <Badge bg={variants[s]} className="attendee-status-badge">{statusLabel(s)}</Badge>;
}

/** Counts per status, for the summary line. */
export function countStatuses(attendees: { status: TAttendeeStatus }[]) {
  const counts = { confirmed: 0, declined: 0, pending: 0 };
  for (const a of attendees) counts[a.status] += 1;
  return counts;
}
