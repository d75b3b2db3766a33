import Form from 'react-bootstrap/Form';
import { communitiesUi, communityVisibilities } from '@zborovodja/contracts';

export function VisibilitySelect({ id, value, onChange, disabled }: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const known = (communityVisibilities as readonly string[]).includes(value);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{communitiesUi.visibilityLabel}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {!known && <option value={value}>{value || '—'}</option>}
        {communityVisibilities.map((v) => (
          <option key={v} value={v}>
            {communitiesUi.visibilityOptions[v]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
