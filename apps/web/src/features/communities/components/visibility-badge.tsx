import Badge from 'react-bootstrap/Badge';
import { communitiesUi } from '@zborovodja/contracts';

/** Zasebna/Javna; an empty value counts as public, anything else shows as a warning with the raw value (spec §4). */
export function VisibilityBadge({ visibility }: { visibility: string | null | undefined }) {
  const value = visibility?.trim() || 'Public';
  const label = communitiesUi.visibility[value];
  if (!label) {
    return (
      <Badge bg="warning" text="dark" title={communitiesUi.visibilityLabel}>
        {value}
      </Badge>
    );
  }
  return (
    <Badge bg={value === 'Private' ? 'secondary' : 'success'} title={communitiesUi.visibilityLabel}>
      {label}
    </Badge>
  );
}
