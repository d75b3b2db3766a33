import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { isPermanentFailure, type MailTransport } from '../../mail/mailer.ts';
import type { MailMessage } from '../../mail/templates.ts';
import { randomToken } from '../../tokens.ts';
import { MailOutboxRepository, type OutboxRow } from './mail-outbox.repository.ts';

export type { OutboxRow };

/** Messages claimed per statement, and handed over side by side. */
const BATCH = 20;
/** Claims per deliverDue call at most, so a tick ends even while retries keep coming due. */
const MAX_BATCHES = 50;
/** Failed messages stay listed in the admin console this long. */
const KEEP_FAILED_MS = 90 * 24 * 60 * 60 * 1000;

export interface DeliveryResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  expired: number;
}

/** Kinds of message, for the logs and the admin console. */
export type MailKind = 'verify' | 'reset' | 'register_taken' | 'invitation' | 'series_invitation' | 'reminder' | 'data_export' | 'account_deleted' | 'other';

/**
 * Kinds whose recipient and text are blanked once sent (issue 61): the confirmation of a deleted
 * account is the one row that still names its address, and it should not outlive its delivery.
 */
const FORGET_WHEN_SENT: readonly string[] = ['account_deleted'];

/**
 * Every e-mail the app sends (issue 56; docs/architecture.md "Mail outbox"). A caller queues a
 * message on the executor of its own transaction, so the mail exists exactly when its cause does;
 * the worker (a job in every instance, jobs/scheduler.ts) claims due rows and hands them to SMTP
 * or the outbox folder. Temporary failures (no connection, 4xx) are retried with exponential
 * backoff and jitter for MAIL_RETRY_HOURS; a 5xx reply, or retries used up, marks the message
 * failed for the admin console, which can queue it again.
 */
export class MailOutboxService {
  readonly repo: MailOutboxRepository;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new MailOutboxRepository(database);
  }

  /**
   * Writes the message to the outbox on `executor` (pass the transaction of the change that
   * causes it). `notAfter`: the message is dropped, not sent, once this instant has passed.
   */
  async queue(executor: Kysely<DB>, message: MailMessage, opts: { kind: MailKind; notAfter?: string }): Promise<number> {
    const now = iso(this.clock.now());
    return this.repo.insert(executor, {
      kind: opts.kind,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      links: JSON.stringify(message.links),
      message_id: `<${randomToken(18)}@${new URL(this.config.publicUrl).hostname}>`,
      state: 'pending',
      next_attempt_at: now,
      not_after: opts.notAfter ?? null,
      last_error: null,
      created_at: now,
      sent_at: null,
      failed_at: null,
    });
  }

  /**
   * A row that is never sent (state 'expired', no recipient): a request with nothing to mail
   * writes it in place of a message, so it does the same writes as one that mails and its answer
   * takes the same time (forgot-password, resend-verification; docs/decisions.md). Cleaned up
   * with the sent messages.
   */
  async queueNothing(executor: Kysely<DB>): Promise<void> {
    const now = iso(this.clock.now());
    await this.repo.insert(executor, {
      kind: 'none',
      to_address: '',
      subject: '',
      text_body: '',
      html_body: '',
      links: '[]',
      message_id: `<${randomToken(18)}@${new URL(this.config.publicUrl).hostname}>`,
      state: 'expired',
      next_attempt_at: now,
      not_after: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      failed_at: null,
    });
  }

  /** The wait before try `attempts + 1`: doubling from the base up to the maximum, ±25 % jitter. */
  backoffMs(attempts: number): number {
    const { retryBaseMs, retryMaxMs } = this.config.mail;
    const plain = Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);
    return Math.round(plain * (0.75 + Math.random() * 0.5));
  }

  /** One worker round: claims due messages batch by batch and hands each over once. */
  async deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { claimed: 0, sent: 0, retrying: 0, failed: 0, expired: 0 };
    for (let i = 0; i < MAX_BATCHES; i++) {
      const now = this.clock.now();
      const rows = await this.repo.claim(iso(now), iso(new Date(now.getTime() + this.config.mail.leaseMs)), BATCH);
      result.claimed += rows.length;
      for (const outcome of await Promise.all(rows.map((row) => this.deliverOne(row)))) result[outcome] += 1;
      if (rows.length < BATCH) break;
    }
    return result;
  }

  /** Delivers everything due now (tests, the reliability scripts): rounds until one claims nothing. */
  async flush(): Promise<void> {
    while ((await this.deliverDue()).claimed > 0);
  }

  private async deliverOne(row: OutboxRow): Promise<'sent' | 'retrying' | 'failed' | 'expired'> {
    const now = this.clock.now();
    if (row.not_after && Date.parse(row.not_after) <= now.getTime()) {
      await this.repo.finish(row, { state: 'expired', last_error: 'not sent: too late' });
      return 'expired';
    }
    try {
      await this.transport.send({
        id: row.id,
        messageId: row.message_id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        links: JSON.parse(row.links) as string[],
      });
    } catch (err) {
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      const at = this.clock.now();
      const next = new Date(at.getTime() + this.backoffMs(row.attempts));
      const tooLate = next.getTime() - Date.parse(row.created_at) > this.config.mail.retryForMs || (row.not_after !== null && next.getTime() >= Date.parse(row.not_after));
      if (isPermanentFailure(err) || tooLate) {
        await this.repo.finish(row, { state: 'failed', last_error: error, failed_at: iso(at) });
        this.log.error({ err, mail: row.id, kind: row.kind, attempts: row.attempts }, 'mail delivery failed for good');
        return 'failed';
      }
      await this.repo.finish(row, { state: 'pending', next_attempt_at: iso(next), last_error: error });
      this.log.warn({ err, mail: row.id, kind: row.kind, attempts: row.attempts, next: iso(next) }, 'mail delivery failed; will retry');
      return 'retrying';
    }
    const forget = FORGET_WHEN_SENT.includes(row.kind) ? { to_address: '', text_body: '', html_body: '', links: '[]' } : {};
    await this.repo.finish(row, { state: 'sent', sent_at: iso(this.clock.now()), last_error: null, ...forget });
    return 'sent';
  }

  /** Cleanup (jobs/cleanup.ts): sent messages after MAIL_KEEP_DAYS, failed ones after 90 days. */
  async deleteOld(): Promise<number> {
    const now = this.clock.now().getTime();
    return this.repo.deleteOld(iso(new Date(now - this.config.mail.keepMs)), iso(new Date(now - KEEP_FAILED_MS)));
  }

  listFailed(limit: number, offset: number) {
    return this.repo.listFailed(limit, offset);
  }

  /** Queues a failed message again, due now; false when there is no failed message with that id. */
  requeue(id: number): Promise<boolean> {
    return this.repo.requeue(id, iso(this.clock.now()));
  }
}

/** The outbox worker of this instance: a job every MAIL_POLL_SECONDS, run by every instance. */
export type Mailer = MailOutboxService;
