import Badge from 'react-bootstrap/Badge';
import { ui } from '@zborovodja/contracts';

/** Zasebna/Javna; an empty value counts as public, anything else shows as a warning with the raw value (spec §4). */
export function VisibilityBadge({ visibility }: { visibility: string | null | undefined }) {
  const value = visibility?.trim() || 'Public';
  const label = ui.communities.visibility[value];
  if (!label) {
    return (
      <Badge bg="warning" text="dark" title={ui.communities.visibilityLabel}>
        {value}
      </Badge>
    );
  }
  return (
    <Badge bg={value === 'Private' ? 'secondary' : 'success'} title={ui.communities.visibilityLabel}>
      {label}
    </Badge>
  );
}
