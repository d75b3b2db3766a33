import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type TransportOptions } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { MailMessage } from './templates.ts';

/** One message as the outbox hands it over: its row's id and the Message-ID, the same on every try. */
export interface OutgoingMail extends MailMessage {
  id: number;
  messageId: string;
}

/**
 * Hands one message to SMTP (SMTP_URL) or writes it to DATA_DIR/outbox as an .eml file; rejects
 * when that fails. Only the outbox worker calls it (modules/mail-outbox): everything else queues.
 */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

/** Whether a failed hand-over is final: a 5xx SMTP reply. Connection errors and 4xx are retried. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: number })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  const outbox = path.join(config.dataDir, 'outbox');
  // Timeouts inside the outbox's lease (MAIL_LEASE_SECONDS), so a hung server cannot outlast a claim.
  const lease = config.mail.leaseMs;
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: Math.min(15_000, lease / 4),
        greetingTimeout: Math.min(15_000, lease / 4),
        socketTimeout: Math.min(60_000, lease / 4),
      } as TransportOptions)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
      if (config.smtpUrl) {
        log.info({ mail: message.id, to: message.to, subject: message.subject }, 'mail sent over SMTP');
        return;
      }
      mkdirSync(outbox, { recursive: true });
      // The time of delivery first, so a listing sorts oldest first; the row's id keeps names apart.
      const file = path.join(outbox, `${Date.now()}-${String(message.id).padStart(9, '0')}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      log.info({ mail: message.id, to: message.to, subject: message.subject, file, links: message.links }, 'mail written to outbox');
    },
  };
}
