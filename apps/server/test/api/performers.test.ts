import { errors, success } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');

function multipart(field: string, data: Buffer) {
  const boundary = '----zb' + Math.random().toString(16).slice(2);
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('performers', () => {
  it('admins create, list, edit, upload an image and delete; members read; others are refused', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    const base = `/api/communities/${c.id}/performers`;

    const empty = await admin.client.post(base, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(errors.performerNameRequired);

    const created = await admin.client.post(base, { name: 'Ana Horvat', description: 'sopran' });
    expect(created.statusCode).toBe(201);
    const p = created.json().performer;
    expect(created.json()).toMatchObject({ message: success.performerCreated, id: p.id });
    expect(p).toMatchObject({ name: 'Ana Horvat', description: 'sopran', community_id: c.id, community_name: c.name, image_url: null });

    const upload = multipart('image', PNG);
    const img = await admin.client.send('POST', `${base}/${p.id}/image`, upload.payload, upload.headers);
    expect(img.statusCode).toBe(200);
    const url: string = img.json().image_url;
    expect(url).toMatch(/^\/api\/uploads\/performer-images\/.+\.png$/);

    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const list = (await member.client.get(base)).json().performers;
    expect(list).toEqual([expect.objectContaining({ id: p.id, image_url: url })]);
    expect((await member.client.get(url)).statusCode).toBe(200);
    expect((await member.client.post(base, { name: 'Ne sme' })).statusCode).toBe(403);

    const outsider = await loggedIn(t.app);
    expect((await outsider.client.get(base)).statusCode).toBe(404);
    expect((await outsider.client.get(url)).statusCode).toBe(404);
    expect((await new Client(t.app).get(base)).statusCode).toBe(401);

    const forged = await admin.client.put(`${base}/${p.id}`, { name: 'Ana', image_url: 'https://evil.example/x.png' });
    expect(forged.statusCode).toBe(400);
    const edited = await admin.client.put(`${base}/${p.id}`, { name: 'Ana Horvat Novak', description: '', image_url: url });
    expect(edited.json().performer).toMatchObject({ name: 'Ana Horvat Novak', description: null, image_url: url });

    const bad = multipart('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const svg = await admin.client.send('POST', `${base}/${p.id}/image`, bad.payload, bad.headers);
    expect(svg.statusCode).toBe(415);

    expect((await admin.client.delete(`${base}/${p.id}`)).json().message).toBe(success.performerDeleted);
    expect((await admin.client.get(base)).json().performers).toEqual([]);
    expect((await admin.client.get(url)).statusCode).toBe(404);
    expect((await admin.client.delete(`${base}/${p.id}`)).statusCode).toBe(404);
  });

  it('a performer of another community cannot be reached through this one', async () => {
    const admin = await loggedIn(t.app);
    const mine = await newCommunity(admin.client);
    const other = await loggedIn(t.app);
    const theirs = await newCommunity(other.client);
    const p = (await other.client.post(`/api/communities/${theirs.id}/performers`, { name: 'Tuji' })).json().performer;
    expect((await admin.client.put(`/api/communities/${mine.id}/performers/${p.id}`, { name: 'Ukradeni' })).statusCode).toBe(404);
  });
});
