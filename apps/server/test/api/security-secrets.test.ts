import { errors } from '@zborovodja/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';
import { unique } from '../security/world.ts';
import { startSmtpListener } from '../smtp.ts';

/**
 * Secrets (docs/quality.md, Security suite): the account flows run against an app that logs as in
 * production (SMTP mail, every request logged at trace level), and afterwards no response and no
 * log line holds a token (verification, reset, invitation), a session id, the CSRF secret, a
 * password, a password hash or a stored token hash. Then the account rules an attacker leans on:
 * rate limits answer 429 while the owner can still reset, and an invitation token works only for
 * its own invitation.
 */

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let t: TestApp;
/** Each mail per recipient, quoted-printable soft breaks and escapes undone so links read as sent. */
const mails = () =>
  smtp.received.flatMap((m) => {
    const text = m.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return m.to.map((to) => ({ to, text }));
  });

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace', LOG_REQUESTS: 'true' }, { captureLogs: true });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Every response any client of this file received: status, headers and body. */
const responses: { url: string; res: LightMyRequestResponse }[] = [];

class RecordingClient extends Client {
  override async raw(opts: InjectOptions & { csrf?: string | null }) {
    const res = await super.raw(opts);
    responses.push({ url: String(opts.url), res });
    return res;
  }
}

/** The token of the newest mail to `email` whose link starts with `prefix`. */
async function tokenFrom(email: string, prefix: string): Promise<string> {
  await t.app.ctx.mailer.flush();
  const mail = mails().filter((m) => m.to === email).pop();
  const match = mail?.text.match(new RegExp(`${prefix.replace(/[?.]/g, '\\$&')}([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${prefix} link in a mail to ${email}`);
  return match[1]!;
}

const distinct = (values: string[]) => [...new Set(values)];
const expectOk = (res: LightMyRequestResponse, what: string) => expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);

describe('no secret in a response or a log line', () => {
  const passwords = ['Skrivno-geslo-1', 'Novo-skrivno-2', 'Tretje-geslo-3', 'Povabljen-geslo-4', 'geslo-1234'];

  it('through register, verify, login, forgot, reset, invite, accept and every read of users', async () => {
    const email = `${unique('tajni')}@zbor.test`.toLowerCase();
    const username = unique('tajni');
    const anon = new RecordingClient(t.app);
    expectOk(await anon.post('/api/auth/register', { username, email, password: passwords[0], terms_accepted: true }), 'register');
    const verify = await tokenFrom(email, '/verify-email/');
    expectOk(await anon.get(`/api/verify-email/${verify}`), 'verify');
    await anon.get(`/api/verify-email/${verify}`); // used twice: an error path that must not echo it
    let u = new RecordingClient(t.app);
    expectOk(await u.post('/api/login', { username, password: passwords[0] }), 'login');
    expectOk(await u.get('/api/profile'), 'profile');

    expectOk(await anon.post('/api/auth/forgot-password', { email }), 'forgot');
    const reset = await tokenFrom(email, '/reset-password/');
    expectOk(await anon.get(`/api/auth/verify-reset-token/${reset}`), 'verify reset token');
    expectOk(await anon.post('/api/auth/reset-password', { token: reset, password: passwords[1] }), 'reset');
    expect((await anon.post('/api/auth/reset-password', { token: reset, password: passwords[2] })).statusCode).toBe(400);
    // The reset ended the session (and with it its CSRF token): a new browser session.
    u = new RecordingClient(t.app);
    expectOk(await u.post('/api/login', { username, password: passwords[1] }), 'login after reset');
    expect((await u.post('/api/login', { username, password: passwords[0] })).statusCode).toBe(401);

    // An unverified account asks for a new link.
    const later = unique('kasni');
    expectOk(await anon.post('/api/auth/register', { username: later, email: `${later}@zbor.test`, password: passwords[2], terms_accepted: true }), 'register 2');
    expectOk(await anon.post('/api/resend-verification', { username: later }), 'resend');
    await tokenFrom(`${later}@zbor.test`.toLowerCase(), '/verify-email/');

    // Invitations: a new address registers through its link, an existing user accepts.
    const admin = new RecordingClient(t.app);
    const adminUser = await newUser(t.app);
    expectOk(await admin.post('/api/login', { username: adminUser.username, password: adminUser.password }), 'admin login');
    const community = await newCommunity(admin);
    const invited = `${unique('pov')}@zbor.test`.toLowerCase();
    expectOk(await admin.post(`/api/communities/${community.id}/invites`, { email: invited }), 'invite new');
    const inviteNew = await tokenFrom(invited, '/verify-or-invite/');
    expectOk(await anon.get(`/api/invitations/details?token=${inviteNew}`), 'invitation details');
    expectOk(await anon.get(`/api/communities/invitation-details?token=${inviteNew}&community_id=${community.id}`), 'community invitation details');
    const newcomer = new RecordingClient(t.app);
    const registered = await newcomer.post('/api/register-invited-user', { username: unique('pov'), password: passwords[3], community_id: community.id, invitation_token: inviteNew, email: invited });
    expectOk(registered, 'register invited');
    expectOk(await admin.post(`/api/communities/${community.id}/invites`, { email }), 'invite existing');
    const inviteExisting = await tokenFrom(email, '/accept-invitation?token=');
    expectOk(await u.get(`/api/communities/invitation-details?token=${inviteExisting}&community_id=${community.id}`), 'details');
    expectOk(await u.post('/api/communities/accept-invitation', { token: inviteExisting, community_id: community.id }), 'accept');
    expect((await u.post('/api/communities/accept-invitation', { token: inviteExisting, community_id: community.id })).statusCode).toBe(410);

    // A new address in the profile gets a verification link; a password change.
    const moved = `${unique('nov')}@zbor.test`.toLowerCase();
    expectOk(await u.put('/api/profile', { email: moved }), 'profile e-mail');
    await tokenFrom(moved, '/verify-email/');
    expectOk(await u.post('/api/profile/change-password', { old_password: passwords[1], new_password: passwords[2] }), 'change password');

    // The console sends links too, and lists users, invitations and memberships.
    const global = new RecordingClient(t.app);
    const g = await newUser(t.app, { role: 'global_admin' });
    expectOk(await global.post('/api/login', { username: g.username, password: g.password }), 'global login');
    const unverified = await newUser(t.app, { verified: false });
    expectOk(await global.post(`/api/gl_admin/users/${unverified.id}/send-verification`), 'console verification');
    await tokenFrom(unverified.email, '/verify-email/');
    const consoleInvite = `${unique('konz')}@zbor.test`.toLowerCase();
    expectOk(await global.post('/api/gl_admin/invitations/create', { email: consoleInvite, community_id: community.id, make_primary: false }), 'console invitation');
    await tokenFrom(consoleInvite, '/verify-or-invite/');

    // Every read that returns users.
    const event = await admin.post('/api/events', { title: 'Vaja', date: '2031-05-10', location: 'Cerkev', visibility: 'community', community_id: community.id });
    const eventId = event.json().event.id as number;
    const members = (await admin.get(`/api/communities/${community.id}/users`)).json().users as { id: number }[];
    expectOk(await admin.post(`/api/events/${eventId}/attendees`, { user_ids: members.map((m) => m.id) }), 'attendees');
    expectOk(await u.post('/api/posts', { content: 'Pozdravljeni', community_id: community.id }), 'post');
    const reads = [
      [u, '/api/profile'],
      [u, '/api/user/communities'],
      [u, `/api/communities/${community.id}/users`],
      [admin, `/api/communities/${community.id}/users`],
      [admin, `/api/users?community_id=${community.id}`],
      [admin, '/api/users'],
      [admin, `/api/events/${eventId}?include_attendees=true`],
      [admin, '/api/events?when=all'],
      [u, '/api/posts'],
      [u, '/api/notifications'],
      [global, '/api/gl_admin/users'],
      [global, `/api/gl_admin/users?search=${username}`],
      [global, '/api/gl_admin/users/unverified'],
      [global, '/api/gl_admin/invitations'],
      [global, '/api/gl_admin/community-users'],
      [global, '/api/gl_admin/community-users/stats'],
      [global, '/api/gl_admin/communities'],
    ] as const;
    for (const [client, url] of reads) expectOk(await client.get(url), url);
    expectOk(await u.post('/api/logout'), 'logout');
    await t.app.ctx.mailer.flush();

    // ---- the secrets, from the mails, the cookies and the database
    const linkTokens = distinct(mails().flatMap((m) => [...m.text.matchAll(/(?:verify-email|reset-password|verify-or-invite)\/([A-Za-z0-9_-]{20,})|token=([A-Za-z0-9_-]{20,})/g)].map((x) => x[1] ?? x[2]!)));
    const cookieValues = (name: string) =>
      responses.flatMap(({ res }) => (res.cookies as { name: string; value: string }[]).filter((c) => c.name === name && c.value).map((c) => c.value));
    const sessionIds = distinct(cookieValues('sid'));
    const csrfTokens = distinct(cookieValues('csrf_token'));
    const db = t.database.db;
    const hashes = (await db.selectFrom('users').select('password_hash').execute()).map((r) => r.password_hash);
    const stored = [
      ...(await db.selectFrom('email_tokens').select('token_hash').execute()).map((r) => r.token_hash),
      ...(await db.selectFrom('invitations').select('token_hash').execute()).map((r) => r.token_hash),
      ...(await db.selectFrom('sessions').select('id').execute()).map((r) => r.id),
    ];
    expect(linkTokens.length).toBeGreaterThanOrEqual(9);
    expect(sessionIds.length).toBeGreaterThanOrEqual(4);
    expect(hashes.length).toBeGreaterThanOrEqual(6);

    const secrets: [string, string[]][] = [
      ['a mailed token', linkTokens],
      ['a session id', sessionIds],
      ['the CSRF/session secret', [t.config.sessionSecret]],
      ['a password', passwords],
      ['a password hash', hashes],
      ['a stored token hash or session key', stored],
    ];
    const found = (text: string) => secrets.flatMap(([what, values]) => values.filter((v) => text.includes(v)).map((v) => `${what} (${v.slice(0, 12)}…)`));
    const leaks: string[] = [];
    for (const { url, res } of responses) {
      // Set-Cookie is where the session id and the CSRF token are meant to travel.
      const headers = Object.entries(res.headers).filter(([name]) => name !== 'set-cookie');
      for (const w of found(res.body + JSON.stringify(headers))) leaks.push(`response of ${url}: ${w}`);
      if (/\$argon2/.test(res.body)) leaks.push(`response of ${url}: an argon2 hash`);
    }
    for (const line of t.logs) {
      for (const w of [...found(line), ...csrfTokens.filter((c) => line.includes(c)).map(() => 'a CSRF token')]) leaks.push(`log line ${line.slice(0, 160)}: ${w}`);
      if (/\$argon2/.test(line)) leaks.push(`log line ${line.slice(0, 160)}: an argon2 hash`);
    }
    expect(leaks).toEqual([]);

    // The capture saw the traffic: token URLs were logged, masked.
    expect(t.logs.length).toBeGreaterThan(100);
    expect(t.logs.some((l) => l.includes('/api/verify-email/***'))).toBe(true);
    expect(t.logs.some((l) => l.includes('/api/auth/verify-reset-token/***'))).toBe(true);
    expect(t.logs.some((l) => l.includes('token=***'))).toBe(true);
    expect(t.logs.some((l) => l.includes('mail sent over SMTP'))).toBe(true);
  });
});

describe('accounts under attack', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  /** A browser-like client at its own address (the per-IP limit is keyed by it). */
  const at = (ip: string) => {
    const c = new Client(limited.app);
    const raw = c.raw.bind(c);
    c.raw = (opts) => raw({ ...opts, remoteAddress: ip });
    return c;
  };
  /** The reset tokens mailed to `email` (outbox files of the same millisecond do not sort by time). */
  const resetTokens = async (email: string) =>
    (await limited.outbox()).filter((m) => m.includes(`To: ${email}`)).map((m) => m.replace(/=\r?\n/g, '').match(/reset-password\/([A-Za-z0-9_-]{43})/)![1]!);

  it('flooding forgot-password for an address gets 429; the owner resets with the newest link and logs in', async () => {
    const owner = await newUser(limited.app);
    const attacker = at('203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attacker.post('/api/auth/forgot-password', { email: owner.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await attacker.post('/api/auth/forgot-password', { email: owner.email })).json().error).toBe(errors.rateLimited);
    // Three links were mailed and the refused requests issued none: the newest one still works.
    const home = at('198.51.100.20');
    const tokens = await resetTokens(owner.email);
    expect(tokens).toHaveLength(3);
    const valid = [];
    for (const tk of tokens) if ((await home.get(`/api/auth/verify-reset-token/${tk}`)).statusCode === 200) valid.push(tk);
    expect(valid).toHaveLength(1);
    const token = valid[0]!;
    expect((await home.post('/api/auth/reset-password', { token, password: 'moje-novo-geslo' })).statusCode).toBe(200);
    expect((await home.post('/api/login', { username: owner.username, password: 'moje-novo-geslo' })).statusCode).toBe(200);
  });

  it('one address guessing many accounts is stopped per IP; owners elsewhere log in and reset', async () => {
    // Eight accounts, two wrong guesses each: under every account's limit, over the address's.
    const users = await Promise.all(Array.from({ length: 8 }, () => newUser(limited.app)));
    const attacker = at('203.0.113.8');
    let last = 0;
    for (let i = 0; i < 16; i++) last = (await attacker.post('/api/login', { username: users[i % users.length]!.username, password: 'ugibam-123' })).statusCode;
    expect(last).toBe(429);
    const victim = users[0]!;
    const home = at('198.51.100.21');
    expect((await home.post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);
    expect((await home.post('/api/auth/forgot-password', { email: victim.email })).statusCode).toBe(200);
    const [token] = await resetTokens(victim.email);
    expect((await home.post('/api/auth/reset-password', { token, password: 'spet-novo-1' })).statusCode).toBe(200);
  });

  it('registration and resend-verification are limited too', async () => {
    const c = at('203.0.113.9');
    const email = `${unique('nov')}@zbor.test`;
    const register = [];
    for (let i = 0; i < 5; i++) register.push((await c.post('/api/auth/register', { username: unique('r'), email, password: 'geslo-12345', terms_accepted: true })).statusCode);
    // A taken address answers as a new one (issue 19, #4); the per-address limit still counts it.
    expect(register).toEqual([201, 201, 201, 429, 429]);
    const resend = [];
    for (let i = 0; i < 5; i++) resend.push((await c.post('/api/resend-verification', { username: 'nekdo' })).statusCode);
    expect(resend).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('an invitation token works only for its own invitation', () => {
  it("a token is refused with another invitation's community, even one the same person is invited to", async () => {
    const host = await loggedIn(t.app);
    const x = await newCommunity(host.client);
    const y = await newCommunity(host.client);
    const invitee = await loggedIn(t.app);
    const email = invitee.user.email;
    expect((await host.client.post(`/api/communities/${x.id}/invites`, { email })).statusCode).toBe(201);
    const tokenX = await tokenFrom(email, '/accept-invitation?token=');
    expect((await host.client.post(`/api/communities/${y.id}/invites`, { email })).statusCode).toBe(201);
    const tokenY = await tokenFrom(email, '/accept-invitation?token=');
    expect(tokenX).not.toBe(tokenY);

    const details = await invitee.client.get(`/api/communities/invitation-details?token=${tokenX}&community_id=${y.id}`);
    expect([details.statusCode, details.json().error_kind]).toEqual([404, 'invalid']);
    const crossed = await invitee.client.post('/api/communities/accept-invitation', { token: tokenX, community_id: y.id });
    expect([crossed.statusCode, crossed.json().error_kind]).toEqual([404, 'invalid']);
    const memberships = () => t.database.db.selectFrom('community_users').select('community_id').where('user_id', '=', invitee.user.id).execute();
    expect(await memberships()).toEqual([]);

    // Each token still opens its own invitation, once.
    expect((await invitee.client.post('/api/communities/accept-invitation', { token: tokenY, community_id: y.id })).statusCode).toBe(200);
    expect((await invitee.client.post('/api/communities/accept-invitation', { token: tokenY, community_id: x.id })).json().error_kind).toBe('invalid');
    expect((await invitee.client.post('/api/communities/accept-invitation', { token: tokenX, community_id: x.id })).statusCode).toBe(200);
    expect((await memberships()).map((m) => m.community_id).sort((a, b) => a - b)).toEqual([x.id, y.id].sort((a, b) => a - b));
  });

  it("a new address cannot register with another invitation's token", async () => {
    const host = await loggedIn(t.app);
    const x = await newCommunity(host.client);
    const first = `${unique('a')}@zbor.test`.toLowerCase();
    const second = `${unique('b')}@zbor.test`.toLowerCase();
    await host.client.post(`/api/communities/${x.id}/invites`, { email: first });
    await host.client.post(`/api/communities/${x.id}/invites`, { email: second });
    const tokenFirst = await tokenFrom(first, '/verify-or-invite/');
    const res = await new Client(t.app).post('/api/register-invited-user', { username: unique('b'), password: 'geslo-123', community_id: x.id, invitation_token: tokenFirst, email: second });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.invitationEmailMismatch);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', second).executeTakeFirst()).toBeUndefined();
  });
});
