import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { attendanceLimits, attendanceUi, standardVoiceParts } from '@zborovodja/contracts';

export type MinimumRow = { part: string; min: string };

/** The community's minimums as editable rows: the four standard parts first, then the others it has. */
export function minimumRows(minimums: Record<string, number>): MinimumRow[] {
  const rows: MinimumRow[] = standardVoiceParts.map((part) => ({ part, min: part in minimums ? String(minimums[part]) : '' }));
  for (const [part, n] of Object.entries(minimums)) if (!(standardVoiceParts as readonly string[]).includes(part)) rows.push({ part, min: String(n) });
  return rows;
}

/** Rows back to part → number; an empty number means no minimum for that part. */
export function minimumsOf(rows: MinimumRow[]): Record<string, number> {
  // A number that is not whole stays as typed; the shared schema refuses it with its message.
  return Object.fromEntries(rows.filter((r) => r.part.trim() && r.min.trim() !== '').map((r) => [r.part.trim(), Number(r.min)]));
}

/** Whether a typed minimum is one the server takes: empty, or a whole number from 0 to the limit. */
const fitsLimits = (min: string) => min.trim() === '' || (/^\d+$/.test(min.trim()) && Number(min) <= attendanceLimits.minimumMax);

/** Issue 23: 'Najmanjše število pevcev po glasovih' in the community's settings (admins). */
export function MinimumsEditor({ rows, onChange, disabled, error }: { rows: MinimumRow[]; onChange(rows: MinimumRow[]): void; disabled: boolean; error?: string }) {
  const set = (i: number, patch: Partial<MinimumRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const errorId = 'voice-part-minimums-error';
  return (
    <fieldset className="mb-4">
      <legend className="h6">{attendanceUi.minimumsTitle}</legend>
      <p className="small text-secondary mb-2">{attendanceUi.minimumsHelp}</p>
      <div className="d-flex flex-wrap gap-3">
        {rows.map((r, i) => (
          <div key={i} className="d-flex align-items-center gap-1">
            {i < standardVoiceParts.length ? (
              <span className="small">{r.part}</span>
            ) : (
              <Form.Control size="sm" value={r.part} maxLength={attendanceLimits.voicePart} style={{ width: '7rem' }} disabled={disabled}
                aria-label={attendanceUi.voicePart} onChange={(ev) => set(i, { part: ev.target.value })} />
            )}
            <Form.Control size="sm" type="number" min={0} max={attendanceLimits.minimumMax} value={r.min} style={{ width: '4.5rem' }} disabled={disabled}
              aria-label={attendanceUi.minimumFor(r.part || attendanceUi.voicePart)} onChange={(ev) => set(i, { min: ev.target.value })}
              isInvalid={!!error && !fitsLimits(r.min)} aria-describedby={error && !fitsLimits(r.min) ? errorId : undefined} />
          </div>
        ))}
        <Button size="sm" variant="outline-secondary" disabled={disabled || rows.length >= attendanceLimits.minimumsMax}
          onClick={() => onChange([...rows, { part: '', min: '' }])}>{attendanceUi.minimumAdd}</Button>
      </div>
      {error && <div id={errorId} className="text-danger small mt-1" role="alert">{error}</div>}
    </fieldset>
  );
}
