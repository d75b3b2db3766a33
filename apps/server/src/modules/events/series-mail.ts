import { mail, seriesMail } from '@zborovodja/contracts';
import { inertText, type MailMessage } from '../../mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The one e-mail an invitee of a series (or of a single community event) gets: who invites, to
 * what, when it repeats, and a link to the first occurrence. Names chosen by users appear as inert text.
 */
export function seriesInvitationMail(to: string, name: string, organizer: string, title: string, when: string, link: string): MailMessage {
  const subject = seriesMail.inviteSubject(inertText(title));
  const lines = [mail.verifyIntro(inertText(name)), seriesMail.inviteBody(inertText(organizer), inertText(title)), inertText(when), seriesMail.inviteLink];
  const text = [...lines, link, '', seriesMail.signature].join('\n');
  const html = `<!doctype html><html lang="sl"><body style="font-family:sans-serif;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(seriesMail.signature)}</p></body></html>`;
  return { to, subject, text, html, links: [link] };
}
