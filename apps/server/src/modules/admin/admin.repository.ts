import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** A LIKE pattern for a case-folded "contains" search, with the wildcards of the input escaped. */
function contains(search: string) {
  return sql`${`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}
const like = (column: string, search: string) => sql<SqlBool>`fold_case(coalesce(${sql.ref(column)}, '')) like ${contains(search)}`;

const n = (v: unknown) => Number(v ?? 0);

export interface Page {
  limit: number;
  offset: number;
}

/** Files to remove once a deletion has committed. */
export interface DeletedFiles {
  headerImages: string[];
  performerImages: string[];
}

/**
 * The admin console's own SQL: cross-community lists, counts and the deletion of a community (a
 * user's is AccountDeletionService's, issue 61). Membership writes go through CommunitiesService; this repository only reads them.
 */
export class AdminRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ------------------------------------------------------------ users

  private usersBase(db: Executor = this.db) {
    return db
      .selectFrom('users')
      .leftJoin('communities', 'communities.id', 'users.community_id')
      .select([
        'users.id',
        'users.username',
        'users.email',
        'users.role',
        'users.display_name',
        'users.profile_image',
        'users.email_verified',
        'users.is_approved',
        'users.community_id',
        'users.created_at',
        'users.updated_at',
        'communities.name as community_name',
        sql<number>`(select count(*) from community_users cu where cu.user_id = users.id)`.as('communities_count'),
        sql<number>`(select count(*) from community_users cu where cu.user_id = users.id and cu.role = 'community_admin')`.as('admin_of_count'),
      ]);
  }

  private userSearch(search: string | undefined, onlyPending: boolean) {
    return (eb: ExpressionBuilder<DB, 'users' | 'communities'>) => {
      const and: Expression<SqlBool>[] = [];
      if (onlyPending) and.push(eb.or([eb('users.email_verified', '=', 0), eb('users.is_approved', '=', 0)]));
      if (search) and.push(eb.or([like('users.username', search), like('users.email', search), like('users.display_name', search)]));
      return eb.and(and);
    };
  }

  async listUsers(o: { search?: string; onlyPending: boolean } & Page) {
    const where = this.userSearch(o.search, o.onlyPending);
    const [rows, total] = await Promise.all([
      this.usersBase().where(where).orderBy('users.id').limit(o.limit).offset(o.offset).execute(),
      this.db.selectFrom('users').leftJoin('communities', 'communities.id', 'users.community_id').select((eb) => eb.fn.countAll().as('n')).where(where).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(userCounts), total: n(total.n) };
  }

  async findUser(id: number, db: Executor = this.db) {
    const row = await this.usersBase(db).where('users.id', '=', id).executeTakeFirst();
    return row ? userCounts(row) : undefined;
  }

  async updateUser(trx: Executor, id: number, patch: { username: string; username_skeleton?: string; email: string; role: string; display_name: string | null; email_verified?: number; is_approved?: number; updated_at: string }) {
    await trx.updateTable('users').set(patch).where('id', '=', id).execute();
  }

  async setUserFlags(id: number, patch: { email_verified?: number; is_approved?: number; updated_at: string }) {
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }

  /** Events with their notifications; attendees and setlists (with their songs) go by FK. */
  private async deleteEvents(trx: Transaction<DB>, ids: number[]) {
    if (!ids.length) return;
    await trx.deleteFrom('notifications').where('reference_type', '=', 'event').where('reference_id', 'in', ids).execute();
    await trx.deleteFrom('events').where('id', 'in', ids).execute();
  }

  // ------------------------------------------------------------ communities

  /** Communities with the console's counts; `now` decides which invitations are still pending. */
  private communitiesBase(now: string) {
    return this.db
      .selectFrom('communities')
      .leftJoin('users as admin', 'admin.id', 'communities.admin_id')
      .selectAll('communities')
      .select([
        'admin.username as admin_username',
        sql<number>`(select count(*) from community_users cu where cu.community_id = communities.id)`.as('members_count'),
        sql<number>`(select count(*) from community_users cu where cu.community_id = communities.id and cu.role = 'community_admin')`.as('admin_count'),
        sql<number>`(select count(*) from performers p where p.community_id = communities.id)`.as('performer_count'),
        sql<number>`(select count(*) from events e where e.community_id = communities.id)`.as('event_count'),
        sql<number>`(select count(*) from songs s where s.owner_type = 'community' and s.owner_id = communities.id)`.as('song_count'),
        sql<number>`(select count(*) from invitations i where i.community_id = communities.id and i.is_used = 0 and i.expires_at > ${now})`.as('pending_invitation_count'),
      ]);
  }

  async listCommunities(now: string) {
    return (await this.communitiesBase(now).orderBy('communities.id').execute()).map(communityCounts);
  }

  async findCommunity(id: number, now: string) {
    const row = await this.communitiesBase(now).where('communities.id', '=', id).executeTakeFirst();
    return row ? communityCounts(row) : undefined;
  }

  async communityStats() {
    const rows = await this.db
      .selectFrom('communities')
      .select(['communities.id as community_id', sql<number>`(select count(*) from community_users cu where cu.community_id = communities.id)`.as('user_count')])
      .orderBy('communities.id')
      .execute();
    return rows.map((r) => ({ community_id: r.community_id, user_count: n(r.user_count) }));
  }

  /** Members of a community whose primary it is, with the community they fall back to (or null). */
  async primaryFallbacks(trx: Transaction<DB>, communityId: number) {
    const members = await trx.selectFrom('community_users').select('user_id').where('community_id', '=', communityId).where('is_primary', '=', 1).execute();
    const out: { userId: number; next: number | null }[] = [];
    for (const { user_id } of members) {
      const next = await trx
        .selectFrom('community_users')
        .select('community_id')
        .where('user_id', '=', user_id)
        .where('community_id', '!=', communityId)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      out.push({ userId: user_id, next: next?.community_id ?? null });
    }
    return out;
  }

  /**
   * Deletes a community in the caller's transaction (docs/decisions.md "Deleting a community"):
   * its events (with notifications pointing at them) explicitly, then the row (its songs:
   * SongsService.deleteOwned in the same transaction); the FKs
   * take memberships, invitations, performers, attendee rows, setlists, posts and comments and
   * null users.community_id.
   */
  async deleteCommunity(trx: Transaction<DB>, id: number) {
    const events = await trx.selectFrom('events').select(['id', 'header_image_stored']).where('community_id', '=', id).execute();
    const performers = await trx.selectFrom('performers').select('image_url').where('community_id', '=', id).execute();
    const members = await trx.selectFrom('community_users').select((eb) => eb.fn.countAll().as('n')).where('community_id', '=', id).executeTakeFirstOrThrow();

    await this.deleteEvents(trx, events.map((e) => e.id));
    await trx.deleteFrom('notifications').where('reference_type', '=', 'community').where('reference_id', '=', id).execute();
    await trx
      .deleteFrom('notifications')
      .where('reference_type', '=', 'post')
      .where('reference_id', 'in', (eb) => eb.selectFrom('posts').select('posts.id').where('posts.community_id', '=', id))
      .execute();
    await trx.deleteFrom('communities').where('id', '=', id).execute();
    return {
      membersRemoved: n(members.n),
      files: {
        headerImages: events.flatMap((e) => (e.header_image_stored ? [e.header_image_stored] : [])),
        performerImages: performers.flatMap((p) => (p.image_url ? [p.image_url] : [])),
      } satisfies DeletedFiles,
    };
  }

  // ------------------------------------------------------------ invitations

  private invitationsBase(db: Executor = this.db) {
    return db
      .selectFrom('invitations')
      .innerJoin('communities', 'communities.id', 'invitations.community_id')
      .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
      .select([
        'invitations.id',
        'invitations.email',
        'invitations.community_id',
        'invitations.is_used',
        'invitations.used_at',
        'invitations.make_primary',
        'invitations.expires_at',
        'invitations.created_at',
        'invitations.invited_by',
        'communities.name as community_name',
        'inviter.username as invited_by_username',
      ]);
  }

  async listInvitations(o: { status?: 'Used' | 'Expired' | 'Active'; communityId?: number; search?: string; now: string } & Page) {
    const where = (eb: ExpressionBuilder<DB, 'invitations' | 'communities'>) => {
      const and: Expression<SqlBool>[] = [];
      if (o.status === 'Used') and.push(eb('invitations.is_used', '=', 1));
      if (o.status === 'Expired') and.push(eb.and([eb('invitations.is_used', '=', 0), eb('invitations.expires_at', '<=', o.now)]));
      if (o.status === 'Active') and.push(eb.and([eb('invitations.is_used', '=', 0), eb('invitations.expires_at', '>', o.now)]));
      if (o.communityId) and.push(eb('invitations.community_id', '=', o.communityId));
      if (o.search) and.push(like('invitations.email', o.search));
      return eb.and(and);
    };
    const [rows, total] = await Promise.all([
      this.invitationsBase().where(where).orderBy('invitations.created_at', 'desc').orderBy('invitations.id', 'desc').limit(o.limit).offset(o.offset).execute(),
      this.db
        .selectFrom('invitations')
        .innerJoin('communities', 'communities.id', 'invitations.community_id')
        .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: n(total.n) };
  }

  findInvitation(id: number) {
    return this.invitationsBase().where('invitations.id', '=', id).executeTakeFirst();
  }

  async deleteInvitation(id: number) {
    await this.db.deleteFrom('invitations').where('id', '=', id).where('is_used', '=', 0).execute();
  }

  // ------------------------------------------------------------ associations

  private associationsBase() {
    return this.db
      .selectFrom('community_users')
      .innerJoin('users', 'users.id', 'community_users.user_id')
      .innerJoin('communities', 'communities.id', 'community_users.community_id');
  }

  async listAssociations(o: { communityId?: number; userId?: number; role?: string; search?: string } & Page) {
    const where = (eb: ExpressionBuilder<DB, 'community_users' | 'users' | 'communities'>) => {
      const and: Expression<SqlBool>[] = [];
      if (o.communityId) and.push(eb('community_users.community_id', '=', o.communityId));
      if (o.userId) and.push(eb('community_users.user_id', '=', o.userId));
      if (o.role) and.push(eb('community_users.role', '=', o.role));
      if (o.search) and.push(eb.or([like('users.username', o.search), like('users.email', o.search), like('communities.name', o.search)]));
      return eb.and(and);
    };
    const [rows, total, all] = await Promise.all([
      this.associationRows().where(where).orderBy('communities.name').orderBy('users.username').limit(o.limit).offset(o.offset).execute(),
      this.associationsBase().select((eb) => eb.fn.countAll().as('n')).where(where).executeTakeFirstOrThrow(),
      this.db.selectFrom('community_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: n(total.n), totalAll: n(all.n) };
  }

  private associationRows() {
    return this.associationsBase().select([
      'community_users.user_id',
      'users.username',
      'users.email',
      'community_users.community_id',
      'communities.name as community_name',
      'community_users.role',
      'community_users.is_primary',
      'community_users.created_at',
    ]);
  }

  findAssociation(userId: number, communityId: number) {
    return this.associationRows().where('community_users.user_id', '=', userId).where('community_users.community_id', '=', communityId).executeTakeFirst();
  }

  // ------------------------------------------------------------ statistics

  async statistics(page: Page) {
    const count = async (q: Promise<{ n: unknown }>) => n((await q).n);
    const [associations, users, communities, allUsers, roles, perCommunity, perUser] = await Promise.all([
      count(this.db.selectFrom('community_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()),
      count(this.db.selectFrom('community_users').select(sql`count(distinct user_id)`.as('n')).executeTakeFirstOrThrow()),
      count(this.db.selectFrom('communities').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()),
      count(this.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()),
      this.db.selectFrom('community_users').select(['role', (eb) => eb.fn.countAll().as('n')]).groupBy('role').execute(),
      this.db
        .selectFrom('communities')
        .select([
          'communities.id as community_id',
          'communities.name as community_name',
          sql<number>`(select count(*) from community_users cu where cu.community_id = communities.id)`.as('users'),
          sql<number>`(select count(*) from community_users cu where cu.community_id = communities.id and cu.role = 'community_admin')`.as('admins'),
        ])
        .orderBy('communities.name')
        .execute(),
      this.db
        .selectFrom('users')
        .leftJoin('communities', 'communities.id', 'users.community_id')
        .select([
          'users.id as user_id',
          'users.username',
          'users.community_id as primary_community_id',
          'communities.name as primary_community_name',
          sql<number>`(select count(*) from community_users cu where cu.user_id = users.id)`.as('communities'),
        ])
        .where((eb) => eb.exists(eb.selectFrom('community_users as cu').select('cu.id').whereRef('cu.user_id', '=', 'users.id')))
        .orderBy('users.username')
        .orderBy('users.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    const ids = perUser.map((u) => u.user_id);
    const names = ids.length
      ? await this.db
          .selectFrom('community_users')
          .innerJoin('communities', 'communities.id', 'community_users.community_id')
          .select(['community_users.user_id', 'communities.name'])
          .where('community_users.user_id', 'in', ids)
          .orderBy('communities.name')
          .execute()
      : [];
    return {
      totals: { associations, users, communities, allUsers },
      roles: roles.map((r) => ({ role: r.role, count: n(r.n) })),
      perCommunity: perCommunity.map((c) => ({ ...c, users: n(c.users), admins: n(c.admins) })),
      perUser: {
        total: users,
        rows: perUser.map((u) => ({ ...u, communities: n(u.communities), community_names: names.filter((x) => x.user_id === u.user_id).map((x) => x.name) })),
      },
    };
  }
}

function userCounts<T extends { communities_count: unknown; admin_of_count: unknown }>(r: T) {
  return { ...r, communities_count: n(r.communities_count), admin_of_count: n(r.admin_of_count) };
}

function communityCounts<T extends { members_count: unknown; admin_count: unknown; performer_count: unknown; event_count: unknown; song_count: unknown; pending_invitation_count: unknown }>(r: T) {
  return {
    ...r,
    members_count: n(r.members_count),
    admin_count: n(r.admin_count),
    performer_count: n(r.performer_count),
    event_count: n(r.event_count),
    song_count: n(r.song_count),
    pending_invitation_count: n(r.pending_invitation_count),
  };
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminRepository['findUser']>>>;
export type AdminCommunityRow = NonNullable<Awaited<ReturnType<AdminRepository['findCommunity']>>>;
export type AdminInvitationRow = NonNullable<Awaited<ReturnType<AdminRepository['findInvitation']>>>;
export type AdminAssociationRow = NonNullable<Awaited<ReturnType<AdminRepository['findAssociation']>>>;
