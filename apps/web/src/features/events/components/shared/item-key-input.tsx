import Form from 'react-bootstrap/Form';
import { musicalKeyPattern, standUi } from '@zborovodja/contracts';

const t = standUi.itemKey;

/** Whether typed text is a key the server accepts (blank: the song's own key). */
export const isValidItemKey = (text: string | null | undefined) => !text?.trim() || musicalKeyPattern.test(text.trim());

/**
 * The key one setlist entry is sung in (issue 25), checked as it is typed. The narrow field shows
 * the song's own key as its placeholder: what a blank field means.
 */
export function ItemKeyInput({ value, title, songKey, disabled, onChange }: { value: string | null; title: string; songKey: string | null; disabled?: boolean; onChange: (key: string) => void }) {
  const invalid = !isValidItemKey(value);
  return (
    <>
      <Form.Control size="sm" value={value ?? ''} aria-label={`${t.label}: ${title}`} placeholder={songKey || t.placeholderShort} title={`${t.label}. ${t.hint}`}
        maxLength={4} disabled={disabled} isInvalid={invalid} onChange={(e) => onChange(e.target.value)} />
      {invalid && <Form.Control.Feedback type="invalid">{t.invalid}</Form.Control.Feedback>}
    </>
  );
}
