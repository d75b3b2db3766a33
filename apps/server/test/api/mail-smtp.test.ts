import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Zborovodja <zbor@example.org>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the verification mail over SMTP, in Slovenian, text and HTML, and writes no outbox file', async () => {
  received = [];
  const res = await new Client(t.app).post('/api/auth/register', {
    username: 'smtpuser',
    email: 'smtp@zbor.si',
    password: 'geslo-1234',
    terms_accepted: true,
  });
  expect(res.statusCode).toBe(201);
  await t.app.ctx.mailer.flush();
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail.from).toBe('zbor@example.org');
  expect(mail.to).toEqual(['smtp@zbor.si']);
  const body = mail.data.replace(/=\r?\n/g, '');
  expect(body).toContain('text/plain');
  expect(body).toContain('text/html');
  expect(body).toMatch(/http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]{24}/);
  expect(await t.outbox()).toEqual([]);
});
