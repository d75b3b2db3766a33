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

/**
 * The warnings of one role while it is chosen (issue 57): beside the role field of the desktop
 * editor and in the phone's role dialog, where the director is looking, not only above the list.
 * A live region, so a screen reader says it as the role changes. Good Friday's warning is the list's.
 */
export function RoleWarnings({ event, role }: { event: Pick<TEvent, 'event_type' | 'date'>; role: string | null }) {
  const mass = usesRoleList(event);
  const day = useLiturgicalDay(event.date, mass);
  if (!mass) return null;
  const warnings = role && day.data && !day.data.no_mass ? massSetlistWarnings(day.data, [role]) : [];
  return (
    <div role="status" className="form-text text-warning-emphasis" data-testid="role-warnings">
      {warnings.map((w) => <div key={w}>{w}</div>)}
    </div>
  );
}
