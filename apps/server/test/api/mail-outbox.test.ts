import { errors, success } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import { loggedIn, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';
import { startSmtpListener, type ReceivedMail } from '../smtp.ts';

/**
 * The mail outbox (issue 56): every message is a row written with its cause and delivered by a
 * worker that retries temporary failures, records permanent ones for the admin console, takes
 * over a stopped worker's claim after its lease, and delivers each message once across instances.
 */

const messageId = (m: ReceivedMail) => m.data.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1];
const register = (c: Client, username: string, email = `${username}@zbor.si`) =>
  c.post('/api/auth/register', { username, email, password: 'geslo-1234', terms_accepted: true });
const rows = (t: TestApp) => t.database.db.selectFrom('mail_outbox').selectAll().where('kind', '!=', 'none').orderBy('id').execute();

describe('an SMTP server that is away', () => {
  it('messages wait and retry with backoff; when it is back every one arrives, none twice', async () => {
    const first = await startSmtpListener();
    const t = await buildTestApp({ SMTP_URL: first.url, LOG_LEVEL: 'silent' });
    await first.close(); // connections are refused from now on
    try {
      const c = new Client(t.app);
      for (let i = 0; i < 10; i++) expect((await register(c, `odsoten${i}`)).statusCode).toBe(201);
      await t.app.ctx.mailer.flush();
      let queued = await rows(t);
      expect(queued).toHaveLength(10);
      for (const r of queued) {
        expect(r).toMatchObject({ state: 'pending', attempts: 1 });
        expect(r.last_error).toMatch(/ECONNREFUSED|connect/i);
        // The first retry waits the base (30 s) ±25 %.
        const wait = Date.parse(r.next_attempt_at) - t.clock.now().getTime();
        expect(wait).toBeGreaterThan(20_000);
        expect(wait).toBeLessThan(38_000);
      }
      // Not before the wait has passed.
      expect((await t.app.ctx.mailer.deliverDue()).claimed).toBe(0);
      const back = await startSmtpListener({ port: first.port });
      try {
        t.clock.advance(40_000);
        await t.app.ctx.mailer.flush();
        expect(back.received).toHaveLength(10);
        expect(new Set(back.received.map(messageId)).size).toBe(10);
        expect(back.received.flatMap((m) => m.to).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `odsoten${i}@zbor.si`).sort());
        queued = await rows(t);
        expect(queued.every((r) => r.state === 'sent' && r.attempts === 2 && r.sent_at)).toBe(true);
        t.clock.advance(3_600_000);
        await t.app.ctx.mailer.flush();
        expect(back.received).toHaveLength(10);
      } finally {
        await back.close();
      }
    } finally {
      await t.close();
    }
  });

  it('gives up after MAIL_RETRY_HOURS: the message is failed, for the admin console', async () => {
    const gone = await startSmtpListener();
    const t = await buildTestApp({ SMTP_URL: gone.url, MAIL_RETRY_HOURS: '1' });
    await gone.close();
    try {
      expect((await register(new Client(t.app), 'predolgo')).statusCode).toBe(201);
      for (let i = 0; i < 12; i++) {
        await t.app.ctx.mailer.flush();
        t.clock.advance(30 * 60_000);
      }
      const [row] = await rows(t);
      expect(row).toMatchObject({ state: 'failed' });
      expect(row!.attempts).toBeGreaterThan(2);
      expect(row!.failed_at).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});

describe('a permanent refusal', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let t: TestApp;
  let refusing = true;
  beforeAll(async () => {
    smtp = await startSmtpListener({ refuse: (to) => (refusing && to.startsWith('zavrnjen')) ? 550 : null });
    t = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a 550 reply marks the message failed at once; the admin console lists it and "Pošlji znova" sends it', async () => {
    expect((await register(new Client(t.app), 'zavrnjen1')).statusCode).toBe(201);
    await t.app.ctx.mailer.flush();
    const [row] = await rows(t);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, to_address: 'zavrnjen1@zbor.si' });
    expect(row!.last_error).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);

    const { client: admin } = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const list = await admin.get('/api/gl_admin/mail/failed');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, mails: [{ id: row!.id, kind: 'verify', to: 'zavrnjen1@zbor.si', attempts: 1 }] });
    expect(list.json().mails[0].last_error).toMatch(/550/);
    // Only global admins.
    const { client: member } = await loggedIn(t.app);
    expect((await member.get('/api/gl_admin/mail/failed')).statusCode).toBe(403);
    expect((await member.post(`/api/gl_admin/mail/${row!.id}/resend`)).statusCode).toBe(403);

    refusing = false; // the address was fixed on the receiving side
    const resend = await admin.post(`/api/gl_admin/mail/${row!.id}/resend`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: success.mailRequeued });
    await t.app.ctx.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['zavrnjen1@zbor.si']);
    expect(messageId(smtp.received[0]!)).toBe(row!.message_id);
    expect((await admin.get('/api/gl_admin/mail/failed')).json()).toMatchObject({ total: 0, mails: [] });
    // A message that is not failed cannot be sent again.
    const again = await admin.post(`/api/gl_admin/mail/${row!.id}/resend`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: errors.mailNotFailed });
  });
});

describe('claims and instances', () => {
  it('a message claimed by a worker that stopped is delivered by another after the lease, once', async () => {
    const smtp = await startSmtpListener();
    const t = await buildTestApp({ SMTP_URL: smtp.url });
    const SEND_LEASE_MS = t.config.mail.leaseMs;
    try {
      expect((await register(new Client(t.app), 'prevzet')).statusCode).toBe(201);
      const now = t.clock.now();
      // A worker claims it and dies before handing it over.
      const claimed = await t.app.ctx.mailer.repo.claim(now.toISOString(), new Date(now.getTime() + SEND_LEASE_MS).toISOString(), 10);
      expect(claimed.filter((r) => r.kind === 'verify')).toHaveLength(1);
      await t.app.ctx.mailer.flush();
      expect(smtp.received).toHaveLength(0);
      t.clock.advance(SEND_LEASE_MS + 1000);
      await t.app.ctx.mailer.flush();
      expect(smtp.received).toHaveLength(1);
      // The stopped worker's late outcome cannot overwrite the new one.
      expect(await t.app.ctx.mailer.repo.finish(claimed[0]!, { state: 'failed' })).toBe(false);
      expect((await rows(t))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('two instances on one database deliver a queue of 1 000 messages with no duplicate and no loss', { timeout: 120_000 }, async () => {
    const smtp = await startSmtpListener();
    const t = await buildTestApp({ SMTP_URL: smtp.url });
    const database2 = openDatabase(t.config.databaseUrl);
    const app2 = await buildApp(t.config, database2, { logger: false, serveWeb: false, clock: t.clock });
    try {
      await t.database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 1000; i++) {
          await t.app.ctx.mailer.queue(trx, { to: `prejemnik${i}@zbor.si`, subject: `Sporočilo ${i}`, text: `${i}`, html: `<p>${i}</p>`, links: [] }, { kind: 'other' });
        }
      });
      const started = Date.now();
      const results = await Promise.all([t.app.ctx.mailer.deliverDue(), app2.ctx.mailer.deliverDue(), t.app.ctx.mailer.deliverDue(), app2.ctx.mailer.deliverDue()]);
      await Promise.all([t.app.ctx.mailer.flush(), app2.ctx.mailer.flush()]);
      console.log(`1 000 messages, two instances: ${Date.now() - started} ms; first rounds claimed ${results.map((r) => r.claimed).join(', ')}`);
      expect(smtp.received).toHaveLength(1000);
      expect(new Set(smtp.received.map(messageId)).size).toBe(1000);
      expect(new Set(smtp.received.flatMap((m) => m.to)).size).toBe(1000);
      const states = await t.database.db.selectFrom('mail_outbox').select(['state', 'attempts']).where('kind', '=', 'other').execute();
      expect(states.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
      // Both instances took part.
      expect(results.filter((r) => r.claimed > 0).length).toBeGreaterThan(1);
    } finally {
      await app2.close();
      await database2.close();
      await t.close();
      await smtp.close();
    }
  });

  it('cleanup deletes sent messages after MAIL_KEEP_DAYS and keeps the pending ones', async () => {
    const t = await buildTestApp({ MAIL_KEEP_DAYS: '1' });
    try {
      expect((await register(new Client(t.app), 'pospravljen')).statusCode).toBe(201);
      await t.app.ctx.mailer.flush();
      expect((await register(new Client(t.app), 'cakajoc')).statusCode).toBe(201);
      t.clock.advance(2 * 24 * 3_600_000);
      // The second one is pending (never delivered: flush not called) and stays.
      expect(await t.app.ctx.mailer.deleteOld()).toBe(1);
      expect((await rows(t)).map((r) => r.to_address)).toEqual(['cakajoc@zbor.si']);
    } finally {
      await t.close();
    }
  });
});
