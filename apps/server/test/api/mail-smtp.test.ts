import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from '../helper.ts';
import { startSmtpListener } from '../smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Zborovodja <zbor@example.org>' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('sends the verification mail over SMTP, in Slovenian, text and HTML, and writes no outbox file', async () => {
  smtp.received.length = 0;
  const res = await new Client(t.app).post('/api/auth/register', {
    username: 'smtpuser',
    email: 'smtp@zbor.si',
    password: 'geslo-1234',
    terms_accepted: true,
  });
  expect(res.statusCode).toBe(201);
  await t.app.ctx.mailer.flush();
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail.from).toBe('zbor@example.org');
  expect(mail.to).toEqual(['smtp@zbor.si']);
  const body = mail.data.replace(/=\r?\n/g, '');
  expect(body).toContain('text/plain');
  expect(body).toContain('text/html');
  expect(body).toMatch(/http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]{24}/);
  expect(await t.outbox()).toEqual([]);
});
