import { errors, success } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newUser } from '../factories.ts';
import { sha256 } from '../../src/tokens.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (c: Client, body: Record<string, unknown>) =>
  c.post('/api/auth/register', { password: 'geslo-1234', terms_accepted: true, ...body });

async function lastMailTo(email: string): Promise<string> {
  const mails = (await t.outbox()).filter((m) => m.includes(`To: ${email}`));
  expect(mails.length).toBeGreaterThan(0);
  return mails[mails.length - 1];
}

describe('registration', () => {
  it('creates an unverified user and mails a 24-character verification link', async () => {
    const c = new Client(t.app);
    const res = await register(c, { username: 'Marija', email: 'Marija@Zbor.si', display_name: 'Marija K.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: success.registered,
      user: { username: 'Marija', email: 'marija@zbor.si', email_verified: false },
    });
    const mail = await lastMailTo('marija@zbor.si');
    const link = linkFrom(mail, 'http://localhost:8080/verify-email/');
    expect(link.split('/').pop()).toHaveLength(24);
    // An .eml file is an RFC 5322 message: every line ends with CRLF (issue 58, #21).
    expect(mail).toMatch(/\r\n\r\n/);
    expect(mail).not.toMatch(/[^\r]\n/);
  });

  it.each([
    [{ username: '', email: 'a@b.si' }, 'username', errors.usernameRequired],
    [{ username: 'ab', email: 'a@b.si' }, 'username', errors.usernameLength],
    [{ username: 'ime s presledki', email: 'a@b.si' }, 'username', errors.usernameChars],
    [{ username: 'janez', email: '' }, 'email', errors.emailRequired],
    [{ username: 'janez', email: 'ni-naslov' }, 'email', errors.emailInvalid],
    [{ username: 'janez', email: 'j@b.si', password: '' }, 'password', errors.passwordRequired],
    [{ username: 'janez', email: 'j@b.si', password: 'kratko' }, 'password', errors.passwordMin],
    [{ username: 'janez', email: 'j@b.si', display_name: 'x'.repeat(101) }, 'display_name', errors.displayNameTooLong],
  ])('refuses %j with the message for %s', async (body, field, message) => {
    const res = await register(new Client(t.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
  });

  it('refuses registration when the terms are explicitly not accepted', async () => {
    const res = await register(new Client(t.app), { username: 'brezpogojev', email: 'bp@zbor.si', terms_accepted: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.termsRequired);
  });

  it('refuses a taken username (any case) with 409; a taken e-mail answers as a new one and creates nothing', async () => {
    const existing = await newUser(t.app, { username: 'Tenor' });
    const c = new Client(t.app);
    const byName = await register(c, { username: 'tenor', email: 'drug@zbor.si' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().error).toBe(errors.usernameTaken);
    const byMail = await register(c, { username: 'drugtenor', email: existing.email.toUpperCase() });
    expect(byMail.statusCode).toBe(201);
    expect(byMail.json()).toEqual({ message: success.registered, user: { username: 'drugtenor', email: existing.email, email_verified: false } });
    expect(await t.app.ctx.repos.users.findByUsername('drugtenor')).toBeUndefined();
    // The owner hears of it, with the way to reset the password.
    const mail = await lastMailTo(existing.email);
    expect(mail).toContain('http://localhost:8080/forgot-password');
  });
});

describe('registration is done when it is answered (issue 56)', () => {
  it('logging in right after registering answers 401 email_verified: false, and the admin console lists the user at once', async () => {
    const c = new Client(t.app);
    const username = `takoj${Date.now().toString(36)}`;
    expect((await register(c, { username, email: `${username}@zbor.si` })).statusCode).toBe(201);
    const login = await c.post('/api/login', { username, password: 'geslo-1234' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ email_verified: false, message: errors.emailNotVerified });
    const { client: admin } = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const list = await admin.get(`/api/gl_admin/users/unverified?search=${username}`);
    expect(list.json().users.map((u: { username: string }) => u.username)).toEqual([username]);
    // The verification mail was queued with the account: it is in the outbox, not in memory.
    const row = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', `${username}@zbor.si`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'verify', state: 'pending' });
  });

  it('two registrations with one username at the same moment: exactly one 201 and one 409 with the spec message', async () => {
    const username = `dvojnik${Date.now().toString(36)}`;
    const answers = await Promise.all(
      ['a', 'b'].map((x) => register(new Client(t.app), { username, email: `${username}.${x}@zbor.si` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ error: errors.usernameTaken, details: { username: errors.usernameTaken } });
    expect(await t.app.ctx.repos.users.findByUsername(username)).toBeTruthy();
  });
});

describe('e-mail verification and login', () => {
  it('blocks login until verified, then verifies once and logs in', async () => {
    const c = new Client(t.app);
    await register(c, { username: 'alt', email: 'alt@zbor.si' });
    const blocked = await c.post('/api/login', { username: 'alt', password: 'geslo-1234' });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ email_verified: false, message: errors.emailNotVerified });

    const token = linkFrom(await lastMailTo('alt@zbor.si'), 'http://localhost:8080/verify-email/').split('/').pop()!;
    const first = await c.get(`/api/verify-email/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('verified');
    const again = await c.get(`/api/verify-email/${token}`);
    expect(again.json().status).toBe('already');

    const ok = await c.post('/api/login', { username: 'alt', password: 'geslo-1234' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ username: 'alt', email_verified: true, role: 'user' });
    expect(ok.json().user).not.toHaveProperty('password_hash');
    expect((await c.get('/api/profile')).statusCode).toBe(200);
  });

  it('keeps every link sent valid after a resend: the first one verifies, then all of them end', async () => {
    const c = new Client(t.app);
    await register(c, { username: 'prvapošta', email: 'prva@zbor.si' });
    expect((await c.post('/api/resend-verification', { username: 'prvapošta' })).statusCode).toBe(200);
    expect((await c.post('/api/resend-verification', { username: 'prva@zbor.si' })).statusCode).toBe(200);
    const tokens = (await t.outbox())
      .filter((m) => m.includes('To: prva@zbor.si'))
      .map((m) => linkFrom(m, 'http://localhost:8080/verify-email/').split('/').pop()!);
    expect(new Set(tokens).size).toBe(3);
    // Outbox files of one millisecond do not sort by time: which link is "first" is told by the database.
    const created = await t.database.db.selectFrom('email_tokens').select(['token_hash', 'id']).where('kind', '=', 'verify').execute();
    const order = new Map(created.map((r) => [r.token_hash, r.id]));
    const [first, ...later] = tokens.sort((a, b) => order.get(sha256(a))! - order.get(sha256(b))!);

    const verified = await c.get(`/api/verify-email/${first}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('verified');
    expect((await c.post('/api/login', { username: 'prvapošta', password: 'geslo-1234' })).statusCode).toBe(200);
    // The later links answer as a used one does, and verify nothing again.
    for (const token of later) {
      const res = await new Client(t.app).get(`/api/verify-email/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('already');
    }
    const user = (await t.app.ctx.repos.users.findByUsername('prvapošta'))!;
    const unused = await t.database.db
      .selectFrom('email_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'verify')
      .where('used_at', 'is', null)
      .execute();
    expect(unused).toEqual([]);
  });

  it('a link sent to an earlier address does not verify the address the account has now', async () => {
    const { client } = await loggedIn(t.app);
    expect((await client.put('/api/profile', { email: 'prvi.naslov@zbor.si' })).statusCode).toBe(200);
    expect((await client.put('/api/profile', { email: 'drugi.naslov@zbor.si' })).statusCode).toBe(200);
    const old = linkFrom(await lastMailTo('prvi.naslov@zbor.si'), 'http://localhost:8080/verify-email/').split('/').pop()!;
    const current = linkFrom(await lastMailTo('drugi.naslov@zbor.si'), 'http://localhost:8080/verify-email/').split('/').pop()!;
    const refused = await client.get(`/api/verify-email/${old}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(errors.verifyTokenInvalid);
    expect((await client.get('/api/profile')).json().email_verified).toBe(false);
    expect((await client.get(`/api/verify-email/${current}`)).json().status).toBe('verified');
  });

  it('accepts the e-mail address as login name', async () => {
    const u = await newUser(t.app);
    const res = await new Client(t.app).post('/api/login', { username: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown, a malformed and an expired verification token', async () => {
    const c = new Client(t.app);
    expect((await c.get('/api/verify-email/AAAAAAAAAAAAAAAAAAAAAAAA')).json().error).toBe(errors.verifyTokenInvalid);
    expect((await c.get('/api/verify-email/short')).statusCode).toBe(400);
    await register(c, { username: 'pozni', email: 'pozni@zbor.si' });
    const token = linkFrom(await lastMailTo('pozni@zbor.si'), 'http://localhost:8080/verify-email/').split('/').pop()!;
    t.clock.advance(49 * 3600_000);
    try {
      const res = await c.get(`/api/verify-email/${token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(errors.verifyTokenInvalid);
    } finally {
      t.clock.advance(-49 * 3600_000);
    }
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    const wrong = await c.post('/api/login', { username: u.username, password: 'napačno-geslo' });
    const unknown = await c.post('/api/login', { username: 'nikogar', password: 'napačno-geslo' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error).toBe(errors.loginFailed);
  });

  it('does not reveal that an unverified account exists without its password', async () => {
    await newUser(t.app, { username: 'skrit', verified: false });
    const res = await new Client(t.app).post('/api/login', { username: 'skrit', password: 'napačno-geslo' });
    expect(res.json()).toEqual({ error: errors.loginFailed });
  });

  it('requires both fields', async () => {
    const res = await new Client(t.app).post('/api/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.loginRequired);
  });

  it('resend-verification answers neutrally and mails only an unverified account', async () => {
    await newUser(t.app, { username: 'neprev', email: 'neprev@zbor.si', verified: false });
    const c = new Client(t.app);
    const before = (await t.outbox()).length;
    const known = await c.post('/api/resend-verification', { username: 'neprev' });
    const unknown = await c.post('/api/resend-verification', { username: 'nihče' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect((await t.outbox()).length).toBe(before + 1);
  });
});

describe('sessions', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and a new session id at every login', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    const first = await c.post('/api/login', { username: u.username, password: u.password });
    const cookie = first.cookies.find((k) => k.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const sid1 = c.cookies.get('sid');
    await c.post('/api/login', { username: u.username, password: u.password });
    const sid2 = c.cookies.get('sid');
    expect(sid2).not.toBe(sid1);
    const old = new Client(t.app);
    old.cookies.set('sid', sid1!);
    expect((await old.get('/api/profile')).statusCode).toBe(401);
  });

  it('a read sent with the old cookie beside a new login does not log the new session out', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    await c.post('/api/login', { username: u.username, password: u.password });
    const oldSid = c.cookies.get('sid')!;
    // Logging in again ends the old session; a read that went out with its cookie is answered after.
    await c.post('/api/login', { username: u.username, password: u.password });
    const stale = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: { cookie: `sid=${oldSid}` } });
    expect(stale.statusCode).toBe(401);
    // The answer carries no cookie: clearing 'sid' would delete the browser's new one.
    expect(stale.headers['set-cookie']).toBeUndefined();
    expect((await c.get('/api/profile')).statusCode).toBe(200);
  });

  it('logout deletes the session so the old cookie is useless', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    await c.post('/api/login', { username: u.username, password: u.password });
    const sid = c.cookies.get('sid')!;
    // Read just before: the session lookup is cached for a moment, and logout must end that too.
    expect((await c.get('/api/profile')).statusCode).toBe(200);
    expect((await c.post('/api/logout')).statusCode).toBe(200);
    const replay = new Client(t.app);
    replay.cookies.set('sid', sid);
    expect((await replay.get('/api/profile')).statusCode).toBe(401);
  });

  it('a change to the user (role) is seen by the very next request of a session', async () => {
    const owner = await loggedIn(t.app);
    const song = (await owner.client.post('/api/songs', { title: 'Zasebna pesem' })).json().song;
    const { client, user } = await loggedIn(t.app);
    // The policy reads the role from the session: someone else's personal song is hidden …
    expect((await client.get(`/api/songs/${song.id}`)).statusCode).toBe(404);
    await t.app.ctx.repos.users.update(user.id, { role: 'global_admin' });
    // … and shown to a global admin from the next request on, though the session was just read.
    expect((await client.get(`/api/songs/${song.id}`)).statusCode).toBe(200);
  });

  it('expires after 14 idle days and after 60 days in all', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    await c.post('/api/login', { username: u.username, password: u.password });
    const day = 24 * 3600_000;
    try {
      t.clock.advance(13 * day);
      expect((await c.get('/api/profile')).statusCode).toBe(200); // touches last_seen_at
      t.clock.advance(13 * day);
      expect((await c.get('/api/profile')).statusCode).toBe(200);
      t.clock.advance(15 * day);
      expect((await c.get('/api/profile')).statusCode).toBe(401);
    } finally {
      t.clock.advance(-41 * day);
    }
    const d = new Client(t.app);
    await d.post('/api/login', { username: u.username, password: u.password });
    try {
      // Active every 12 days: never idle, but the absolute limit still ends it after 60 days.
      for (let i = 0; i < 4; i++) {
        t.clock.advance(12 * day);
        expect((await d.get('/api/profile')).statusCode).toBe(200);
      }
      t.clock.advance(11 * day);
      expect((await d.get('/api/profile')).statusCode).toBe(200);
      t.clock.advance(2 * day);
      expect((await d.get('/api/profile')).statusCode).toBe(401);
    } finally {
      t.clock.advance(-61 * day);
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    const before = (await t.outbox()).length;
    const known = await c.post('/api/auth/forgot-password', { email: u.email });
    const unknown = await c.post('/api/auth/forgot-password', { email: 'nihce@zbor.si' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(success.forgotNeutral);
    expect((await t.outbox()).length).toBe(before + 1);
  });

  it('requires the e-mail', async () => {
    const res = await new Client(t.app).post('/api/auth/forgot-password', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.forgotEmailRequired);
  });

  it('resets with a single-use token and ends every session of the user', async () => {
    const u = await newUser(t.app);
    const other = new Client(t.app);
    await other.post('/api/login', { username: u.username, password: u.password });
    expect((await other.get('/api/profile')).statusCode).toBe(200);
    const c = new Client(t.app);
    await c.post('/api/auth/forgot-password', { email: u.email });
    const token = linkFrom(await lastMailTo(u.email), 'http://localhost:8080/reset-password/').split('/').pop()!;
    expect(token).toHaveLength(43);
    expect((await c.get(`/api/auth/verify-reset-token/${token}`)).statusCode).toBe(200);

    const short = await c.post('/api/auth/reset-password', { token, password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(errors.passwordMin);
    const empty = await c.post('/api/auth/reset-password', { token, password: '' });
    expect(empty.json().error).toBe(errors.passwordRequired);

    const ok = await c.post('/api/auth/reset-password', { token, password: 'novo-geslo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(success.passwordReset);
    expect((await other.get('/api/profile')).statusCode).toBe(401);
    expect((await c.post('/api/login', { username: u.username, password: 'novo-geslo' })).statusCode).toBe(200);

    const reuse = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'tretje-geslo' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe(errors.resetTokenInvalid);
    expect((await c.get(`/api/auth/verify-reset-token/${token}`)).statusCode).toBe(400);
  });

  it('refuses a reset token after one hour and an unknown one', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    await c.post('/api/auth/forgot-password', { email: u.email });
    const token = linkFrom(await lastMailTo(u.email), 'http://localhost:8080/reset-password/').split('/').pop()!;
    t.clock.advance(61 * 60_000);
    try {
      const res = await c.post('/api/auth/reset-password', { token, password: 'novo-geslo' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(errors.resetTokenInvalid);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
    expect((await c.get(`/api/auth/verify-reset-token/${'x'.repeat(43)}`)).statusCode).toBe(400);
  });

  it('only the latest reset link works', async () => {
    const u = await newUser(t.app);
    const c = new Client(t.app);
    await c.post('/api/auth/forgot-password', { email: u.email });
    const first = linkFrom(await lastMailTo(u.email), 'http://localhost:8080/reset-password/').split('/').pop()!;
    await c.post('/api/auth/forgot-password', { email: u.email });
    expect((await c.get(`/api/auth/verify-reset-token/${first}`)).statusCode).toBe(400);
  });
});
