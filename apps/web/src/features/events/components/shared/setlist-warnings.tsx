import Alert from 'react-bootstrap/Alert';
import { massSetlistWarnings, type TEvent } from '@zborovodja/contracts';
import { useLiturgicalDay } from '../../api/liturgy.ts';
import { usesRoleList } from '../../utils.ts';

/** What does not fit the day on a mass's setlist: warnings only, saving stays possible. */
export function SetlistWarnings({ event, roles, className = '' }: { event: Pick<TEvent, 'event_type' | 'date'>; roles: (string | null)[]; className?: string }) {
  const mass = usesRoleList(event);
  const day = useLiturgicalDay(event.date, mass);
  if (!mass || !day.data) return null;
  const warnings = massSetlistWarnings(day.data, roles);
  if (warnings.length === 0) return null;
  return (
    <Alert variant="warning" className={`py-2 small ${className}`} data-testid="setlist-warnings">
      {warnings.map((w) => <div key={w}>{w}</div>)}
    </Alert>
  );
}
