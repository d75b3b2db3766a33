import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CommunitiesTable, DB } from '../../db/schema.ts';

export type CommunityRow = Selectable<CommunitiesTable> & { members_count: number };
export type MembershipRow = { role: string; is_primary: number; voice_part?: string | null };
/** A community with one user's membership in it (none when they are not a member). */
export type CommunityWithMembership = { row: CommunityRow; membership: MembershipRow | undefined };
type Executor = Kysely<DB> | Transaction<DB>;

const membersCount = sql<number>`(select count(*) from community_users cu where cu.community_id = communities.id)`.as(
  'members_count',
);

/** A community with one user's membership in it (role, primary, voice part), in one statement. */
function withMembership(db: Kysely<DB>, id: number, userId: number) {
  return db
    .selectFrom('communities')
    .leftJoin('community_users as me', (j) => j.onRef('me.community_id', '=', 'communities.id').on('me.user_id', '=', userId))
    .selectAll('communities')
    .select(membersCount)
    .select(['me.role as my_role', 'me.is_primary as my_is_primary', 'me.voice_part as my_voice_part'])
    .where('communities.id', '=', id);
}

/**
 * The only SQL of communities and memberships. users.community_id mirrors the primary membership
 * and is held in step here (setPrimary, removeMembership), in the caller's transaction.
 */
export class CommunitiesRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: 'sqlite' | 'postgres' = 'sqlite',
  ) {}

  get dialectName(): 'sqlite' | 'postgres' {
    return this.dialect;
  }

  transaction<T>(work: (repo: CommunitiesRepository, trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return (this.db as Kysely<DB>).transaction().execute((trx) => work(new CommunitiesRepository(trx, this.dialect), trx));
  }

  async findById(id: number): Promise<CommunityRow | undefined> {
    const row = await this.db
      .selectFrom('communities')
      .selectAll('communities')
      .select(membersCount)
      .where('communities.id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, members_count: Number(row.members_count) } : undefined;
  }

  /** The community with the user's membership in it, in one statement. */
  async findWithMembership(id: number, userId: number): Promise<CommunityWithMembership | undefined> {
    const found = await withMembership(this.db as Kysely<DB>, id, userId).executeTakeFirst();
    if (!found) return undefined;
    const { my_role, my_is_primary, my_voice_part, ...row } = found;
    const membership = my_role === null ? undefined : { role: my_role, is_primary: my_is_primary ?? 0, voice_part: my_voice_part };
    return { row: { ...row, members_count: Number(row.members_count) }, membership };
  }

  /** A public community with this name in any case, other than `exceptId` (names are unique among public ones only). */
  findPublicByName(name: string, exceptId = 0) {
    return this.db
      .selectFrom('communities')
      .select(['id'])
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .where('visibility', '!=', 'Private') // anything else is seen by everyone (policy.ts)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
  }

  membership(userId: number, communityId: number): Promise<MembershipRow | undefined> {
    return this.db
      .selectFrom('community_users')
      .select(['role', 'is_primary'])
      .where('user_id', '=', userId)
      .where('community_id', '=', communityId)
      .executeTakeFirst();
  }

  /** Communities with the caller's membership joined in; `all` for global admins, else public + own. */
  async list(userId: number, opts: { all: boolean; onlyMine: boolean; search?: string }) {
    let q = this.db
      .selectFrom('communities')
      .leftJoin('community_users as mine', (j) =>
        j.onRef('mine.community_id', '=', 'communities.id').on('mine.user_id', '=', userId),
      )
      .selectAll('communities')
      .select([membersCount, 'mine.role as my_role', 'mine.is_primary as my_primary', 'mine.voice_part as my_voice_part']);
    if (opts.onlyMine) q = q.where('mine.user_id', 'is not', null);
    else if (!opts.all) q = q.where((eb) => eb.or([eb('communities.visibility', '=', 'Public'), eb('mine.user_id', 'is not', null)]));
    if (opts.search) {
      const like = `%${opts.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`fold_case(communities.name)`, 'like', sql`${like} escape '\\'`),
          eb(sql`fold_case(coalesce(communities.description, ''))`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    }
    const rows = await q.orderBy('mine.is_primary', 'desc').orderBy('communities.name').execute();
    return rows.map((r) => ({ ...r, members_count: Number(r.members_count) }));
  }

  async insert(row: Insertable<CommunitiesTable>): Promise<number> {
    const { id } = await this.db.insertInto('communities').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, patch: Partial<Insertable<CommunitiesTable>>): Promise<void> {
    await this.db.updateTable('communities').set(patch).where('id', '=', id).execute();
  }

  async countMemberships(userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('community_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async addMember(userId: number, communityId: number, role: string, at: string): Promise<void> {
    await this.db
      .insertInto('community_users')
      .values({ user_id: userId, community_id: communityId, role, is_primary: 0, created_at: at })
      .execute();
  }

  /** Primary is exclusive per user and mirrored in users.community_id. */
  async setPrimary(userId: number, communityId: number): Promise<void> {
    await this.db.updateTable('community_users').set({ is_primary: 0 }).where('user_id', '=', userId).where('community_id', '!=', communityId).execute();
    await this.db.updateTable('community_users').set({ is_primary: 1 }).where('user_id', '=', userId).where('community_id', '=', communityId).execute();
    // A verified account that joins a group is approved (docs/decisions.md, "Approval").
    await this.db
      .updateTable('users')
      .set((eb) => ({ community_id: communityId, is_approved: eb.case().when('email_verified', '=', 1).then(1).else(eb.ref('is_approved')).end() }))
      .where('id', '=', userId)
      .execute();
  }

  /** The user's memberships (community, its name and visibility, their role), in name order. */
  memberships(userId: number) {
    return this.db
      .selectFrom('community_users as me')
      .innerJoin('communities as c', 'c.id', 'me.community_id')
      .select(['c.id', 'c.name', 'c.visibility', 'me.role'])
      .where('me.user_id', '=', userId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
  }

  /**
   * The community's admins other than `exceptUserId`, locked on PostgreSQL (in the caller's
   * transaction) so two admins leaving at once cannot both pass the last-admin check.
   */
  async otherAdmins(communityId: number, exceptUserId: number): Promise<number[]> {
    let q = this.db
      .selectFrom('community_users')
      .select('user_id')
      .where('community_id', '=', communityId)
      .where('role', 'in', ['community_admin', 'admin'])
      .orderBy('user_id');
    if (this.dialect === 'postgres') q = q.forUpdate();
    return (await q.execute()).map((r) => r.user_id).filter((id) => id !== exceptUserId);
  }

  /** The user's oldest membership other than `exceptCommunityId`: where primary moves when they leave theirs. */
  async fallbackPrimary(userId: number, exceptCommunityId: number): Promise<number | null> {
    const next = await this.db
      .selectFrom('community_users')
      .select('community_id')
      .where('user_id', '=', userId)
      .where('community_id', '!=', exceptCommunityId)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return next?.community_id ?? null;
  }

  async setRole(userId: number, communityId: number, role: string): Promise<void> {
    await this.db.updateTable('community_users').set({ role }).where('user_id', '=', userId).where('community_id', '=', communityId).execute();
  }

  /**
   * Ends a membership, and with it the user's places on the attendee lists of the community's
   * events (policy.ts attendeeAllowed: only members may be there, issue 19), except where they are
   * the owner or organizer or a global admin, and their calendar feed of that community (its URL
   * answers 404 from then on). Returns the events they were taken off, for the organizers' notices.
   */
  async removeMembership(userId: number, communityId: number): Promise<{ username: string; display_name: string | null; events: { id: number; title: string; date: string; organizer_id: number }[] }> {
    await this.db.deleteFrom('community_users').where('user_id', '=', userId).where('community_id', '=', communityId).execute();
    await this.db.updateTable('users').set({ community_id: null }).where('id', '=', userId).where('community_id', '=', communityId).execute();
    await this.db.deleteFrom('calendar_feed_tokens').where('user_id', '=', userId).where('community_id', '=', communityId).execute();
    const user = await this.db.selectFrom('users').select(['role', 'username', 'display_name']).where('id', '=', userId).executeTakeFirst();
    if (!user || user.role === 'global_admin' || user.role === 'admin') return { username: user?.username ?? '', display_name: null, events: [] };
    const events = await this.db
      .selectFrom('event_attendees as a')
      .innerJoin('events as e', 'e.id', 'a.event_id')
      .select(['e.id', 'e.title', 'e.date', 'e.organizer_id'])
      .where('a.user_id', '=', userId)
      .where('e.community_id', '=', communityId)
      .where('e.owner_id', '!=', userId)
      .where('e.organizer_id', '!=', userId)
      .execute();
    if (events.length) {
      await this.db.deleteFrom('event_attendees').where('user_id', '=', userId).where('event_id', 'in', events.map((e) => e.id)).execute();
    }
    return { username: user.username, display_name: user.display_name, events };
  }

  members(communityId: number) {
    return this.db
      .selectFrom('community_users')
      .innerJoin('users', 'users.id', 'community_users.user_id')
      .select([
        'users.id',
        'users.username',
        'users.display_name',
        'users.email',
        'users.profile_image',
        'community_users.role',
        'community_users.is_primary',
        'community_users.created_at',
        'community_users.voice_part',
      ])
      .where('community_users.community_id', '=', communityId)
      .orderBy('community_users.role')
      .orderBy('users.username')
      .execute();
  }

  /** Sets (null clears) a member's voice part; false when they are not a member. */
  async setVoicePart(userId: number, communityId: number, voicePart: string | null): Promise<boolean> {
    const r = await this.db
      .updateTable('community_users')
      .set({ voice_part: voicePart })
      .where('user_id', '=', userId)
      .where('community_id', '=', communityId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Every member with their role (for notices the policy must filter). */
  memberRoles(communityId: number): Promise<{ user_id: number; role: string }[]> {
    return this.db.selectFrom('community_users').select(['user_id', 'role']).where('community_id', '=', communityId).execute();
  }

  /** Ids of every member (for notifications), optionally only admins. */
  async memberIds(communityId: number, onlyAdmins = false): Promise<number[]> {
    let q = this.db.selectFrom('community_users').select('user_id').where('community_id', '=', communityId);
    if (onlyAdmins) q = q.where('role', '=', 'community_admin');
    return (await q.execute()).map((r) => r.user_id);
  }
}
