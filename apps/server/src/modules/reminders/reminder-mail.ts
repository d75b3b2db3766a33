import { mail, reminderMail } from '@zborovodja/contracts';
import type { MailMessage } from '../../mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ReminderMailInput {
  to: string;
  name: string;
  title: string;
  /** "sobota, 28. 11. 2026 ob 19:30" (or the day alone). */
  when: string;
  location: string;
  community: string | null;
  songs: string[];
  eventLink: string;
  /** The one-click answer links, for a pending attendee only. */
  answer: { confirm: string; decline: string } | null;
}

/** The reminder before an event, in text and HTML like the other mail (mail/templates.ts). */
export function buildReminderMail(m: ReminderMailInput): MailMessage {
  const text: string[] = [reminderMail.greeting(m.name), '', reminderMail.intro, '', m.title];
  if (m.community) text.push(m.community);
  text.push(`${reminderMail.when}: ${m.when}`, `${reminderMail.where}: ${m.location}`);
  if (m.songs.length) text.push('', `${reminderMail.songs}:`, ...m.songs.map((s, i) => `${i + 1}. ${s}`));
  text.push('');
  if (m.answer) {
    text.push(reminderMail.pendingAsk, `${reminderMail.confirm}: ${m.answer.confirm}`, `${reminderMail.decline}: ${m.answer.decline}`, '');
  } else {
    text.push(reminderMail.confirmedNote, '');
  }
  text.push(reminderMail.open, m.eventLink, '', reminderMail.settings, '', mail.signature);

  const e = escapeHtml;
  const button = (href: string, label: string, color: string) =>
    `<a href="${e(href)}" style="display:inline-block;padding:10px 18px;margin:0 8px 8px 0;border-radius:6px;background:${color};color:#fff;text-decoration:none;font-weight:bold">${e(label)}</a>`;
  const html = `<!doctype html><html lang="sl"><body style="font-family:sans-serif;line-height:1.5">
<p>${e(reminderMail.greeting(m.name))}</p>
<p>${e(reminderMail.intro)}</p>
<p><strong>${e(m.title)}</strong>${m.community ? `<br>${e(m.community)}` : ''}<br>
${e(reminderMail.when)}: ${e(m.when)}<br>
${e(reminderMail.where)}: ${e(m.location)}</p>
${m.songs.length ? `<p>${e(reminderMail.songs)}:</p><ol>${m.songs.map((s) => `<li>${e(s)}</li>`).join('')}</ol>` : ''}
${
  m.answer
    ? `<p>${e(reminderMail.pendingAsk)}</p><p>${button(m.answer.confirm, reminderMail.confirm, '#1e6b3a')}${button(m.answer.decline, reminderMail.decline, '#8a1c1c')}</p>`
    : `<p>${e(reminderMail.confirmedNote)}</p>`
}
<p>${e(reminderMail.open)} <a href="${e(m.eventLink)}">${e(m.eventLink)}</a></p>
<p style="color:#555">${e(reminderMail.settings)}</p>
<p>${e(mail.signature)}</p></body></html>`;
  const links = m.answer ? [m.answer.confirm, m.answer.decline, m.eventLink] : [m.eventLink];
  return { to: m.to, subject: reminderMail.subject(m.title, m.when), text: text.join('\n'), html, links };
}
