import type { Kysely, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';
import type { AppError } from '../../domain/errors.ts';
import { usernameConflict } from './username-skeleton.ts';
import type { NewUser, UserRow, UsersRepository } from './users.repository.ts';

export type { NewUser, UserRow };

/**
 * The accounts, as the other modules reach them (registration, invitations, the profile, the
 * admin console): lookups, the username rule and writes.
 */
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.repo.findById(id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.findByEmail(email);
  }

  /** Login and resend accept either the username or the e-mail address. */
  findByLogin(login: string): Promise<UserRow | undefined> {
    return this.repo.findByLogin(login);
  }

  /** The 409 when another user has this username (in any case) or one that looks like it; `exceptId` is the user being renamed. */
  async usernameConflict(username: string, exceptId = 0): Promise<AppError | null> {
    return usernameConflict(await this.repo.findSameOrLookalike(username, exceptId), username);
  }

  async assertUsernameFree(username: string, exceptId = 0): Promise<void> {
    const clash = await this.usernameConflict(username, exceptId);
    if (clash) throw clash;
  }

  /** `executor`: the caller's transaction, when the account is made with other rows. */
  insert(row: NewUser, executor?: Kysely<DB>): Promise<number> {
    return this.repo.insert(row, executor);
  }

  /** Verified, and approved when already in a group (docs/decisions.md, "Approval"). */
  markVerified(id: number, patch: Updateable<UsersTable>): Promise<void> {
    return this.repo.markVerified(id, patch);
  }

  update(id: number, patch: Updateable<UsersTable>): Promise<void> {
    return this.repo.update(id, patch);
  }
}
