import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { randomToken } from '../tokens.ts';
import type { MailMessage } from './templates.ts';

export interface Mailer {
  /** Queues a message; failures are logged, never thrown into the request that caused it. */
  send(message: MailMessage): void;
  /**
   * Runs `work` after the current request has been answered (from the next turn of the event
   * loop), like mail: failures are logged, never thrown, and flush() waits for it. Issue 19: what
   * registration, forgot-password and resend-verification do for a known address (database
   * writes, mail) happens here, so the answer takes the same time whether the address is known.
   */
  later(work: () => Promise<void>): void;
  /** Resolves when every queued message has been handed over (tests, shutdown). */
  flush(): Promise<void>;
  /** Hands one message over now and rejects when that fails: for a caller that retries (reminders). */
  deliver(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (config.smtpUrl) {
      log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      return;
    }
    mkdirSync(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${randomToken(6)}.eml`);
    writeFileSync(file, (info as unknown as { message: Buffer }).message);
    log.info({ to: message.to, subject: message.subject, file, links: message.links }, 'mail written to outbox');
  }

  return {
    send(message) {
      const p = deliver(message)
        .catch((err) => log.error({ err, to: message.to }, 'mail delivery failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    later(work) {
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err) => log.error({ err }, 'background work failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
    deliver,
  };
}
