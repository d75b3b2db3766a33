import Badge from 'react-bootstrap/Badge';
import { eventTypeLabel } from '@/lib/event-types.ts';

export function EventTypeBadges({ types, empty }: { types: string[]; empty: string }) {
  if (types.length === 0) return <span className="text-secondary">{empty}</span>;
  return (
    <ul className="list-inline mb-0 d-flex flex-wrap gap-1">
      {types.map((type) => (
        <li key={type} className="list-inline-item m-0">
          <Badge bg="light" text="dark" className="border fw-normal">
            {eventTypeLabel(type)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
