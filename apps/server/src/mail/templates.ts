import { mail, myDataMail } from '@zborovodja/contracts';

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

/** To the owner of an address someone tried to register again: no account was made; a way to reset the password. */
export function registerTakenMail(to: string, name: string, forgotLink: string): MailMessage {
  return linkMessage(to, mail.registerTakenSubject, mail.verifyIntro(name), mail.registerTakenBody, forgotLink, mail.registerTakenValidity);
}

/**
 * Text a sender chose (a community's or inviter's name) as it may appear in a mail: hidden and
 * bidi characters dropped, and link-like text (a scheme, `www.`, a domain, an address) broken up
 * with spaces so that no mail reader turns it into a link, while times and numbers ("ob 10.00")
 * stay as they were written. Names from before issue 19 may carry
 * them; new ones are refused (contracts names.ts).
 */
export function inertText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu, '')
    .replace(/:\/\//g, ': / / ')
    .replace(/@/g, ' (at) ')
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, (dot, at: number, text: string) =>
      // A dot between digits is a time or a number ("10.00", "2.0"), never a domain: it stays.
      /\p{N}/u.test(text[at - 1]!) && /\p{N}/u.test(text[at + 1]!) ? dot : ' . ',
    );
}

/**
 * An invitation: a confirmation link for an existing account, a registration link for a new
 * address. The community's name is chosen by whoever created it, so it stays out of the subject
 * and appears in the body only as inert text (issue 19).
 */
export function invitationMail(to: string, inviter: string, community: string, link: string, isNewUser: boolean): MailMessage {
  const [who, name] = [inertText(inviter), inertText(community)];
  const body = isNewUser ? mail.inviteNewBody(who, name) : mail.inviteExistingBody(who, name);
  return linkMessage(to, mail.invitationSubject, mail.greeting, body, link, mail.inviteValidity);
}

/** Issue 61: the export of one's data is ready; the link opens the profile's "Moji podatki", where the password is asked. */
export function dataExportReadyMail(to: string, name: string, link: string, until: string): MailMessage {
  return linkMessage(to, myDataMail.exportReadySubject, mail.verifyIntro(name), myDataMail.exportReadyBody(until), link, myDataMail.exportReadyValidity);
}

/** Issue 61: to the address of an account just deleted; no link (there is no account to go to). */
export function accountDeletedMail(to: string, name: string): MailMessage {
  const body = myDataMail.accountDeletedBody(name);
  const text = [body, '', myDataMail.accountDeletedIgnore, '', mail.signature].join('\n');
  const html = `<!doctype html><html lang="sl"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(myDataMail.accountDeletedIgnore)}</p>
<p>${escapeHtml(mail.signature)}</p></body></html>`;
  return { to, subject: myDataMail.accountDeletedSubject, text, html, links: [] };
}
