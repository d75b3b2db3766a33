import type { Readable } from 'node:stream';
import {
  errors,
  storedCommunityRole,
  storedGlobalRole,
  success,
  type TAdminAssignCommunityRequest,
  type TAdminAssociationRoleRequest,
  type TAdminAssociationsQuery,
  type TAdminAssociationsResponse,
  type TAdminCommunity,
  type TAdminCommunityRequest,
  type TAdminCreateInvitationRequest,
  type TAdminCreateInvitationResponse,
  type TAdminDeleteUserResponse,
  type TAdminFailedMailsResponse,
  type TAdminInvitationsQuery,
  type TAdminInvitationsResponse,
  type TAdminPageQuery,
  type TAdminPerformerRequest,
  type TAdminStatsResponse,
  type TAdminUnverifiedResponse,
  type TAdminUpdateUserRequest,
  type TAdminUser,
  type TAdminUsersQuery,
  type TAdminUsersResponse,
  type TPerformer,
  notices,
} from '@zborovodja/contracts';
import { iso, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can } from '../../policy.ts';
import type { FileStorage } from '../../storage/uploads.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { isUniqueViolation } from '../auth/auth.service.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import { HEADER_IMAGE_AREA } from '../events/events.service.ts';
import { usernameSkeleton } from '../users/username-skeleton.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import type { AccountDeletionService } from '../my-data/account-deletion.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { PERFORMER_IMAGE_AREA, type PerformersService } from '../performers/performers.service.ts';
import type { SongsService } from '../songs/songs.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { toAdminCommunity, toAdminInvitation, toAdminUser, toAssociation, toFailedMail, toStats, toUnverifiedUser } from './admin.mapper.ts';
import { GLOBAL_ADMIN_ROLES } from '../../domain/sessions.ts';
import { AdminRepository, type DeletedFiles } from './admin.repository.ts';

export interface AdminDeps {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  users: UsersService;
  auth: AuthService;
  communities: CommunitiesService;
  invitations: InvitationsService;
  performers: PerformersService;
  songs: SongsService;
  notifications: NotificationsService;
  mail: Mailer;
  accounts: AccountDeletionService;
}

const page = (q: TAdminPageQuery) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });

/**
 * The global admin console. Every route passes `authorize` first (a preHandler of the admin
 * plugin); community, invitation, performer and verification work is delegated to the owning
 * services with the global admin as actor, so their rules (unique names, token handling,
 * primary mirroring, notifications) hold here too.
 */
export class AdminService {
  private readonly repo: AdminRepository;

  constructor(private readonly d: AdminDeps) {
    this.repo = new AdminRepository(d.database);
  }

  private now() {
    return this.d.clock.now();
  }

  /** 403 with the spec's text for anyone who is not a global admin. */
  authorize(actor: SessionUser): void {
    if (!can(actor, { type: 'admin.console' })) throw forbidden(errors.adminOnly);
  }

  // ------------------------------------------------------------ mail outbox (issue 56)

  async listFailedMail(q: TAdminPageQuery): Promise<TAdminFailedMailsResponse> {
    const { limit, offset } = page(q);
    const { rows, total } = await this.d.mail.listFailed(limit, offset);
    return { mails: rows.map(toFailedMail), total, page: q.page, per_page: q.per_page };
  }

  /** "Pošlji znova": the failed message back in the outbox, due now. */
  async resendMail(id: number): Promise<void> {
    if (!(await this.d.mail.requeue(id))) throw notFound(errors.mailNotFailed);
  }

  // ------------------------------------------------------------ users

  async listUsers(q: TAdminUsersQuery): Promise<TAdminUsersResponse> {
    const { rows, total } = await this.repo.listUsers({ search: q.search, onlyPending: false, ...page(q) });
    return { users: rows.map(toAdminUser), total, page: q.page, per_page: q.per_page };
  }

  async listUnverified(q: TAdminUsersQuery): Promise<TAdminUnverifiedResponse> {
    const { rows, total } = await this.repo.listUsers({ search: q.search, onlyPending: true, ...page(q) });
    return { users: rows.map(toUnverifiedUser), total, page: q.page, per_page: q.per_page };
  }

  private async user(id: number): Promise<TAdminUser> {
    const row = await this.repo.findUser(id);
    if (!row) throw notFound(errors.userNotFound);
    return toAdminUser(row);
  }

  /**
   * Writes only the form's fields. Username and e-mail stay unique; the last global admin keeps
   * the role (checked under a lock on PostgreSQL). community_id is not applied here (see
   * assignCommunity).
   */
  async updateUser(id: number, input: TAdminUpdateUserRequest): Promise<TAdminUser> {
    const current = await this.user(id);
    // A renamed user is checked against every other name and gets the new name's skeleton; an
    // unchanged name is left as it is (a lookalike from before migration 0008 has no skeleton, and
    // an unrelated edit must not trip over it).
    const renamed = input.username !== current.username;
    if (renamed) {
      await this.d.users.assertUsernameFree(input.username, id);
    }
    const byEmail = await this.d.users.findByEmail(input.email);
    if (byEmail && byEmail.id !== id) throw conflict(errors.emailTaken, { email: errors.emailTaken });
    const role = storedGlobalRole(input.role);
    await this.repo
      .transaction(async (trx) => {
        if (GLOBAL_ADMIN_ROLES.includes(current.role) && role !== 'global_admin' && (await this.d.accounts.otherGlobalAdmins(trx, id)).length === 0) {
          throw conflict(errors.lastGlobalAdmin, { role: errors.lastGlobalAdmin });
        }
        await this.repo.updateUser(trx, id, {
          username: input.username,
          ...(renamed ? { username_skeleton: usernameSkeleton(input.username) } : {}),
          email: input.email,
          role,
          display_name: input.display_name?.trim() || null,
          ...(input.email_verified !== undefined ? { email_verified: input.email_verified ? 1 : 0 } : {}),
          ...(input.is_approved !== undefined ? { is_approved: input.is_approved ? 1 : 0 } : {}),
          updated_at: iso(this.now()),
        });
      })
      .catch((err) => {
        throw isUniqueViolation(err) ? conflict(errors.usernameTaken, { username: errors.usernameTaken }) : err;
      });
    return this.user(id);
  }

  /**
   * Membership (role unchanged when already a member) and, by default, the primary community: the
   * console's "community" column is users.community_id, the primary one.
   */
  async assignCommunity(id: number, input: TAdminAssignCommunityRequest): Promise<TAdminUser> {
    const current = await this.user(id);
    const community = await this.d.communities.findRow(input.community_id);
    if (!community) throw notFound(errors.communityNotFound);
    const added = await this.d.communities.addMember(id, input.community_id, 'member', input.make_primary);
    if (added) {
      await this.d.notifications.notify([id], {
        type: 'community_joined',
        content: notices.addedToCommunity(community.name),
        reference_type: 'community',
        reference_id: community.id,
      });
    }
    return current.community_id === input.community_id && !added ? current : this.user(id);
  }

  async verifyEmail(id: number): Promise<TAdminUser> {
    await this.user(id);
    await this.d.users.markVerified(id, { updated_at: iso(this.now()) });
    return this.user(id);
  }

  /** The same mail and token as the user's own resend (AuthService). */
  async sendVerification(id: number): Promise<void> {
    await this.user(id);
    await this.d.auth.sendVerificationTo(id);
  }

  /** Spec §4: approval needs a verified e-mail and an assigned community. */
  async approve(id: number): Promise<TAdminUser> {
    const u = await this.user(id);
    if (!u.email_verified || u.community_id === null) throw badRequest(errors.approveRequirements);
    await this.d.users.update(id, { is_approved: 1, updated_at: iso(this.now()) });
    return this.user(id);
  }

  /**
   * The owner's own deletion and the console's are one (AccountDeletionService, issue 61;
   * docs/decisions.md "My data"): the last global admin and the last admin of a group
   * are refused alike.
   */
  async deleteUser(actor: SessionUser, id: number): Promise<TAdminDeleteUserResponse> {
    const done = await this.d.accounts.delete(actor, id);
    return {
      message: success.userDeleted,
      events_reassigned: done.eventsReassigned,
      events_deleted: done.eventsDeleted,
      songs_deleted: done.songsDeleted,
    };
  }

  private async removeFiles(files: DeletedFiles): Promise<void> {
    const under = (url: string, area: string) => {
      const prefix = `/api/uploads/${area}/`;
      return url.startsWith(prefix) ? [url.slice(prefix.length)] : [];
    };
    const jobs: [string, string][] = [
      ...files.headerImages.map((f): [string, string] => [HEADER_IMAGE_AREA, f]),
      ...files.performerImages.flatMap((u) => under(u, PERFORMER_IMAGE_AREA).map((f): [string, string] => [PERFORMER_IMAGE_AREA, f])),
    ];
    for (const [area, name] of jobs) await this.d.storage.remove(area, name);
  }

  // ------------------------------------------------------------ communities

  async listCommunities(): Promise<TAdminCommunity[]> {
    return (await this.repo.listCommunities(iso(this.now()))).map(toAdminCommunity);
  }

  communityStats() {
    return this.repo.communityStats();
  }

  private async community(id: number): Promise<TAdminCommunity> {
    const row = await this.repo.findCommunity(id, iso(this.now()));
    if (!row) throw notFound(errors.communityNotFound);
    return toAdminCommunity(row);
  }

  /** CommunitiesService.create: the named admin_user_id (or the acting admin) becomes its community_admin. */
  async createCommunity(actor: SessionUser, input: TAdminCommunityRequest): Promise<TAdminCommunity> {
    const { admin_user_id, ...fields } = input;
    if (admin_user_id) await this.user(admin_user_id);
    const created = await this.d.communities.create(actor, fields, admin_user_id ?? actor.id);
    return this.community(created.id);
  }

  async updateCommunity(actor: SessionUser, id: number, input: TAdminCommunityRequest): Promise<TAdminCommunity> {
    const { admin_user_id: _ignored, ...fields } = input;
    await this.d.communities.update(actor, id, fields);
    return this.community(id);
  }

  /**
   * One transaction (docs/decisions.md "Deleting a community"): members whose primary it was
   * fall back to their oldest other membership (or none); files after the commit.
   */
  async deleteCommunity(id: number): Promise<{ members_removed: number }> {
    await this.community(id);
    const result = await this.repo.transaction(async (trx) => {
      const fallbacks = await this.repo.primaryFallbacks(trx, id);
      const songs = await this.d.songs.deleteOwned(trx, 'community', id);
      const deleted = await this.repo.deleteCommunity(trx, id);
      for (const f of fallbacks) if (f.next !== null) await this.d.communities.makePrimary(f.userId, f.next, trx);
      return { songs, ...deleted };
    });
    await result.songs.afterCommit();
    await this.removeFiles(result.files);
    return { members_removed: result.membersRemoved };
  }

  // ------------------------------------------------------------ performers (PerformersService with a global-admin actor)

  listPerformers(actor: SessionUser, communityId?: number): Promise<TPerformer[]> {
    return communityId ? this.d.performers.list(actor, communityId) : this.d.performers.listAll(actor);
  }

  createPerformer(actor: SessionUser, communityId: number, input: TAdminPerformerRequest): Promise<TPerformer> {
    return this.d.performers.create(actor, communityId, input);
  }

  /** `communityId` from the path, or null for /gl_admin/performers/{id}; a different body community_id moves it. */
  async updatePerformer(actor: SessionUser, communityId: number | null, id: number, input: TAdminPerformerRequest): Promise<TPerformer> {
    const from = communityId ?? (await this.d.performers.communityOf(id));
    let at = from;
    if (input.community_id && input.community_id !== from) {
      await this.d.performers.move(actor, from, id, input.community_id);
      at = input.community_id;
    }
    return this.d.performers.update(actor, at, id, input);
  }

  async deletePerformer(actor: SessionUser, communityId: number | null, id: number): Promise<void> {
    await this.d.performers.delete(actor, communityId ?? (await this.d.performers.communityOf(id)), id);
  }

  async uploadPerformerImage(actor: SessionUser, communityId: number | null, id: number, file: Readable): Promise<string> {
    return this.d.performers.uploadImage(actor, communityId ?? (await this.d.performers.communityOf(id)), id, file);
  }

  // ------------------------------------------------------------ invitations

  async listInvitations(q: TAdminInvitationsQuery): Promise<TAdminInvitationsResponse> {
    const now = this.now();
    const { rows, total } = await this.repo.listInvitations({ status: q.status, communityId: q.community_id, search: q.search, now: iso(now), ...page(q) });
    return { invitations: rows.map((r) => toAdminInvitation(r, now)), total, page: q.page, per_page: q.per_page };
  }

  /** InvitationsService.invite: the same token, mail and replacement of earlier unused invitations. */
  async createInvitation(actor: SessionUser, input: TAdminCreateInvitationRequest): Promise<TAdminCreateInvitationResponse> {
    const sent = await this.d.invitations.invite(actor, input.community_id, input.email, input.make_primary);
    const row = (await this.repo.findInvitation(sent.invitation.id))!;
    return { message: sent.message, is_new_user: sent.is_new_user, invitation: toAdminInvitation(row, this.now()) };
  }

  /** Used invitations stay: they record how someone joined. */
  async deleteInvitation(id: number): Promise<void> {
    const row = await this.repo.findInvitation(id);
    if (!row) throw notFound(errors.invitationNotFound);
    if (row.is_used === 1) throw conflict(errors.invitationUsedDelete);
    await this.repo.deleteInvitation(id);
  }

  // ------------------------------------------------------------ community-user associations

  async listAssociations(q: TAdminAssociationsQuery): Promise<TAdminAssociationsResponse> {
    const role = q.role === 'user' ? 'member' : q.role;
    const { rows, total, totalAll } = await this.repo.listAssociations({ communityId: q.community_id, userId: q.user_id, role, search: q.search, ...page(q) });
    return { associations: rows.map(toAssociation), total, total_all: totalAll, page: q.page, per_page: q.per_page };
  }

  private async association(userId: number, communityId: number) {
    const row = await this.repo.findAssociation(userId, communityId);
    if (!row) throw notFound(errors.memberNotFound);
    return toAssociation(row);
  }

  /** CommunitiesService.changeRole: notifies the member; one's own role is not changed here either. */
  async setAssociationRole(actor: SessionUser, userId: number, input: TAdminAssociationRoleRequest) {
    await this.d.communities.changeRole(actor, input.community_id, userId, storedCommunityRole(input.role));
    return this.association(userId, input.community_id);
  }

  async setPrimary(userId: number, communityId: number) {
    await this.d.communities.makePrimary(userId, communityId);
    return this.association(userId, communityId);
  }

  /** The primary membership is never removed here (the console disables it; spec §4). */
  async removeAssociation(actor: SessionUser, userId: number, communityId: number): Promise<void> {
    const a = await this.association(userId, communityId);
    if (a.is_primary) throw conflict(errors.primaryMembership);
    await this.d.communities.removeMember(actor, communityId, userId);
  }

  async statistics(q: TAdminPageQuery): Promise<TAdminStatsResponse> {
    return toStats(await this.repo.statistics(page(q)), q);
  }
}
