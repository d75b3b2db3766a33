import {
  attendanceErrors,
  defaultEventTypes,
  errors,
  notices,
  success,
  type TCommunity,
  type TCommunitySettingsRequest,
} from '@zborovodja/contracts';
import type { Kysely, Transaction } from 'kysely';
import { dateIn, iso, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, isGlobalAdmin, type Action } from '../../policy.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { toCommunity, toMember } from './communities.mapper.ts';
import { CommunitiesRepository, type CommunityRow, type CommunityWithMembership, type MembershipRow } from './communities.repository.ts';

export interface JoinResult {
  message: string;
  community: TCommunity;
  already_member: boolean;
}

export class CommunitiesService {
  private readonly repo: CommunitiesRepository;

  constructor(
    database: Database,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    /** TZ_APP: "upcoming" is judged by the parish's calendar day, not UTC's. */
    private readonly tzApp: string,
  ) {
    this.repo = new CommunitiesRepository(database.db, database.dialect);
  }

  /** The community and the actor's membership, or 404 when it does not exist or the actor may not see it. */
  async load(actor: SessionUser, id: number): Promise<CommunityWithMembership> {
    const found = await this.repo.findWithMembership(id, actor.id);
    if (!found) throw notFound(errors.communityNotFound);
    const { row, membership } = found;
    if (!can(actor, { type: 'community.view', community: { visibility: row.visibility, role: membership?.role ?? null } })) {
      throw notFound(errors.communityNotFound);
    }
    return { row, membership };
  }

  /** Throws 403 unless the policy allows `type` on this community (after the 404 check of load). */
  async authorize(actor: SessionUser, id: number, type: Exclude<Action['type'], `notification.${string}` | `profile.${string}`>, message?: string) {
    const loaded = await this.load(actor, id);
    const community = { visibility: loaded.row.visibility, role: loaded.membership?.role ?? null };
    if (!can(actor, { type, community } as Action)) throw forbidden(message ?? errors.forbidden);
    return loaded;
  }

  private view(actor: SessionUser, row: CommunityRow, membership: MembershipRow | undefined | null): TCommunity {
    return toCommunity(row, membership, actor);
  }

  async get(actor: SessionUser, id: number): Promise<TCommunity> {
    const { row, membership } = await this.load(actor, id);
    return this.view(actor, row, membership);
  }

  async list(actor: SessionUser, search?: string): Promise<TCommunity[]> {
    const rows = await this.repo.list(actor.id, { all: isGlobalAdmin(actor), onlyMine: false, search });
    return rows.map((r) => this.view(actor, r, r.my_role ? { role: r.my_role, is_primary: r.my_primary ?? 0, voice_part: r.my_voice_part } : null));
  }

  async listMine(actor: SessionUser): Promise<TCommunity[]> {
    const rows = await this.repo.list(actor.id, { all: false, onlyMine: true });
    return rows.map((r) => this.view(actor, r, { role: r.my_role!, is_primary: r.my_primary ?? 0, voice_part: r.my_voice_part }));
  }

  /**
   * The creator becomes community_admin, primary when it is their first community, in one
   * transaction. The admin console may name another user as that first admin (`adminId`).
   */
  async create(actor: SessionUser, input: TCommunitySettingsRequest, adminId: number = actor.id): Promise<TCommunity> {
    await this.checkName(input.name, input.visibility ?? 'Private');
    const now = iso(this.clock.now());
    const id = await this.repo.transaction(async (repo) => {
      const communityId = await repo.insert({
        name: input.name,
        description: input.description || null,
        visibility: input.visibility ?? 'Private',
        allow_member_edits: input.allow_member_edits ? 1 : 0,
        supported_event_types: JSON.stringify(input.supported_event_types ?? defaultEventTypes),
        voice_part_minimums: input.voice_part_minimums ? JSON.stringify(input.voice_part_minimums) : null,
        chord_notation: input.chord_notation ?? 'german',
        admin_id: adminId,
        created_at: now,
        updated_at: now,
      });
      const first = (await repo.countMemberships(adminId)) === 0;
      await repo.addMember(adminId, communityId, 'community_admin', now);
      if (first) await repo.setPrimary(adminId, communityId);
      return communityId;
    });
    return this.get(actor, id);
  }

  /**
   * A public community's name must differ (in any case) from every other public one's; a private
   * community's name is free (issue 19, #4: a 409 confirmed a private community's name to anyone
   * who guessed it). The answer so names only public communities, which everyone sees anyway; the
   * admin console tells same-named ones apart by id and visibility (docs/decisions.md).
   */
  private async checkName(name: string, visibility: string, exceptId?: number): Promise<void> {
    if (visibility === 'Private') return;
    if (await this.repo.findPublicByName(name, exceptId)) throw conflict(errors.communityNameTaken, { name: errors.communityNameTaken });
  }

  async update(actor: SessionUser, id: number, input: TCommunitySettingsRequest): Promise<TCommunity> {
    const { row } = await this.authorize(actor, id, 'community.manage', errors.notCommunityAdmin);
    await this.checkName(input.name, input.visibility ?? row.visibility, id);
    await this.repo.update(id, {
      name: input.name,
      description: input.description || null,
      ...(input.visibility ? { visibility: input.visibility } : {}),
      ...(input.allow_member_edits !== undefined ? { allow_member_edits: input.allow_member_edits ? 1 : 0 } : {}),
      ...(input.supported_event_types ? { supported_event_types: JSON.stringify(input.supported_event_types) } : {}),
      ...(input.voice_part_minimums ? { voice_part_minimums: JSON.stringify(input.voice_part_minimums) } : {}),
      ...(input.chord_notation ? { chord_notation: input.chord_notation } : {}),
      updated_at: iso(this.clock.now()),
    });
    return this.get(actor, id);
  }

  /**
   * Joins a public community (any community for a global admin). Already a member is a success.
   * `asAdmin` is the spec's admin/join: the creator is already its admin from the creation (the
   * same transaction), so joining as admin needs the right to manage it already: a global admin.
   * A creator who was removed comes back as anyone else does, not as admin.
   */
  async join(actor: SessionUser, id: number, makePrimary: boolean, asAdmin = false): Promise<JoinResult> {
    const { row, membership } = await this.load(actor, id);
    if (membership) {
      if (makePrimary && membership.is_primary !== 1) await this.repo.transaction((repo) => repo.setPrimary(actor.id, id));
      return { message: success.alreadyMember, community: await this.get(actor, id), already_member: true };
    }
    if (asAdmin && !can(actor, { type: 'community.manage', community: { visibility: row.visibility, role: null } })) {
      throw forbidden(errors.notCommunityAdmin);
    }
    if (!asAdmin && !can(actor, { type: 'community.join', community: { visibility: row.visibility, role: null } })) {
      throw forbidden(errors.privateCommunityJoin);
    }
    await this.addMember(actor.id, id, asAdmin ? 'community_admin' : 'member', makePrimary);
    return { message: success.joined, community: await this.get(actor, id), already_member: false };
  }

  /**
   * Adds a membership in one transaction; it becomes primary when asked or when it is the user's
   * first community; inside the caller's transaction when `trx` is given. Returns false when the user already belonged (nothing changed but primary).
   */
  async addMember(userId: number, communityId: number, role: string, makePrimary: boolean, trx?: Kysely<DB>): Promise<boolean> {
    const work = async (r: CommunitiesRepository) => {
      const existing = await r.membership(userId, communityId);
      if (!existing) {
        const first = (await r.countMemberships(userId)) === 0;
        await r.addMember(userId, communityId, role, iso(this.clock.now()));
        if (first || makePrimary) await r.setPrimary(userId, communityId);
        return true;
      }
      if (makePrimary && existing.is_primary !== 1) await r.setPrimary(userId, communityId);
      return false;
    };
    return trx ? work(new CommunitiesRepository(trx)) : this.repo.transaction(work);
  }

  async members(actor: SessionUser, id: number) {
    const { membership } = await this.authorize(actor, id, 'community.members');
    const showEmail = membership?.role === 'community_admin' || isGlobalAdmin(actor);
    return (await this.repo.members(id)).map((m) => toMember(m, showEmail));
  }

  /** Admins change roles of others; a member is notified. The community keeps at least one admin. */
  async changeRole(actor: SessionUser, id: number, userId: number, role: string) {
    const { row } = await this.authorize(actor, id, 'community.manage', errors.notCommunityAdmin);
    if (userId === actor.id) throw new AppError(400, errors.cannotChangeOwnRole);
    const target = await this.repo.membership(userId, id);
    if (!target) throw notFound(errors.memberNotFound);
    if (target.role !== role) {
      await this.repo.setRole(userId, id, role);
      await this.notifications.notify([userId], {
        type: 'role_changed',
        content: role === 'community_admin' ? notices.roleAdmin(row.name) : notices.roleMember(row.name),
        reference_type: 'community',
        reference_id: id,
      });
    }
    const member = (await this.repo.members(id)).find((m) => m.id === userId)!;
    return toMember(member, true);
  }

  /**
   * Removes someone else. A user's primary membership stays while they belong to other
   * communities (they choose another primary first); their only community can be removed.
   */
  async removeMember(actor: SessionUser, id: number, userId: number): Promise<void> {
    await this.authorize(actor, id, 'community.manage', errors.notCommunityAdmin);
    if (userId === actor.id) throw new AppError(400, errors.cannotRemoveSelf);
    await this.repo.transaction(async (repo, trx) => {
      const target = await repo.membership(userId, id);
      if (!target) throw notFound(errors.memberNotFound);
      if (target.is_primary === 1 && (await repo.countMemberships(userId)) > 1) throw conflict(errors.primaryMembership);
      const dropped = await repo.removeMembership(userId, id);
      await this.tellOrganizers(dropped.display_name || dropped.username, dropped.events, trx);
    });
  }

  /**
   * The actor leaves the community (issue 58, #7), in one transaction: the membership, their places
   * on the attendee lists of its events and their calendar feed of it go (removeMembership), the
   * organizers of upcoming events are told, and primary moves to their oldest other membership (or
   * none). 404 when the community is hidden or they are not a member; the last admin is refused
   * (409) until they make another member admin.
   */
  async leave(actor: SessionUser, id: number): Promise<void> {
    const { row } = await this.load(actor, id);
    await this.repo.transaction(async (repo, trx) => {
      const membership = await repo.membership(actor.id, id);
      if (!membership) throw notFound(errors.memberNotFound);
      const community = { visibility: row.visibility, role: membership.role };
      const otherAdmins = (await repo.otherAdmins(id, actor.id)).length;
      if (!can(actor, { type: 'community.leave', community, otherAdmins })) throw conflict(errors.lastAdminLeave);
      const dropped = await repo.removeMembership(actor.id, id);
      if (membership.is_primary === 1) {
        const next = await repo.fallbackPrimary(actor.id, id);
        if (next !== null) await repo.setPrimary(actor.id, next);
      }
      await this.tellOrganizers(dropped.display_name || dropped.username, dropped.events, trx);
    });
  }

  /**
   * The communities the user could not leave now because they are their last admin (the rule of
   * `leave`, policy community.leave): a deletion of the account is refused while there is one
   * (issue 61). `trx`: the deletion's transaction.
   */
  async lastAdminOf(user: SessionUser, trx?: Transaction<DB>): Promise<{ id: number; name: string }[]> {
    const repo = trx ? new CommunitiesRepository(trx, this.repo.dialectName) : this.repo;
    const refused: { id: number; name: string }[] = [];
    for (const m of await repo.memberships(user.id)) {
      // The other admins are counted (and locked on PostgreSQL) as leave counts them.
      const otherAdmins = m.role === 'member' ? 0 : (await repo.otherAdmins(m.id, user.id)).length;
      if (!can(user, { type: 'community.leave', community: { visibility: m.visibility, role: m.role }, otherAdmins })) refused.push({ id: m.id, name: m.name });
    }
    return refused;
  }

  /** The organizers of upcoming events hear who lost their place on the list (docs/decisions.md, Attendee lists). */
  private async tellOrganizers(name: string, events: { id: number; title: string; date: string; organizer_id: number }[], trx: Transaction<DB>) {
    const today = dateIn(this.tzApp, this.clock.now());
    for (const e of events.filter((x) => x.date >= today)) {
      const [y, m, d] = e.date.split('-').map(Number);
      await this.notifications.notify(
        [e.organizer_id],
        { type: 'event_attendee_dropped', content: notices.attendeeDropped(name, e.title, `${d}. ${m}. ${y}`), reference_type: 'event', reference_id: e.id },
        trx,
      );
    }
  }

  /** Makes an existing membership the user's primary one (exclusive, mirrored in users.community_id). */
  async makePrimary(userId: number, communityId: number, trx?: Kysely<DB>): Promise<void> {
    const work = async (r: CommunitiesRepository) => {
      if (!(await r.membership(userId, communityId))) throw notFound(errors.memberNotFound);
      await r.setPrimary(userId, communityId);
    };
    await (trx ? work(new CommunitiesRepository(trx)) : this.repo.transaction(work));
  }

  /**
   * A member's voice part (issue 23): the member themselves or whoever manages the community
   * (policy community.voice_part); 404 when the community is hidden or they are not a member.
   */
  async setVoicePart(actor: SessionUser, id: number, userId: number, voicePart: string | null) {
    const { membership } = await this.load(actor, id);
    const community = { visibility: '', role: membership?.role ?? null };
    if (!can(actor, { type: 'community.voice_part', community, userId })) throw forbidden(attendanceErrors.voicePartForbidden);
    if (!(await this.repo.setVoicePart(userId, id, voicePart))) throw notFound(errors.memberNotFound);
    const member = (await this.repo.members(id)).find((m) => m.id === userId)!;
    return toMember(member, membership?.role === 'community_admin' || isGlobalAdmin(actor));
  }

  memberRoles(communityId: number) {
    return this.repo.memberRoles(communityId);
  }

  memberIds(communityId: number, onlyAdmins = false) {
    return this.repo.memberIds(communityId, onlyAdmins);
  }

  findRow(id: number) {
    return this.repo.findById(id);
  }

  membership(userId: number, communityId: number) {
    return this.repo.membership(userId, communityId);
  }
}
