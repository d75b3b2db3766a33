import { errors, success } from '@zborovodja/contracts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex'),
]);

function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = '----zb' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(c: Client, field: string, filename: string, type: string, data: Buffer) {
  const m = multipart(field, filename, type, data);
  return c.send('POST', '/api/profile/upload-image', m.payload, m.headers);
}

describe('profile', () => {
  it('needs a logged-in user', async () => {
    const c = new Client(t.app);
    expect((await c.get('/api/profile')).statusCode).toBe(401);
    expect((await c.put('/api/profile', { email: 'a@b.si' })).json().error).toBe(errors.unauthenticated);
  });

  it('returns the profile in both spellings and no secrets', async () => {
    const { client, user } = await loggedIn(t.app);
    const res = await client.get('/api/profile');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ id: user.id, username: user.username, email: user.email, role: 'user', email_verified: true, communities: [], group: null });
    expect(p).toHaveProperty('displayName');
    expect(p).toHaveProperty('profileImage');
    expect(JSON.stringify(p)).not.toMatch(/argon2|password/);
  });

  it('lists the communities with role and voice part, the primary first and then by name (read in one statement)', async () => {
    const { client, user } = await loggedIn(t.app);
    const owner = await loggedIn(t.app);
    const tag = Math.random().toString(36).slice(2, 6);
    const made: { id: number; name: string }[] = [];
    for (const name of [`Beta ${tag}`, `Alfa ${tag}`, `Cerkveni zbor Žiri ${tag}`]) made.push(await newCommunity(owner.client, { name }));
    for (const c of made) await addMember(t.app, user.id, c.id);
    // The first community joined became the primary one; the last is made primary instead.
    await t.database.db.updateTable('community_users').set({ is_primary: 0 }).where('user_id', '=', user.id).execute();
    await t.database.db.updateTable('community_users').set({ is_primary: 1, voice_part: 'alt' }).where('user_id', '=', user.id).where('community_id', '=', made[2].id).execute();
    await t.database.db.updateTable('community_users').set({ role: 'community_admin' }).where('user_id', '=', user.id).where('community_id', '=', made[0].id).execute();
    const p = (await client.get('/api/profile')).json();
    expect(p.group).toBe(`Cerkveni zbor Žiri ${tag}`);
    expect(p.communities).toEqual([
      { id: made[2].id, name: `Cerkveni zbor Žiri ${tag}`, role: 'member', is_primary: true, voice_part: 'alt' },
      { id: made[1].id, name: `Alfa ${tag}`, role: 'member', is_primary: false, voice_part: null },
      { id: made[0].id, name: `Beta ${tag}`, role: 'community_admin', is_primary: false, voice_part: null },
    ]);
  });

  it('updates the display name and validates the e-mail', async () => {
    const { client } = await loggedIn(t.app);
    const bad = await client.put('/api/profile', { email: 'ni-veljaven', displayName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(errors.emailInvalid);
    const me = (await client.get('/api/profile')).json();
    const ok = await client.put('/api/profile', { email: me.email, displayName: 'Ana Novak' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ display_name: 'Ana Novak', displayName: 'Ana Novak', email_verified: true });
  });

  it('ignores attempts to set role or verification through the profile', async () => {
    const { client } = await loggedIn(t.app, await newUser(t.app, { verified: true }));
    const me = (await client.get('/api/profile')).json();
    const res = await client.put('/api/profile', { email: me.email, role: 'global_admin', is_approved: true, id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, role: 'user' });
  });

  it('a new e-mail must be verified again; a taken one is refused', async () => {
    const other = await newUser(t.app);
    const { client } = await loggedIn(t.app);
    const taken = await client.put('/api/profile', { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(errors.emailTaken);
    const res = await client.put('/api/profile', { email: 'Nov.Naslov@Zbor.si' });
    expect(res.json()).toMatchObject({ email: 'nov.naslov@zbor.si', email_verified: false });
    const mail = (await t.outbox()).find((m) => m.includes('To: nov.naslov@zbor.si'))!;
    expect(linkFrom(mail, 'http://localhost:8080/verify-email/')).toBeTruthy();
  });

  it('ignores an image URL: the photo is set only by uploading (issue 19)', async () => {
    const { client } = await loggedIn(t.app);
    const me = (await client.get('/api/profile')).json();
    for (const url of ['javascript:alert(1)', 'https://example.org/a.png']) {
      const res = await client.put('/api/profile', { email: me.email, profileImage: url });
      expect(res.statusCode).toBe(200);
      expect(res.json().profileImage).toBeNull();
    }
  });
});

describe('change password', () => {
  it('checks the current password and the minimum length', async () => {
    const { client } = await loggedIn(t.app);
    const wrong = await client.post('/api/profile/change-password', { old_password: 'ni-pravo', new_password: 'dolgo-geslo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(errors.currentPasswordWrong);
    const short = await client.post('/api/profile/change-password', { old_password: 'geslo-1234', new_password: '1234567' });
    expect(short.json().error).toBe(errors.passwordMin);
    const missing = await client.post('/api/profile/change-password', { new_password: 'dolgo-geslo' });
    expect(missing.json().error).toBe(errors.currentPasswordRequired);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const user = await newUser(t.app);
    const here = (await loggedIn(t.app, user)).client;
    const elsewhere = (await loggedIn(t.app, user)).client;
    const res = await here.post('/api/profile/change-password', { old_password: user.password, new_password: 'čisto-novo-geslo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(success.passwordChanged);
    expect((await here.get('/api/profile')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/profile')).statusCode).toBe(401);
    const relogin = await new Client(t.app).post('/api/login', { username: user.username, password: 'čisto-novo-geslo' });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('send verification e-mail', () => {
  it('refuses when already verified and mails an unverified user', async () => {
    const { client } = await loggedIn(t.app);
    const already = await client.post('/api/profile/send-verification-email');
    expect(already.statusCode).toBe(400);
    expect(already.json().error).toBe(errors.alreadyVerified);
    const me = (await client.get('/api/profile')).json();
    await client.put('/api/profile', { email: `x${me.id}@drug.si` });
    const sent = await client.post('/api/profile/send-verification-email');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(success.verificationSent);
  });
});

describe('profile image upload', () => {
  it('stores a PNG under a random name, serves it with nosniff, and replaces the old one', async () => {
    const { client } = await loggedIn(t.app);
    const res = await upload(client, 'profile_image', '../../etc/passwd.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().image_url;
    expect(url).toMatch(/^\/api\/uploads\/profile-images\/[A-Za-z0-9_-]{32}\.png$/);
    const img = await client.get(url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect((await client.get('/api/profile')).json().profileImage).toBe(url);
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);

    const second = await upload(client, 'profile_image', 'b.png', 'image/png', PNG);
    const oldFile = path.join(t.dataDir, 'uploads', 'profile-images', url.split('/').pop()!);
    expect(second.statusCode).toBe(200);
    expect(existsSync(oldFile)).toBe(false);
  });

  it('decides the type by the bytes: HTML named .png and SVG are refused with 415', async () => {
    const { client } = await loggedIn(t.app);
    for (const [name, type, data] of [
      ['slika.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['slika.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['prazno.png', 'image/png', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(client, 'profile_image', name, type, data);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe(errors.imageRequired);
    }
    expect((await client.get('/api/profile')).json().profileImage).toBeNull();
  });

  it('refuses more than 5 MB with 413 and keeps nothing', async () => {
    const { client } = await loggedIn(t.app);
    const dir = path.join(t.dataDir, 'uploads', 'profile-images');
    const count = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = count();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(client, 'profile_image', 'velika.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(errors.imageTooLarge);
    expect(count()).toBe(before);
    expect((await client.get('/api/profile')).json().profileImage).toBeNull();
  });

  it('needs the profile_image field', async () => {
    const { client } = await loggedIn(t.app);
    const res = await upload(client, 'drugo', 'a.png', 'image/png', PNG);
    expect(res.statusCode).toBe(400);
  });
});
