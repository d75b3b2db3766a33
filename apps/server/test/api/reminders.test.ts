import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { HOUR } from '../../src/clock.ts';
import { openDatabase } from '../../src/db/database.ts';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';
import { startSmtpListener } from '../smtp.ts';

const ZONE = 'Europe/Ljubljana';

/** Date and HH:MM in Ljubljana of the instant `ms` from the app's now, to the minute. */
function at(t: TestApp, ms: number) {
  const d = DateTime.fromJSDate(new Date(t.clock.now().getTime() + ms)).setZone(ZONE);
  return { date: d.toFormat('yyyy-MM-dd'), time: d.toFormat('HH:mm') };
}

async function setup(t: TestApp, startInMs: number, title = 'Vaja za polnočnico') {
  const { client: admin, user: adminUser } = await loggedIn(t.app);
  const c = await newCommunity(admin);
  const pending = await newUser(t.app);
  const confirmed = await newUser(t.app);
  const declined = await newUser(t.app);
  for (const u of [pending, confirmed, declined]) await addMember(t.app, u.id, c.id);
  const res = await admin.post('/api/events', { title, ...at(t, startInMs), location: 'Cerkev sv. Jakoba', visibility: 'community', community_id: c.id });
  expect(res.statusCode).toBe(201);
  const eventId = res.json().event.id as number;
  expect((await admin.post(`/api/events/${eventId}/attendees`, { user_ids: [pending.id, confirmed.id, declined.id] })).statusCode).toBe(200);
  for (const [u, status] of [
    [confirmed, 'confirmed'],
    [declined, 'declined'],
  ] as const) {
    const { client } = await loggedIn(t.app, u);
    expect((await client.put(`/api/events/${eventId}/attendees/${u.id}`, { status })).statusCode).toBe(200);
  }
  return { admin, adminUser, c, eventId, pending, confirmed, declined };
}

const to = (mails: string[], u: TestUser) => mails.filter((m) => m.toLowerCase().includes(`to: ${u.email}`));

describe('reminders (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('sends one reminder 24 h before to pending and confirmed attendees, with answer links only for pending; never twice', async () => {
    const s = await setup(t, 30 * HOUR);
    const before = (await t.outbox()).length;
    expect((await t.app.ctx.services.reminders.tick()).claimed).toBe(0);
    t.clock.advance(7 * HOUR);
    await t.app.ctx.services.reminders.tick();
    const mails = (await t.outbox()).slice(before);
    expect(to(mails, s.pending)).toHaveLength(1);
    expect(to(mails, s.confirmed)).toHaveLength(1);
    expect(to(mails, s.declined)).toHaveLength(0);
    const pendingMail = to(mails, s.pending)[0]!;
    expect(pendingMail).toMatch(/Subject: =\?UTF-8\?|Subject: Opomnik/);
    expect(pendingMail).toContain('text/html');
    expect(linkFrom(pendingMail, 'http://localhost:8080/rsvp/')).toMatch(/\/rsvp\/[A-Za-z0-9_-]{43}$/);
    expect(to(mails, s.confirmed)[0]).not.toContain('/rsvp/');
    // Another tick, a restart (a new app on the same rows): nothing more.
    await t.app.ctx.services.reminders.tick();
    expect((await t.outbox()).length - before).toBe(mails.length);
    t.clock.advance(-7 * HOUR);
  });

  it('answers from the e-mail without a session: GET shows and changes nothing, POST records the answer', async () => {
    const s = await setup(t, 10 * HOUR, 'Koncert v Stični');
    const before = (await t.outbox()).length;
    await t.app.ctx.services.reminders.tick();
    const mail = to((await t.outbox()).slice(before), s.pending)[0]!;
    const link = linkFrom(mail, 'http://localhost:8080/rsvp/');
    const token = link.split('/rsvp/')[1]!;
    const anon = new Client(t.app);
    const view = await anon.get(`/api/rsvp/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ event: { id: s.eventId, title: 'Koncert v Stični', location: 'Cerkev sv. Jakoba' }, status: 'pending' });
    expect((await anon.get(`/api/rsvp/${token}`)).json().status).toBe('pending');
    // No session, no CSRF cookie or header.
    const answer = await t.app.inject({ method: 'POST', url: `/api/rsvp/${token}`, payload: { status: 'confirmed' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('confirmed');
    const { client } = await loggedIn(t.app, s.pending);
    const event = (await client.get(`/api/events/${s.eventId}?include_attendees=true`)).json();
    expect(JSON.stringify(event)).toMatch(/"confirmed"/);
    const attendees = await t.app.ctx.db.selectFrom('event_attendees').select('status').where('event_id', '=', s.eventId).where('user_id', '=', s.pending.id).executeTakeFirst();
    expect(attendees?.status).toBe('confirmed');
    // Changing one's mind, then a decline tells the organizer as in the app.
    expect((await t.app.inject({ method: 'POST', url: `/api/rsvp/${token}`, payload: { status: 'declined' } })).json().status).toBe('declined');
    expect((await t.app.inject({ method: 'POST', url: `/api/rsvp/${token}`, payload: { status: 'maybe' } })).statusCode).toBe(400);
    // Other write routes still need the anti-forgery token.
    expect((await t.app.inject({ method: 'PUT', url: '/api/reminders/settings', payload: { hours: 2 } })).statusCode).toBe(400);
    expect((await anon.get(`/api/rsvp/${'A'.repeat(43)}`)).statusCode).toBe(404);
    // Valid until the event starts.
    t.clock.advance(10 * HOUR + 60_000);
    expect((await anon.get(`/api/rsvp/${token}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/rsvp/${token}`, payload: { status: 'confirmed' } })).statusCode).toBe(404);
    t.clock.advance(-(10 * HOUR + 60_000));
    // Stored hashed.
    const rows = await t.app.ctx.db.selectFrom('rsvp_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('rate-limits the answer routes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await t.app.inject({ method: 'GET', url: `/api/rsvp/${'c'.repeat(43)}`, remoteAddress: '10.9.8.6' })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('follows the profile setting: off, 2 h; rejects other values', async () => {
    const s = await setup(t, 20 * HOUR);
    const pendingClient = (await loggedIn(t.app, s.pending)).client;
    expect((await pendingClient.get('/api/reminders/settings')).json()).toEqual({ hours: 24 });
    expect((await pendingClient.put('/api/reminders/settings', { hours: 2 })).json()).toEqual({ hours: 2 });
    expect((await pendingClient.put('/api/reminders/settings', { hours: 5 })).statusCode).toBe(400);
    const confirmedClient = (await loggedIn(t.app, s.confirmed)).client;
    expect((await confirmedClient.put('/api/reminders/settings', { hours: 0 })).statusCode).toBe(200);
    const before = (await t.outbox()).length;
    await t.app.ctx.services.reminders.tick();
    expect(to((await t.outbox()).slice(before), s.pending)).toHaveLength(0);
    t.clock.advance(18.5 * HOUR);
    await t.app.ctx.services.reminders.tick();
    const mails = (await t.outbox()).slice(before);
    expect(to(mails, s.pending)).toHaveLength(1);
    expect(to(mails, s.confirmed)).toHaveLength(0);
    t.clock.advance(-18.5 * HOUR);
  });

  it('reminds anew after re-dating, and never for a deleted or past event', async () => {
    const s = await setup(t, 5 * HOUR, 'Vaja pred birmo');
    const before = (await t.outbox()).length;
    await t.app.ctx.services.reminders.tick();
    expect(to((await t.outbox()).slice(before), s.pending)).toHaveLength(1);
    // Moved to a day later: due again 24 h before the new start.
    const moved = at(t, 29 * HOUR);
    expect((await s.admin.put(`/api/events/${s.eventId}`, { title: 'Vaja pred birmo', ...moved, location: 'Cerkev sv. Jakoba', visibility: 'community', community_id: s.c.id })).statusCode).toBe(200);
    await t.app.ctx.services.reminders.tick();
    expect(to((await t.outbox()).slice(before), s.pending)).toHaveLength(1);
    t.clock.advance(6 * HOUR);
    await t.app.ctx.services.reminders.tick();
    expect(to((await t.outbox()).slice(before), s.pending)).toHaveLength(2);
    t.clock.advance(-6 * HOUR);

    const gone = await setup(t, 3 * HOUR, 'Odpovedana vaja');
    expect((await gone.admin.delete(`/api/events/${gone.eventId}`)).statusCode).toBe(200);
    const past = await setup(t, -2 * HOUR, 'Minula vaja');
    const mark = (await t.outbox()).length;
    await t.app.ctx.services.reminders.tick();
    const after = (await t.outbox()).slice(mark);
    expect(to(after, gone.pending)).toHaveLength(0);
    expect(to(after, past.pending)).toHaveLength(0);
  });
});

describe('reminders over SMTP', () => {
  it('queues the reminder in the mail outbox, which retries a refused hand-over with backoff and sends it once', async () => {
    const smtp = await startSmtpListener({ failFirst: 1 });
    const t = await buildTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'warn' }, { captureLogs: true });
    try {
      const s = await setup(t, 3 * HOUR);
      const { client } = await loggedIn(t.app, s.confirmed);
      await client.put('/api/reminders/settings', { hours: 0 });
      const r1 = await t.app.ctx.services.reminders.tick();
      expect(r1).toMatchObject({ claimed: 1, sent: 1 });
      const claim = await t.app.ctx.db.selectFrom('reminders_sent').selectAll().where('event_id', '=', s.eventId).executeTakeFirstOrThrow();
      expect(claim).toMatchObject({ state: 'sent', attempts: 1 });
      const mail = () => t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'reminder').executeTakeFirstOrThrow();
      // Due no later than the event's start.
      expect((await mail()).not_after).toBe(claim.event_start);
      await t.app.ctx.mailer.flush();
      expect(smtp.received).toHaveLength(0);
      expect(t.logs.some((l) => l.includes('will retry'))).toBe(true);
      expect(await mail()).toMatchObject({ state: 'pending', attempts: 1 });
      expect((await mail()).last_error).toMatch(/451|Try again/);
      // Not before the backoff has passed.
      await t.app.ctx.mailer.flush();
      expect(smtp.received).toHaveLength(0);
      t.clock.advance(61_000);
      await t.app.ctx.mailer.flush();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([s.pending.email]);
      t.clock.advance(10 * 60_000);
      await t.app.ctx.services.reminders.tick();
      await t.app.ctx.mailer.flush();
      expect(smtp.received).toHaveLength(1);
      expect(await mail()).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a reminder the outbox could not deliver before the event started is dropped, not sent late', async () => {
    const gone = await startSmtpListener();
    const t = await buildTestApp({ SMTP_URL: gone.url });
    await gone.close();
    try {
      const s = await setup(t, 20 * 60_000);
      const { client } = await loggedIn(t.app, s.confirmed);
      await client.put('/api/reminders/settings', { hours: 0 });
      expect((await t.app.ctx.services.reminders.tick()).sent).toBe(1);
      await t.app.ctx.mailer.flush();
      t.clock.advance(25 * 60_000);
      await t.app.ctx.mailer.flush();
      const row = await t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'reminder').executeTakeFirstOrThrow();
      expect(['failed', 'expired']).toContain(row.state);
    } finally {
      await t.close();
    }
  });

  it('two app instances on one database racing for the same reminders send each exactly once', async () => {
    const smtp = await startSmtpListener();
    const t = await buildTestApp({ SMTP_URL: smtp.url });
    const database2 = openDatabase(t.config.databaseUrl);
    const app2 = await buildApp(t.config, database2, { logger: false, serveWeb: false, clock: t.clock });
    try {
      const events = [];
      for (let i = 0; i < 3; i++) events.push(await setup(t, (2 + i) * HOUR, `Vaja ${i}`));
      const ticks = await Promise.all([
        t.app.ctx.services.reminders.tick(),
        app2.ctx.services.reminders.tick(),
        t.app.ctx.services.reminders.tick(),
        app2.ctx.services.reminders.tick(),
      ]);
      // Three events, each with a pending and a confirmed attendee.
      expect(ticks.reduce((n, r) => n + r.claimed, 0)).toBe(6);
      expect(ticks.reduce((n, r) => n + r.sent, 0)).toBe(6);
      await Promise.all([t.app.ctx.mailer.flush(), app2.ctx.mailer.flush()]);
      expect(smtp.received).toHaveLength(6);
      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(new Set(recipients).size).toBe(6);
      const rows = await t.app.ctx.db.selectFrom('reminders_sent').select(['event_id', 'user_id', 'state']).execute();
      expect(rows).toHaveLength(6);
      expect(rows.every((r) => r.state === 'sent')).toBe(true);
    } finally {
      await app2.close();
      await database2.close();
      await t.close();
      await smtp.close();
    }
  });
});
