import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { usernameSkeleton } from './username-skeleton.ts';

export type UserRow = Awaited<ReturnType<UsersRepository['findById']>> & {};

export type NewUser = Pick<UsersTable, 'username' | 'email' | 'password_hash'> &
  Partial<Omit<UsersTable, 'id' | 'username' | 'email' | 'password_hash' | 'username_skeleton'>>;

export class UsersRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  findById(id: number) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUsername(username: string) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  /**
   * Another user whose username is this one in any case, or looks like it: the same confusable
   * skeleton (username-skeleton.ts). `exceptId` leaves out the user being renamed.
   */
  findSameOrLookalike(username: string, exceptId = 0) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb('username_skeleton', '=', usernameSkeleton(username))]))
      .where('id', '!=', exceptId)
      .orderBy('id')
      .executeTakeFirst();
  }

  findByEmail(email: string) {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  /** Login and resend accept either the username or the e-mail address. */
  findByLogin(login: string) {
    const value = login.toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', value), eb('email', '=', value)]))
      .orderBy('id')
      .executeTakeFirst();
  }

  /**
   * Creates a user; what is not given takes the defaults of a fresh self-registered account.
   * `executor` lets a caller insert inside its own transaction.
   */
  async insert(row: NewUser, executor: Kysely<DB> = this.db): Promise<number> {
    const now = row.created_at ?? new Date().toISOString();
    const values: Omit<UsersTable, 'id'> = {
      role: 'user',
      display_name: null,
      profile_image: null,
      email_verified: 0,
      is_approved: 0,
      community_id: null,
      ...row,
      username_skeleton: usernameSkeleton(row.username),
      created_at: now,
      updated_at: now,
    };
    const { id } = await executor.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /**
   * The e-mail is proven: verified, and approved when the account already belongs to a group
   * (docs/decisions.md, "Approval"). `patch` carries what else changes with it (a new password).
   */
  async markVerified(id: number, patch: Updateable<UsersTable>): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ ...patch, email_verified: 1, is_approved: eb.case().when('community_id', 'is not', null).then(1).else(eb.ref('is_approved')).end() }))
      .where('id', '=', id)
      .execute();
  }

  async update(id: number, patch: Updateable<UsersTable>): Promise<void> {
    if (patch.username !== undefined) patch = { ...patch, username_skeleton: usernameSkeleton(patch.username) };
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }
}
