import { Link } from 'react-router';
import { standLinkUi as t } from '@zborovodja/contracts';

/** 'Stojalo' and 'Natisni' of a setlist (issue 25): the music stand mode and the print view of the event's setlist. */
export function StandLinks({ eventId, size = 'sm' }: { eventId: number; size?: 'sm' | 'md' }) {
  const cls = `btn btn-outline-secondary${size === 'sm' ? ' btn-sm' : ''}`;
  return (
    <>
      <Link to={`/events/${eventId}/stand`} className={cls} title={t.standTitle} data-testid="open-stand">{t.stand}</Link>
      <Link to={`/events/${eventId}/print`} className={cls} title={t.printTitle} data-testid="open-print">{t.print}</Link>
    </>
  );
}
