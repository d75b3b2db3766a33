import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function seed(userId: number, n: number) {
  for (let i = 1; i <= n; i++) {
    await t.app.ctx.services.notifications.notify([userId], {
      type: 'event_created',
      content: `Obvestilo ${i}`,
      reference_type: i % 2 ? 'event' : 'community',
      reference_id: i,
    });
    t.clock.advance(1000);
  }
}

describe('notifications', () => {
  it('need a logged-in user', async () => {
    const c = new Client(t.app);
    expect((await c.get('/api/notifications')).statusCode).toBe(401);
    expect((await c.get('/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await c.put('/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('lists newest first with counts, pages with limit and offset, and filters unread', async () => {
    const { client, user } = await loggedIn(t.app);
    await seed(user.id, 25);
    const page1 = (await client.get('/api/notifications?limit=20&offset=0')).json();
    expect(page1.total_count).toBe(25);
    expect(page1.unread_count).toBe(25);
    expect(page1.notifications).toHaveLength(20);
    expect(page1.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'event_created',
      content: 'Obvestilo 25',
      is_read: false,
      created_at: expect.any(String),
      reference_type: 'event',
      reference_id: 25,
    });
    const page2 = (await client.get('/api/notifications?limit=20&offset=20')).json();
    expect(page2.notifications.map((n: { content: string }) => n.content)).toEqual([
      'Obvestilo 5', 'Obvestilo 4', 'Obvestilo 3', 'Obvestilo 2', 'Obvestilo 1',
    ]);

    await client.put(`/api/notifications/${page1.notifications[0].id}/read`);
    const unread = (await client.get('/api/notifications?unread_only=true&limit=100')).json();
    expect(unread.notifications).toHaveLength(24);
    expect(unread.total_count).toBe(24);
    expect((await client.get('/api/notifications/unread-count')).json()).toEqual({ unread_count: 24 });
  });

  it('marks one read, marks all read, deletes and keeps the counts right', async () => {
    const { client, user } = await loggedIn(t.app);
    await seed(user.id, 3);
    const list = (await client.get('/api/notifications')).json().notifications;
    const read = await client.put(`/api/notifications/${list[0].id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().notification.is_read).toBe(true);
    await client.delete(`/api/notifications/${list[1].id}`);
    let after = (await client.get('/api/notifications')).json();
    expect(after.total_count).toBe(2);
    expect(after.unread_count).toBe(1);
    const all = await client.put('/api/notifications/read-all');
    expect(all.json().unread_count).toBe(0);
    after = (await client.get('/api/notifications')).json();
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });

  it("refuses to read, mark or delete another user's notification (404, unchanged)", async () => {
    const owner = await loggedIn(t.app);
    const intruder = await loggedIn(t.app);
    await seed(owner.user.id, 1);
    const [n] = (await owner.client.get('/api/notifications')).json().notifications;
    const mark = await intruder.client.put(`/api/notifications/${n.id}/read`);
    expect(mark.statusCode).toBe(404);
    expect(mark.json().error).toBe(errors.notificationNotFound);
    expect((await intruder.client.delete(`/api/notifications/${n.id}`)).statusCode).toBe(404);
    expect((await intruder.client.get('/api/notifications')).json().total_count).toBe(0);
    await intruder.client.put('/api/notifications/read-all');
    const still = (await owner.client.get('/api/notifications')).json();
    expect(still.total_count).toBe(1);
    expect(still.unread_count).toBe(1);
  });

  it('refuses bad query values', async () => {
    const { client } = await loggedIn(t.app);
    expect((await client.get('/api/notifications?limit=0')).statusCode).toBe(400);
    expect((await client.get('/api/notifications?limit=1000')).statusCode).toBe(400);
    expect((await client.get('/api/notifications?offset=-1')).statusCode).toBe(400);
    expect((await client.get('/api/notifications?unread_only=maybe')).statusCode).toBe(400);
    expect((await client.put('/api/notifications/abc/read')).statusCode).toBe(400);
  });

  it('notify() sends one notification per distinct user', async () => {
    const { client, user } = await loggedIn(t.app);
    await t.app.ctx.services.notifications.notify([user.id, user.id], { type: 'role_changed', content: 'Vloga spremenjena' });
    const res = (await client.get('/api/notifications')).json();
    expect(res.total_count).toBe(1);
    expect(res.notifications[0]).toMatchObject({ reference_type: null, reference_id: null });
  });
});
