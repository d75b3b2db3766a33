import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';
import { PNG } from '../security/world.ts';

/**
 * Who owns what (issue 19, docs/quality.md, Security suite): a profile photo is set only by its
 * owner's upload and removed only by its owner; a file is deleted only by its owner's action.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', 'profile-images', url.split('/').pop()!);
const imageInDb = async (id: number) => (await t.database.db.selectFrom('users').select('profile_image').where('id', '=', id).executeTakeFirstOrThrow()).profile_image;

async function uploadPhoto(c: Client): Promise<string> {
  const m = multipart('profile_image', 'jaz.png', 'image/png', PNG);
  const res = await c.send('POST', '/api/profile/upload-image', m.payload, m.headers);
  expect(res.statusCode).toBe(200);
  return res.json().image_url as string;
}

describe('profile photo: set by upload, removed by its owner only', () => {
  it("PUT /api/profile cannot take another member's photo, nor delete it afterwards", async () => {
    const victim = await loggedIn(t.app);
    const thief = await loggedIn(t.app);
    const url = await uploadPhoto(victim.client);
    const email = thief.user.email;
    for (const field of ['profile_image', 'profileImage']) {
      const res = await thief.client.put('/api/profile', { email, [field]: url });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile_image).toBeNull();
      expect(await imageInDb(thief.user.id)).toBeNull();
      await thief.client.put('/api/profile', { email, [field]: null });
      await thief.client.put('/api/profile', { email, [field]: '' });
    }
    expect(existsSync(fileOf(url))).toBe(true);
    expect(await imageInDb(victim.user.id)).toBe(url);
  });

  it('PUT /api/profile takes no foreign or crafted URL', async () => {
    const { client, user } = await loggedIn(t.app);
    for (const bad of ['https://zlo.example/a.png', '/api/uploads/../../api/logout', '/api/uploads/profile-images/x.png', 'javascript:alert(1)']) {
      const res = await client.put('/api/profile', { email: user.email, profile_image: bad });
      expect(res.statusCode).toBe(200);
      expect(await imageInDb(user.id)).toBeNull();
    }
  });

  it('PUT /api/profile keeps the uploaded photo, whatever profile_image says', async () => {
    const { client, user } = await loggedIn(t.app);
    const url = await uploadPhoto(client);
    await client.put('/api/profile', { email: user.email, profile_image: null });
    expect(await imageInDb(user.id)).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('DELETE /api/profile/image removes only the caller\'s own photo and file', async () => {
    const a = await loggedIn(t.app);
    const b = await loggedIn(t.app);
    const urlA = await uploadPhoto(a.client);
    const urlB = await uploadPhoto(b.client);
    const res = await a.client.send('DELETE', '/api/profile/image');
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_image).toBeNull();
    expect(existsSync(fileOf(urlA))).toBe(false);
    expect(await imageInDb(a.user.id)).toBeNull();
    expect(existsSync(fileOf(urlB))).toBe(true);
    expect(await imageInDb(b.user.id)).toBe(urlB);
    // Again with nothing to remove: still fine.
    expect((await a.client.send('DELETE', '/api/profile/image')).statusCode).toBe(200);
  });

  it('a file another user still points at (data from before the fix) is not deleted by the other', async () => {
    const owner = await loggedIn(t.app);
    const borrower = await loggedIn(t.app);
    const url = await uploadPhoto(owner.client);
    await t.database.db.updateTable('users').set({ profile_image: url }).where('id', '=', borrower.user.id).execute();
    expect((await borrower.client.send('DELETE', '/api/profile/image')).statusCode).toBe(200);
    expect(existsSync(fileOf(url))).toBe(true);
    await uploadPhoto(borrower.client);
    expect(existsSync(fileOf(url))).toBe(true);
    expect(await imageInDb(owner.user.id)).toBe(url);
  });

  it('the page CSP loads images only from this site, data: and blob:', async () => {
    const { client } = await loggedIn(t.app);
    const res = await client.get(await uploadPhoto(client));
    const csp = String(res.headers['content-security-policy']);
    const img = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src'));
    expect(img).toBe("img-src 'self' data: blob:");
  });
});
