import { errors, inviteLimits } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';

/**
 * Invitation e-mails (issue 19, #3; docs/quality.md, Security suite): any user could create a
 * community and send 40 invitations to one address, with the community's name (a fake link text)
 * in the subject and body. Now: one open invitation per address and community (inviting again
 * resends it), limits per inviter, community and address counted from the database, and a name
 * that carries no link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
let seq = 0;
const address = (tag: string) => `${tag}${++seq}.${Date.now().toString(36)}@zbor.test`;

/** Mails to `email` so far, decoded from quoted-printable. */
async function mailsTo(email: string): Promise<string[]> {
  const decode = (eml: string) =>
    Buffer.from(
      eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return (await t.outbox()).filter((m) => m.includes(`To: ${email}`)).map(decode);
}

const invite = (c: Client, communityId: number, email: string) => c.post(`/api/communities/${communityId}/invites`, { email });

describe('the finding: 40 invitations to one address', () => {
  it('the first is sent, repeats within ten minutes are refused, later ones resend the one open invitation', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const email = address('tarca');
    const first = await invite(client, c.id, email);
    expect(first.statusCode).toBe(201);
    expect(first.json().resent).toBe(false);
    const firstToken = linkFrom((await mailsTo(email))[0], 'http://localhost:8080/verify-or-invite/').split('/').pop()!;

    const burst: number[] = [];
    for (let i = 0; i < 39; i++) burst.push((await invite(client, c.id, email)).statusCode);
    expect(burst).toEqual(Array(39).fill(429));
    const again = await invite(client, c.id, email);
    expect(again.json().error).toBe(errors.inviteResendTooSoon);
    expect(await mailsTo(email)).toHaveLength(1);

    t.clock.advance(inviteLimits.resendMinutes * MINUTE + 1000);
    const resent = await invite(client, c.id, ` ${email.toUpperCase()} `.trim());
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ resent: true, invitation: { id: first.json().invitation.id } });
    const open = await t.database.db.selectFrom('invitations').select('id').where('email', '=', email).where('community_id', '=', c.id).execute();
    expect(open).toHaveLength(1);
    // The resent mail carries a new link; the old one ended (only the hash of one token is kept).
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newToken = linkFrom(mails[1], 'http://localhost:8080/verify-or-invite/').split('/').pop()!;
    expect(newToken).not.toBe(firstToken);
    const anon = new Client(t.app);
    expect((await anon.get(`/api/invitations/details?token=${firstToken}`)).json().error_kind).toBe('invalid');
    expect((await anon.get(`/api/invitations/details?token=${newToken}`)).statusCode).toBe(200);
  });

  it(`one address gets at most ${inviteLimits.perAddressDay} invitation mails a day, from any communities and inviters`, async () => {
    const email = address('zasuta');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // A new account and a new community each time: the count is by the address, not the sender.
      const { client } = await loggedIn(t.app);
      const c = await newCommunity(client);
      const res = await invite(client, c.id, email);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toBe(errors.inviteLimitAddress);
    }
    expect(statuses).toEqual([...Array(inviteLimits.perAddressDay).fill(201), ...Array(8 - inviteLimits.perAddressDay).fill(429)]);
    expect(await mailsTo(email)).toHaveLength(inviteLimits.perAddressDay);
    // Resends of one open invitation count too.
    t.clock.advance(DAY_PLUS);
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    let sent = 0;
    for (let i = 0; i < 8; i++) {
      if ((await invite(client, c.id, email)).statusCode === 201) sent++;
      t.clock.advance(inviteLimits.resendMinutes * MINUTE + 1000);
    }
    expect(sent).toBe(inviteLimits.perAddressDay);
  });
});

const DAY_PLUS = 24 * HOUR + MINUTE;

describe('limits per inviter and per community', () => {
  it(`an inviter sends at most ${inviteLimits.perInviterHour} an hour and ${inviteLimits.perInviterDay} a day`, async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const other = await newCommunity(client); // a second community of the same inviter shares the count
    let sent = 0;
    for (let i = 0; i < inviteLimits.perInviterHour; i++) if ((await invite(client, i % 2 ? c.id : other.id, address('a'))).statusCode === 201) sent++;
    expect(sent).toBe(inviteLimits.perInviterHour);
    const over = await invite(client, other.id, address('a'));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(errors.inviteLimitInviter);
    t.clock.advance(HOUR + MINUTE);
    for (;;) {
      const res = await invite(client, sent % 2 ? c.id : other.id, address('a'));
      if (res.statusCode !== 201) {
        expect(res.statusCode).toBe(429);
        expect(res.json().error).toBe(errors.inviteLimitInviter);
        break;
      }
      sent++;
      if (sent % inviteLimits.perInviterHour === 0) t.clock.advance(HOUR + MINUTE);
    }
    expect(sent).toBe(inviteLimits.perInviterDay);
    t.clock.advance(DAY_PLUS);
    expect((await invite(client, c.id, address('a'))).statusCode).toBe(201);
  });

  it(`a community sends at most ${inviteLimits.perCommunityHour} an hour, whoever of its admins invites`, async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const admins = [owner.client];
    for (let i = 0; i < 2; i++) {
      const a = await loggedIn(t.app);
      await addMember(t.app, a.user.id, c.id, 'community_admin');
      admins.push(a.client);
    }
    let sent = 0;
    for (let i = 0; i < inviteLimits.perCommunityHour; i++) if ((await invite(admins[i % 3], c.id, address('b'))).statusCode === 201) sent++;
    expect(sent).toBe(inviteLimits.perCommunityHour);
    const over = await invite(admins[2], c.id, address('b'));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(errors.inviteLimitCommunity);
  });

  it('the counts live in the database: sends logged by another server instance count, and deleting the community does not reset them', async () => {
    const { client, user } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const now = t.clock.now().toISOString();
    const rows = Array.from({ length: inviteLimits.perInviterHour }, (_, i) => ({
      invitation_id: null,
      community_id: 999_000 + i,
      invited_by: user.id,
      email: address('drugje'),
      sent_at: now,
    }));
    await t.database.db.insertInto('invitation_sends').values(rows).execute();
    const res = await invite(client, c.id, address('c'));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(errors.inviteLimitInviter);

    const email = address('izbrisana');
    const first = await loggedIn(t.app);
    const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    for (let i = 0; i < inviteLimits.perAddressDay; i++) {
      const k = await newCommunity(first.client);
      expect((await invite(first.client, k.id, email)).statusCode).toBe(201);
      expect((await root.client.delete(`/api/gl_admin/communities/${k.id}`)).statusCode).toBe(200);
    }
    const k = await newCommunity(first.client);
    expect((await invite(first.client, k.id, email)).statusCode).toBe(429);
  });

  it("the global admin console's invitations count the same way", async () => {
    const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const email = address('konzola');
    expect((await root.client.post('/api/gl_admin/invitations/create', { email, community_id: c.id, make_primary: true })).statusCode).toBe(201);
    const again = await root.client.post('/api/gl_admin/invitations/create', { email, community_id: c.id, make_primary: true });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe(errors.inviteResendTooSoon);
  });
});

describe("the community's name in the mail", () => {
  it.each([
    ['https://zbor-login.example/prijava', errors.communityNameLink],
    ['Prijava na www.zbor-login', errors.communityNameLink],
    ['Obiščite zbor-login.com zdaj', errors.communityNameLink],
    ['Pišite na skrbnik@zbor.test', errors.communityNameLink],
    ['Zbor \u202Emoc.nigol', errors.communityNameHidden],
    ['Zbor\u200B sv. Ane', errors.communityNameHidden],
  ])('a community named %j is refused', async (name, message) => {
    const { client } = await loggedIn(t.app);
    const res = await client.post('/api/communities', { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.name).toBe(message);
    const c = await newCommunity(client);
    const edit = await client.put(`/api/communities/${c.id}`, { name });
    expect(edit.statusCode).toBe(400);
  });

  it('a name from before the fix is inert: not in the subject, and no link in the text or HTML', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client, { name: 'Zbor sv. Ane' });
    expect((await newCommunity(client, { name: 'Mešani zbor sv. Cecilije' })).id).toBeGreaterThan(0); // ordinary names pass
    await t.database.db.updateTable('communities').set({ name: 'Potrdite račun na https://zbor-login.example/x \u202E' }).where('id', '=', c.id).execute();
    const email = address('fisher');
    expect((await invite(client, c.id, email)).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    const subject = mail.match(/^Subject: (.*)$/m)![1];
    expect(subject).not.toMatch(/zbor-login|https/);
    expect(mail).not.toContain('https://zbor-login');
    expect(mail).not.toContain('zbor-login.example');
    expect(mail).not.toContain('\u202E');
    expect(mail).toContain('zbor-login . example');
  });
});
