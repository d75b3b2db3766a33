import Form from 'react-bootstrap/Form';
import { songsUi, type TSongCollection } from '@zborovodja/contracts';
import { collectionScope, PERSONAL_SCOPE, type SongScope } from '../utils.ts';

const t = songsUi;

/** The collections to choose from: personal first, then each community (from GET /song-collections). */
export function scopeOptions(collections: TSongCollection[]): { scope: SongScope; label: string }[] {
  const communities = collections
    .filter((c) => c.owner_type === 'community')
    .map((c) => ({ scope: collectionScope(c), label: c.name }));
  return [{ scope: PERSONAL_SCOPE, label: t.personal }, ...communities];
}

interface OwnerSelectProps {
  value: SongScope;
  collections: TSongCollection[];
  onChange: (scope: SongScope) => void;
  className?: string;
}

/** Desktop owner selector: My personal songs or a community's songs. */
export function OwnerSelect({ value, collections, onChange, className }: OwnerSelectProps) {
  return (
    <Form.Group controlId="songs-owner" className={className}>
      <Form.Label>{t.ownerLabel}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value as SongScope)}>
        {scopeOptions(collections).map((o) => (
          <option key={o.scope} value={o.scope}>{o.label}</option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
