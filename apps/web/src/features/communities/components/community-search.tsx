import Form from 'react-bootstrap/Form';
import { communitiesUi, type TCommunity } from '@zborovodja/contracts';

const t = communitiesUi.list;

/** Case-insensitive match on name or description (spec §2 "Communities"). */
export function matchesSearch(community: TCommunity, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('sl');
  if (!needle) return true;
  return (
    community.name.toLocaleLowerCase('sl').includes(needle) ||
    (community.description ?? '').toLocaleLowerCase('sl').includes(needle)
  );
}

export function CommunitySearch({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) {
  return (
    <Form.Group controlId={id} className="mb-3" role="search">
      <Form.Label className="visually-hidden">{t.searchLabel}</Form.Label>
      <Form.Control
        type="search"
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Group>
  );
}
