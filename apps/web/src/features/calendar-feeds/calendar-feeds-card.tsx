import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { calendarUi, reminderHourChoices, type TReminderSettings, type TRotateFeedRequest } from '@zborovodja/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { googleCalendarUrl, useCalendarFeeds, useReminderSettings, useRotateFeed, useSaveReminderSettings, webcalUrl, withFestivities } from './api.ts';

const t = calendarUi;

/** One feed: its URL to copy, the calendar links and the rotation (issue 24). */
function FeedRow({ label, help, url, rotate, children }: { label: string; help?: string; url: string; rotate: TRotateFeedRequest; children?: React.ReactNode }) {
  const id = useId();
  const rotation = useRotateFeed();
  const [note, setNote] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote({ variant: 'success', text: t.copied });
    } catch {
      setNote({ variant: 'danger', text: t.copyFailed });
    }
  };
  const renew = () => {
    if (!window.confirm(t.rotateConfirm)) return;
    rotation.mutate(rotate, {
      onSuccess: () => setNote({ variant: 'success', text: t.rotated }),
      onError: (err) => setNote({ variant: 'danger', text: errorMessage(err, t.loadFailed) }),
    });
  };

  return (
    <section className="calendar-feed mb-4" aria-labelledby={`${id}-label`}>
      <h3 className="h6 mb-1" id={`${id}-label`}>{label}</h3>
      {help && <p className="small text-secondary mb-2">{help}</p>}
      {children}
      <InputGroup className="mb-2">
        <Form.Control readOnly value={url} aria-label={t.urlLabel(label)} onFocus={(e) => e.currentTarget.select()} className="font-monospace small" />
        <Button variant="outline-primary" onClick={copy}>{t.copy}</Button>
      </InputGroup>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-sm btn-outline-secondary" href={googleCalendarUrl(url)} target="_blank" rel="noopener noreferrer">{t.addToGoogle}</a>
        <a className="btn btn-sm btn-outline-secondary" href={webcalUrl(url)}>{t.webcal}</a>
        <Button size="sm" variant="outline-danger" onClick={renew} disabled={rotation.isPending}>{t.rotate}</Button>
      </div>
      {note && (
        <Alert variant={note.variant} className="mt-2 mb-0 py-2 small" role="status">{note.text}</Alert>
      )}
    </section>
  );
}

function ReminderSetting() {
  const id = useId();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  if (!settings.data) return null;
  return (
    <Form.Group className="mb-4" controlId={id}>
      <Form.Label className="fw-semibold">{t.reminderLabel}</Form.Label>
      <Form.Select
        value={settings.data.hours}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ hours: Number(e.currentTarget.value) as TReminderSettings['hours'] })}
      >
        {reminderHourChoices.map((h) => (
          <option key={h} value={h}>{t.reminderOptions[h]}</option>
        ))}
      </Form.Select>
      <Form.Text>{t.reminderHelp}</Form.Text>
      {save.isSuccess && <div className="small text-success mt-1" role="status">{t.reminderSaved}</div>}
      {save.isError && <div className="small text-danger mt-1" role="alert">{errorMessage(save.error, t.loadFailed)}</div>}
    </Form.Group>
  );
}

/** The profile's card "Koledar in opomniki": reminder setting, the user's feed and each community's. */
export function CalendarFeedsCard({ title }: { title?: string }) {
  const feeds = useCalendarFeeds();
  const [festivities, setFestivities] = useState(false);
  const festId = useId();
  return (
    <SectionCard title={title} className="calendar-feeds-card">
      <ReminderSetting />
      <p className="small text-secondary">{t.intro}</p>
      {feeds.isError && <Alert variant="danger">{errorMessage(feeds.error, t.loadFailed)}</Alert>}
      {feeds.data && (
        <>
          <FeedRow label={t.myFeed} help={t.myFeedHelp} url={withFestivities(feeds.data.user.url, festivities)} rotate={{ scope: 'user' }}>
            <Form.Check className="mb-2" id={festId} label={t.withFestivities} checked={festivities} onChange={(e) => setFestivities(e.currentTarget.checked)} />
          </FeedRow>
          {feeds.data.communities.map((c) => (
            <FeedRow key={c.community_id} label={t.communityFeed(c.name)} url={c.url} rotate={{ scope: 'community', community_id: c.community_id }} />
          ))}
        </>
      )}
    </SectionCard>
  );
}
