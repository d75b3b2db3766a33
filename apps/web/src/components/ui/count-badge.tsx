// Bootstrap's classes written out (no react-bootstrap): the mobile tab bar shows it on the first page.

/** Unread counter: hidden at 0, "9+" above 9 (spec §9). */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`badge rounded-pill bg-danger${className ? ` ${className}` : ''}`} aria-label={label} title={label}>
      {count > 9 ? '9+' : count}
    </span>
  );
}
