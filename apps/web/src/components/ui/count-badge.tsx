import Badge from 'react-bootstrap/Badge';

/** Unread counter: hidden at 0, "9+" above 9 (spec §9). */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <Badge pill bg="danger" className={className} aria-label={label} title={label}>
      {count > 9 ? '9+' : count}
    </Badge>
  );
}
