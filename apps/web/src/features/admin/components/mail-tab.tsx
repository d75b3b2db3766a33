import Button from 'react-bootstrap/Button';
import { adminUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useFailedMail, useResendMail } from '../api/mail.ts';
import { adminFailure } from '../utils.ts';
import { AdminTable, EmptyRow, TabHeader, loadingState, type OnMessage } from './shared.tsx';
import { EmailAddress } from '@/components/ui/email-address.tsx';

const t = adminUi.mail;
const c = t.columns;
const when = (value: string | null) => (value ? new Date(value).toLocaleString('sl-SI', { dateStyle: 'short', timeStyle: 'short' }) : adminUi.noValue);

/** Messages the mail server refused for good or never took within the retry window; "Pošlji znova" queues one again (issue 56). */
export function MailTab({ onMessage }: { onMessage: OnMessage }) {
  const mails = useFailedMail();
  const resend = useResendMail();
  const needsServer = useNeedsServer();

  const send = (id: number) =>
    resend.mutate(id, {
      onSuccess: (response) => onMessage('success', response.message || t.resent),
      onError: (error) => onMessage('danger', adminFailure(t.resendFailed, error)),
    });

  let body = loadingState(mails, t.fetchFailed);
  if (!body && mails.data) {
    body = (
      <AdminTable label={t.heading} head={[c.to, c.subject, c.kind, c.attempts, c.error, c.failedAt, c.actions]}>
        {mails.data.mails.length === 0 && <EmptyRow columns={7} text={t.empty} />}
        {mails.data.mails.map((mail) => (
          <tr key={mail.id}>
            <td data-label={c.to} className="fw-semibold"><EmailAddress email={mail.to} /></td>
            <td data-label={c.subject} className="text-break">{mail.subject}</td>
            <td data-label={c.kind}>{t.kinds[mail.kind] ?? mail.kind}</td>
            <td data-label={c.attempts}>{mail.attempts}</td>
            <td data-label={c.error} className="text-break small">{mail.last_error ?? adminUi.noValue}</td>
            <td data-label={c.failedAt}>{when(mail.failed_at)}</td>
            <td data-label={c.actions}>
              <div className="admin-actions" role="group" aria-label={adminUi.actionsFor(mail.to)}>
                <Button size="sm" variant="outline-primary" onClick={() => send(mail.id)} {...needsServer(resend.isPending)}>
                  {resend.isPending && resend.variables === mail.id ? t.sending : t.resend}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    );
  }

  return (
    <section aria-labelledby="admin-mail-heading">
      <TabHeader title={t.heading} id="admin-mail-heading" />
      <p className="small text-secondary">{t.intro}</p>
      {body}
    </section>
  );
}
