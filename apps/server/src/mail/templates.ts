import { mail } from '@zborovodja/contracts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message, logged when mail goes to the outbox. */
  links: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMessage(to: string, subject: string, greeting: string, body: string, link: string, validity: string): MailMessage {
  const text = [greeting, '', body, link, '', validity, mail.ignore, '', mail.signature].join('\n');
  const html = `<!doctype html><html lang="sl"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(validity)}<br>${escapeHtml(mail.ignore)}</p>
<p>${escapeHtml(mail.signature)}</p></body></html>`;
  return { to, subject, text, html, links: [link] };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return linkMessage(to, mail.verifySubject, mail.verifyIntro(name), mail.verifyBody, link, mail.verifyValidity);
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  return linkMessage(to, mail.resetSubject, mail.verifyIntro(name), mail.resetBody, link, mail.resetValidity);
}

/** An invitation: a confirmation link for an existing account, a registration link for a new address. */
export function invitationMail(to: string, inviter: string, community: string, link: string, isNewUser: boolean): MailMessage {
  const body = isNewUser ? mail.inviteNewBody(inviter, community) : mail.inviteExistingBody(inviter, community);
  return linkMessage(to, mail.inviteSubject(community), mail.greeting, body, link, mail.inviteValidity);
}
