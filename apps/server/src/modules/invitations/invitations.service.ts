import {
  errors,
  inviteLimits,
  success,
  type TInvitationDetails,
  type TInvitationErrorKind,
  notices,
} from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import { addMs, DAY, HOUR, iso, type Clock } from '../../clock.ts';

const MINUTE = 60 * 1000;
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can } from '../../policy.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import { invitationMail } from '../../mail/templates.ts';
import { randomToken, sha256 } from '../../tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isUniqueViolation } from '../auth/auth.service.ts';
import type { CommunitiesService, JoinResult } from '../communities/communities.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { InvitationsRepository } from './invitations.repository.ts';

const INVITATION_TTL = 7 * DAY;

type Invitation = NonNullable<Awaited<ReturnType<InvitationsRepository['findByHash']>>>;

/** An unusable link; the client sends the user to /invitation-error?error=<kind>. */
function invitationError(kind: TInvitationErrorKind): AppError {
  const [status, message] =
    kind === 'expired' ? [410, errors.invitationExpired] : kind === 'used' ? [410, errors.invitationUsed] : [404, errors.invitationInvalid];
  return new AppError(status, message, undefined, { error_kind: kind });
}

export interface NewInvitedUser {
  username: string;
  password: string;
  display_name?: string | null;
  email?: string | null;
}

export interface InvitationsDeps {
  db: Kysely<DB>;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  users: UsersService;
  communities: CommunitiesService;
  notifications: NotificationsService;
}

export class InvitationsService {
  private readonly repo: InvitationsRepository;

  constructor(private readonly d: InvitationsDeps) {
    this.repo = new InvitationsRepository(d.db);
  }

  private now() {
    return this.d.clock.now();
  }

  /**
   * Community admins invite by e-mail: an existing account gets a confirmation link, a new address
   * a registration link. Issue 19, #3: one open invitation per address and community (inviting
   * again sends that one again, with a new link, at most every `resendMinutes`), and every mail
   * counts against its inviter, its community and its address (`inviteLimits`), counted in the
   * database's send log so the limits hold across server instances.
   */
  async invite(actor: SessionUser, communityId: number, rawEmail: string, makePrimary: boolean) {
    const { row } = await this.d.communities.authorize(actor, communityId, 'community.manage', errors.notCommunityAdmin);
    const email = rawEmail.trim().toLowerCase();
    const existing = await this.d.users.findByEmail(email);
    // Asked for an unknown address too (no user has id 0): the same work either way (issue 53, #3).
    if (await this.d.communities.membership(existing?.id ?? 0, communityId)) {
      throw conflict(errors.alreadyMemberInvite, { email: errors.alreadyMemberInvite });
    }
    const now = this.now();
    const open = await this.repo.findOpen(email, communityId, iso(now));
    const counts = await this.repo.sendCounts({
      inviter: actor.id,
      community: communityId,
      email,
      invitationId: open?.id ?? null,
      hourAgo: iso(addMs(now, -HOUR)),
      dayAgo: iso(addMs(now, -DAY)),
    });
    const lastSent = counts.lastSent ?? open?.created_at;
    if (open && lastSent && Date.parse(lastSent) > now.getTime() - inviteLimits.resendMinutes * MINUTE) {
      throw new AppError(429, errors.inviteResendTooSoon, { email: errors.inviteResendTooSoon });
    }
    if (counts.inviterHour >= inviteLimits.perInviterHour || counts.inviterDay >= inviteLimits.perInviterDay) {
      throw new AppError(429, errors.inviteLimitInviter);
    }
    if (counts.communityHour >= inviteLimits.perCommunityHour || counts.communityDay >= inviteLimits.perCommunityDay) {
      throw new AppError(429, errors.inviteLimitCommunity);
    }
    if (counts.addressDay >= inviteLimits.perAddressDay) {
      throw new AppError(429, errors.inviteLimitAddress, { email: errors.inviteLimitAddress });
    }

    const token = randomToken(32); // 43 characters (DESIGN.md §4)
    const expiresAt = iso(addMs(now, INVITATION_TTL));
    const base = this.d.config.publicUrl;
    const link = existing
      ? `${base}/accept-invitation?token=${token}&community_id=${communityId}`
      : `${base}/verify-or-invite/${token}`;
    const inviter = await this.d.users.findById(actor.id);
    const message = invitationMail(email, inviter?.display_name || actor.username, row.name, link, !existing);
    // The invitation, its send-log entry and its mail in one transaction (issue 56).
    const id = await this.d.db.transaction().execute(async (trx) => {
      const repo = new InvitationsRepository(trx);
      let id: number;
      if (open) {
        id = open.id;
        await repo.renew(id, { token_hash: sha256(token), expires_at: expiresAt, make_primary: makePrimary ? 1 : 0, invited_by: actor.id });
      } else {
        await repo.deleteUnused(email, communityId); // expired ones
        id = await repo.insert({
          email,
          community_id: communityId,
          token_hash: sha256(token),
          make_primary: makePrimary ? 1 : 0,
          invited_by: actor.id,
          is_used: 0,
          used_at: null,
          expires_at: expiresAt,
          created_at: iso(now),
        });
      }
      await repo.logSend({ invitation_id: id, community_id: communityId, invited_by: actor.id, email, sent_at: iso(now) });
      await repo.pruneSends(iso(addMs(now, -2 * DAY)));
      await this.d.mailer.queue(trx, message, { kind: 'invitation' });
      return id;
    });
    // Issue 53, #3: the mail is right for each case, but the answer tells whether the address has
    // an account only to a global admin; anyone may create a community and invite (docs/decisions.md).
    const tell = can(actor, { type: 'account.exists' });
    return {
      message: tell ? (existing ? success.inviteSentExisting : success.inviteSentNew) : success.inviteSent,
      is_new_user: tell ? !existing : false,
      resent: Boolean(open),
      invitation: { id, email, expires_at: expiresAt },
    };
  }

  /** A usable invitation, or an error naming why not. A community id that does not match is "invalid". */
  async resolve(token: string, communityId?: number): Promise<Invitation> {
    const inv = token.length === 43 ? await this.repo.findByHash(sha256(token)) : undefined;
    if (!inv || (communityId !== undefined && inv.community_id !== communityId)) throw invitationError('invalid');
    if (inv.is_used === 1) throw invitationError('used');
    if (Date.parse(inv.expires_at) < this.now().getTime()) throw invitationError('expired');
    return inv;
  }

  async details(actor: SessionUser | null, token: string, communityId?: number): Promise<TInvitationDetails> {
    const inv = await this.resolve(token, communityId);
    const account = await this.d.users.findByEmail(inv.email);
    return {
      email: inv.email,
      community_id: inv.community_id,
      community_name: inv.community_name,
      name: inv.community_name,
      description: inv.community_description,
      make_primary: inv.make_primary === 1,
      expires_at: inv.expires_at,
      is_member: actor ? Boolean(await this.d.communities.membership(actor.id, inv.community_id)) : null,
      user_exists: Boolean(account),
    };
  }

  /**
   * A logged-in user accepts. The invitation is bound to the invited address; using it and joining
   * happen in one transaction, so of two concurrent accepts exactly one succeeds.
   */
  async accept(actor: SessionUser, token: string, communityId: number | undefined, makePrimary?: boolean): Promise<JoinResult> {
    const inv = await this.resolve(token, communityId);
    const user = await this.d.users.findById(actor.id);
    if (!user || user.email !== inv.email) throw forbidden(errors.invitationWrongEmail);
    const primary = makePrimary ?? inv.make_primary === 1;
    const added = await this.consume(inv, (trx) =>
      this.d.communities.addMember(actor.id, inv.community_id, 'member', primary, trx),
    );
    await this.notifyInviter(inv, user.display_name || user.username);
    const community = await this.d.communities.get(actor, inv.community_id);
    return { message: success.invitationAccepted, community, already_member: !added };
  }

  /**
   * Registration through an invitation (POST /register-invited-user, or /auth/register with an
   * invitation): the account is created verified with the invited address, joined (primary when
   * asked, or as the first community) and the invitation used, all in one transaction.
   */
  async register(input: NewInvitedUser, token: string, communityId: number): Promise<{ user: UserRow; community_id: number }> {
    const inv = await this.resolve(token, communityId);
    if (input.email && input.email.trim().toLowerCase() !== inv.email) {
      throw badRequest(errors.invitationEmailMismatch, { email: errors.invitationEmailMismatch });
    }
    if (await this.d.users.findByEmail(inv.email)) throw conflict(errors.invitationHasAccount);
    await this.d.users.assertUsernameFree(input.username);
    const passwordHash = await hashPassword(input.password);
    const now = iso(this.now());
    let userId = 0;
    await this.consume(inv, async (trx) => {
      userId = await this.d.users
        .insert(
          {
            username: input.username,
            email: inv.email,
            password_hash: passwordHash,
            display_name: input.display_name?.trim() || input.username,
            email_verified: 1,
            is_approved: 1,
            created_at: now,
          },
          trx,
        )
        .catch((err) => {
          throw isUniqueViolation(err) ? conflict(errors.usernameTaken) : err;
        });
      await this.d.communities.addMember(userId, inv.community_id, 'member', inv.make_primary === 1, trx);
    });
    await this.notifyInviter(inv, input.display_name?.trim() || input.username);
    return { user: (await this.d.users.findById(userId))!, community_id: inv.community_id };
  }

  /** Marks the invitation used and runs `work` in the same transaction; a lost race is "used". */
  private async consume<T>(inv: Invitation, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.d.db.transaction().execute(async (trx) => {
      if (!(await this.repo.markUsed(inv.id, iso(this.now()), trx))) throw invitationError('used');
      return work(trx);
    });
  }

  private async notifyInviter(inv: Invitation, name: string): Promise<void> {
    if (!inv.invited_by) return;
    await this.d.notifications.notify([inv.invited_by], {
      type: 'invitation_accepted',
      content: notices.invitationAccepted(name, inv.community_name),
      reference_type: 'community',
      reference_id: inv.community_id,
    });
  }
}
