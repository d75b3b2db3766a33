import {
  errors,
  success,
  type TLoginRequest,
  type TRegisterRequest,
} from '@zborovodja/contracts';
import { addMs, HOUR, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../domain/errors.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import { registerTakenMail, resetMail, verificationMail } from '../../mail/templates.ts';
import { randomToken, sha256 } from '../../tokens.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { EmailTokensRepository } from './email-tokens.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionsRepository } from './sessions.repository.ts';

const VERIFY_TTL = 48 * HOUR;
const RESET_TTL = HOUR;

export interface AuthDeps {
  db: Kysely<DB>;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  users: UsersService;
  tokens: EmailTokensRepository;
  sessions: SessionsRepository;
}

export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  private now() {
    return this.d.clock.now();
  }

  /**
   * Self-registration answers alike whether the address has an account (issue 19, #4; issue 56):
   * the username is checked first (usernames are public; docs/decisions.md), then both paths do
   * the same expensive work before the answer: the password is hashed, the address looked up and
   * one mail queued. A new address gets its account, a verification token and its link in one
   * transaction; a known one gets no insert and a mail telling its owner, with a reset link.
   */
  async register(input: TRegisterRequest): Promise<void> {
    if (input.terms_accepted === false) throw badRequest(errors.termsRequired, { terms_accepted: errors.termsRequired });
    const clash = await this.d.users.usernameConflict(input.username);
    if (clash) throw clash;
    const passwordHash = await hashPassword(input.password);
    const known = await this.d.users.findByEmail(input.email);
    if (known) return this.tellOwner(known, true);
    const now = iso(this.now());
    try {
      await this.d.db.transaction().execute(async (trx) => {
        const id = await this.d.users.insert(
          { username: input.username, email: input.email, password_hash: passwordHash, display_name: input.display_name || null, created_at: now },
          trx,
        );
        await this.issueVerification(trx, { id, email: input.email, username: input.username, display_name: input.display_name || null });
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A registration a moment earlier took the address (its owner is told) or the username (409).
      const owner = await this.d.users.findByEmail(input.email);
      if (owner) return this.tellOwner(owner);
      throw (await this.d.users.usernameConflict(input.username)) ?? conflict(errors.usernameTaken, { username: errors.usernameTaken });
    }
  }

  /**
   * The owner's mail. `alike`: in a transaction of as many statements as a new account's (account,
   * token cleanup, token, mail), the first three touching nothing, so both answers take as long.
   */
  private async tellOwner(user: UserRow, alike = false): Promise<void> {
    const link = `${this.d.config.publicUrl}/forgot-password`;
    const mail = registerTakenMail(user.email, user.display_name || user.username, link);
    await this.d.db.transaction().execute(async (trx) => {
      if (alike) {
        const tokens = new EmailTokensRepository(trx);
        await tokens.deleteExpired(0, 'verify', iso(this.now()));
        await tokens.markAllUsed(0, 'verify', iso(this.now()));
        await tokens.deleteUnused(0, 'verify');
      }
      await this.d.mailer.queue(trx, mail, { kind: 'register_taken' });
    });
  }

  /** The account a login string names (username or e-mail), for the per-account login limit; null when none. */
  async accountIdFor(login: string): Promise<number | null> {
    return (await this.d.users.findByLogin(login))?.id ?? null;
  }

  /** Same answer for an unknown user and a wrong password; unverified is told only with the right password. */
  async login(input: TLoginRequest): Promise<UserRow> {
    const user = await this.d.users.findByLogin(input.username);
    const ok = await verifyPassword(user?.password_hash, input.password);
    if (!user || !ok) throw new AppError(401, errors.loginFailed);
    if (user.email_verified !== 1) {
      throw new AppError(401, errors.emailNotVerified, undefined, { email_verified: false, message: errors.emailNotVerified });
    }
    return user;
  }

  /**
   * Always the same neutral answer, so it cannot tell which accounts exist. The lookup, the token
   * and the queued mail happen before the answer (issue 56); with nothing to send, the same
   * transaction writes a placeholder instead, so both take the same time.
   */
  async resendVerification(login: string): Promise<string> {
    const user = await this.d.users.findByLogin(login);
    if (user && user.email_verified !== 1) await this.sendVerification(user);
    else await this.nothingToSend('verify');
    return success.resendNeutral;
  }

  /** The statements of a token and its mail (three), touching nothing (MailOutboxService.queueNothing). */
  private async nothingToSend(kind: 'verify' | 'reset'): Promise<void> {
    await this.d.db.transaction().execute(async (trx) => {
      const tokens = new EmailTokensRepository(trx);
      await tokens.deleteUnused(0, kind);
      await tokens.markAllUsed(0, kind, iso(this.now()));
      await this.d.mailer.queueNothing(trx);
    });
  }

  async sendVerificationTo(userId: number): Promise<string> {
    const user = await this.d.users.findById(userId);
    if (!user) throw new AppError(401, errors.unauthenticated);
    if (user.email_verified === 1) throw badRequest(errors.alreadyVerified);
    await this.sendVerification(user);
    return success.verificationSent;
  }

  /**
   * Mails a new verification link: the token and its mail in one transaction. The links sent
   * before stay valid until they expire or one of them is used: people click the first mail, not
   * the newest (issue 18). Each link is bound to the address it went to (verifyEmail).
   */
  async sendVerification(user: Pick<UserRow, 'id' | 'email' | 'username' | 'display_name'>): Promise<void> {
    await this.d.db.transaction().execute((trx) => this.issueVerification(trx, user));
  }

  private async issueVerification(trx: Kysely<DB>, user: Pick<UserRow, 'id' | 'email' | 'username' | 'display_name'>): Promise<void> {
    const token = randomToken(18); // exactly 24 characters (DESIGN.md §4)
    const tokens = new EmailTokensRepository(trx);
    await tokens.deleteExpired(user.id, 'verify', iso(this.now()));
    await tokens.insert({
      user_id: user.id,
      kind: 'verify',
      token_hash: sha256(token),
      expires_at: iso(addMs(this.now(), VERIFY_TTL)),
      created_at: iso(this.now()),
      sent_to: user.email,
    });
    const link = `${this.d.config.publicUrl}/verify-email/${token}`;
    await this.d.mailer.queue(trx, verificationMail(user.email, user.display_name || user.username, link), { kind: 'verify' });
  }

  /**
   * 'verified' the first time, 'already' when the link was used before by a verified account. Any
   * unexpired link of the user works; the first one used ends the others (they then answer
   * 'already'). A link mailed to an address the account no longer has proves nothing and is refused.
   */
  async verifyEmail(token: string): Promise<'verified' | 'already'> {
    const row = token.length === 24 ? await this.d.tokens.findByHash(sha256(token), 'verify') : undefined;
    if (!row) throw badRequest(errors.verifyTokenInvalid);
    const user = await this.d.users.findById(row.user_id);
    if (!user) throw badRequest(errors.verifyTokenInvalid);
    if (row.sent_to !== null && row.sent_to !== user.email) throw badRequest(errors.verifyTokenInvalid);
    if (row.used_at) {
      if (user.email_verified === 1) return 'already';
      throw badRequest(errors.verifyTokenInvalid);
    }
    if (Date.parse(row.expires_at) < this.now().getTime()) throw badRequest(errors.verifyTokenInvalid);
    const now = iso(this.now());
    if (!(await this.d.tokens.markUsed(row.id, now))) return 'already';
    await this.d.users.markVerified(user.id, { updated_at: now });
    await this.d.tokens.markAllUsed(user.id, 'verify', now);
    return 'verified';
  }

  /** The neutral answer, after the lookup and, for a known address, the token and its mail (one transaction; else the same writes of nothing). */
  async forgotPassword(email: string): Promise<string> {
    const user = await this.d.users.findByEmail(email.trim());
    if (user) {
      const token = randomToken(32);
      await this.d.db.transaction().execute(async (trx) => {
        const tokens = new EmailTokensRepository(trx);
        await tokens.deleteUnused(user.id, 'reset');
        await tokens.insert({
          user_id: user.id,
          kind: 'reset',
          token_hash: sha256(token),
          expires_at: iso(addMs(this.now(), RESET_TTL)),
          created_at: iso(this.now()),
          sent_to: user.email,
        });
        const link = `${this.d.config.publicUrl}/reset-password/${token}`;
        await this.d.mailer.queue(trx, resetMail(user.email, user.display_name || user.username, link), { kind: 'reset' });
      });
    } else {
      await this.nothingToSend('reset');
    }
    return success.forgotNeutral;
  }

  private async validResetToken(token: string) {
    const row = token.length === 43 ? await this.d.tokens.findByHash(sha256(token), 'reset') : undefined;
    if (!row || row.used_at || Date.parse(row.expires_at) < this.now().getTime()) {
      throw badRequest(errors.resetTokenInvalid);
    }
    return row;
  }

  async verifyResetToken(token: string): Promise<void> {
    await this.validResetToken(token);
  }

  /** Sets the password, uses the token once, ends every session; the mailbox owner is now verified. Returns the account's id. */
  async resetPassword(token: string, password: string): Promise<number> {
    const row = await this.validResetToken(token);
    const passwordHash = await hashPassword(password);
    if (!(await this.d.tokens.markUsed(row.id, iso(this.now())))) throw badRequest(errors.resetTokenInvalid);
    await this.d.users.markVerified(row.user_id, { password_hash: passwordHash, updated_at: iso(this.now()) });
    await this.d.sessions.deleteForUser(row.user_id);
    return row.user_id;
  }

  /** Checks the current password, sets the new one and ends the user's other sessions. */
  async changePassword(userId: number, oldPassword: string, newPassword: string, currentSession: string | null) {
    const user = await this.d.users.findById(userId);
    if (!user) throw new AppError(401, errors.unauthenticated);
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      throw badRequest(errors.currentPasswordWrong, { old_password: errors.currentPasswordWrong });
    }
    await this.d.users.update(userId, { password_hash: await hashPassword(newPassword), updated_at: iso(this.now()) });
    await this.d.sessions.deleteForUser(userId, currentSession);
  }

  /**
   * The password asked again before something only the owner may do (issue 61: downloading one's
   * data, deleting the account): 400 with `message` on the field `password` when it is wrong.
   */
  async confirmPassword(userId: number, password: string, message: string): Promise<void> {
    const user = await this.d.users.findById(userId);
    if (!user) throw new AppError(401, errors.unauthenticated);
    if (!(await verifyPassword(user.password_hash, password))) throw badRequest(message, { password: message });
  }

  /** Signs the user out on every device (a deleted or blocked account, a changed password). */
  endSessions(userId: number): Promise<void> {
    return this.d.sessions.deleteForUser(userId);
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(e?.message ?? '');
}

