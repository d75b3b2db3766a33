import Form from 'react-bootstrap/Form';
import { songsUi } from '@zborovodja/contracts';
import { categoryOptions } from '../utils.ts';

const t = songsUi;

interface SearchProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The search box (the list follows it after a short pause, searched on the server). */
export function SongSearch({ id, value, onChange, className }: SearchProps) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{t.search}</Form.Label>
      <Form.Control type="search" value={value} placeholder={t.searchPlaceholder} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
    </Form.Group>
  );
}

interface CategoryProps {
  id: string;
  value: string;
  categories: readonly string[] | undefined;
  onChange: (value: string) => void;
  className?: string;
  size?: 'sm';
}

/** Category filter: "Vse", then the scope's categories and the known ones. */
export function CategoryFilter({ id, value, categories, onChange, className, size }: CategoryProps) {
  const options = categoryOptions(value ? [...(categories ?? []), value] : categories);
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{t.categoryFilter}</Form.Label>
      <Form.Select size={size} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.allCategories}</option>
        {options.map((c) => (
          <option key={c} value={c}>{c}</option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
