import type { TAttendeeStatus } from '@zborovodja/contracts';

/** Read-only attendance mark: a tick (confirmed), a cross (declined) or a question mark (pending). */
export function StatusIcon({ status, size = 18 }: { status: TAttendeeStatus | null | undefined; size?: number }) {
  const kind = status ?? 'none';
  return (
    <span className={`mev-status-icon mev-status-icon--${kind}`} aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2"
        strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {status === 'confirmed' && <path d="M5 12.5l4.5 4.5L19 7.5" />}
        {status === 'declined' && <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />}
        {(status === 'pending' || !status) && (
          <>
            <path d="M9.2 9.2a2.9 2.9 0 1 1 4.1 2.6c-.9.4-1.3 1-1.3 1.9v.5" />
            <path d="M12 17.6v.1" />
          </>
        )}
      </svg>
    </span>
  );
}

/** Icon and Slovenian label of a status, e.g. ✓ Potrjeno. */
export function StatusBadge({ status, label }: { status: TAttendeeStatus | null | undefined; label: string }) {
  return (
    <span className={`mev-status mev-status--${status ?? 'none'}`}>
      <StatusIcon status={status} size={16} />
      <span>{label}</span>
    </span>
  );
}
