import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { seriesLimits, seriesUi, seriesWeekdays } from '@zborovodja/contracts';
import { monthWeekOfDate, weekdayOfDate, type SeriesFormValues } from './series-form.ts';
import { monthlyDay } from '../../series-summary.ts';

const t = seriesUi;

export interface SeriesFieldsProps {
  values: SeriesFormValues;
  /** The first event's date (the rule starts there). */
  date: string;
  hasCommunity: boolean;
  disabled: boolean;
  /** The server's refusals by field (`repeat.until`, `repeat.count`), shown beside their fields. */
  errors?: Record<string, string>;
  onChange(values: SeriesFormValues): void;
}

type Patch = (patch: Partial<SeriesFormValues>) => void;

/** 'Ponavljanje': the frequency, the weekdays (or the monthly day), and the end (a date or a count). */
function RepeatFields({ values, date, disabled, errors, set }: { values: SeriesFormValues; date: string; disabled: boolean; errors: Record<string, string>; set: Patch }) {
  const dayOfDate = weekdayOfDate(date);

  function chooseFrequency(frequency: SeriesFormValues['frequency']) {
    // Weekly rules start with the first event's weekday ticked.
    const weekdays = values.weekdays.length || !dayOfDate ? values.weekdays : [dayOfDate];
    set({ frequency, weekdays });
  }
  const toggleDay = (day: (typeof seriesWeekdays)[number]) =>
    set({ weekdays: values.weekdays.includes(day) ? values.weekdays.filter((d) => d !== day) : [...values.weekdays, day] });

  return (
    <fieldset className="mb-3" aria-describedby={values.frequency !== 'none' ? 'series-limit-hint' : undefined}>
      <legend className="form-label fs-6 mb-2">{t.repeatLegend}</legend>
      <Form.Select aria-label={t.repeatLegend} value={values.frequency} disabled={disabled}
        onChange={(e) => chooseFrequency(e.target.value as SeriesFormValues['frequency'])} className="mb-2" data-testid="series-frequency">
        {(['none', 'weekly', 'biweekly', 'monthly'] as const).map((f) => <option key={f} value={f}>{t.frequencies[f]}</option>)}
      </Form.Select>
      {values.frequency !== 'none' && (
        <>
          {values.frequency === 'monthly' ? (
            <Form.Text className="d-block mb-2">
              {dayOfDate ? t.monthlyHint(monthlyDay(monthWeekOfDate(date), dayOfDate).text) : ''}
            </Form.Text>
          ) : (
            <div role="group" aria-label={t.weekdaysLabel} className="d-flex flex-wrap gap-1 mb-2">
              {seriesWeekdays.map((day) => (
                <Form.Check key={day} type="checkbox" id={`series-day-${day}`} className="btn-check-wrapper me-2"
                  label={t.weekdayShort[day]} title={t.weekdayLong[day]} aria-label={t.weekdayLong[day]}
                  checked={values.weekdays.includes(day)} onChange={() => toggleDay(day)} disabled={disabled} inline />
              ))}
            </div>
          )}
          <Row className="g-2 align-items-end">
            <Col xs={12} sm={6}>
              <Form.Label htmlFor="series-end" className="mb-1">{t.endLabel}</Form.Label>
              <Form.Select id="series-end" value={values.end} onChange={(e) => set({ end: e.target.value as SeriesFormValues['end'] })} disabled={disabled}>
                <option value="until">{t.endUntil}</option>
                <option value="count">{t.endCount}</option>
              </Form.Select>
            </Col>
            <Col xs={12} sm={6}>
              {values.end === 'until' ? (
                <Form.Control type="date" aria-label={t.untilLabel} value={values.until} min={date || undefined}
                  onChange={(e) => set({ until: e.target.value })} disabled={disabled} isInvalid={!!errors['repeat.until']} />
              ) : (
                <Form.Control type="number" aria-label={t.countLabel} min={1} max={seriesLimits.maxCount} value={values.count}
                  onChange={(e) => set({ count: e.target.value })} disabled={disabled} isInvalid={!!errors['repeat.count']} />
              )}
              <Form.Control.Feedback type="invalid">{errors[values.end === 'until' ? 'repeat.until' : 'repeat.count']}</Form.Control.Feedback>
            </Col>
          </Row>
          <Form.Text id="series-limit-hint" className="d-block mt-1">{t.limitHint}</Form.Text>
        </>
      )}
    </fieldset>
  );
}

/** 'Povabi': nobody, all members, or chosen voice parts (a part of one's own typed and added with Enter). */
function InviteFields({ values, hasCommunity, disabled, set }: { values: SeriesFormValues; hasCommunity: boolean; disabled: boolean; set: Patch }) {
  const [otherPart, setOtherPart] = useState('');
  const togglePart = (part: string) => set({ parts: values.parts.includes(part) ? values.parts.filter((p) => p !== part) : [...values.parts, part] });
  const extraParts = values.parts.filter((p) => !(t.voiceParts as readonly string[]).includes(p));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t.inviteLegend}</legend>
      {!hasCommunity ? (
        <Form.Text className="d-block">{t.inviteNeedsCommunity}</Form.Text>
      ) : (
        <>
          {(['none', 'all', 'parts'] as const).map((mode) => (
            <Form.Check key={mode} type="radio" name="series-invite" id={`series-invite-${mode}`}
              label={mode === 'none' ? t.inviteNone : mode === 'all' ? t.inviteAll : t.inviteParts}
              checked={values.invite === mode} onChange={() => set({ invite: mode })} disabled={disabled} />
          ))}
          {values.invite === 'parts' && (
            <div className="ms-4 mt-1">
              <div role="group" aria-label={t.inviteParts} className="mb-2">
                {[...t.voiceParts, ...extraParts].map((part) => (
                  <Form.Check key={part} inline type="checkbox" id={`series-part-${part}`} label={part}
                    checked={values.parts.includes(part)} onChange={() => togglePart(part)} disabled={disabled} />
                ))}
              </div>
              <Form.Control size="sm" aria-label={t.otherPartLabel} placeholder={t.otherPartPlaceholder} value={otherPart} maxLength={seriesLimits.voicePart}
                onChange={(e) => setOtherPart(e.target.value)} disabled={disabled}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  const part = otherPart.trim();
                  if (part && !values.parts.includes(part)) set({ parts: [...values.parts, part] });
                  setOtherPart('');
                }} />
            </div>
          )}
          {values.invite !== 'none' && (
            <Form.Text className="d-block mt-1">{values.frequency === 'none' ? t.inviteOnceSingle : t.inviteOnceSeries}</Form.Text>
          )}
        </>
      )}
    </fieldset>
  );
}

/**
 * 'Ponavljanje' (Ne ponavlja se / Tedensko / Vsaka dva tedna / Mesečno, weekdays, until a date or
 * a count) and 'Povabi' (all members or chosen voice parts) of the create form (issue 23). Its own
 * chunk: only the create form loads it.
 */
export function SeriesFields({ values, date, hasCommunity, disabled, errors = {}, onChange }: SeriesFieldsProps) {
  const set = (patch: Partial<SeriesFormValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <RepeatFields values={values} date={date} disabled={disabled} errors={errors} set={set} />
      <InviteFields values={values} hasCommunity={hasCommunity} disabled={disabled} set={set} />
    </>
  );
}
