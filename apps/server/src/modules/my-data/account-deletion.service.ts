import { errors, myDataErrors } from '@zborovodja/contracts';
import { dateIn, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../domain/errors.ts';
import { GLOBAL_ADMIN_ROLES, type SessionUser } from '../../domain/sessions.ts';
import { accountDeletedMail } from '../../mail/templates.ts';
import { can, isGlobalAdmin } from '../../policy.ts';
import type { FileStorage } from '../../storage/uploads.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import { HEADER_IMAGE_AREA } from '../events/events.service.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import { PROFILE_IMAGE_AREA } from '../profile/profile.service.ts';
import type { SongsService } from '../songs/songs.service.ts';
import { AccountDeletionRepository, type AccountFiles } from './account-deletion.repository.ts';
import { DATA_EXPORT_AREA } from './data-export.repository.ts';

export interface AccountDeletionDeps {
  database: Database;
  clock: Clock;
  tzApp: string;
  storage: FileStorage;
  communities: CommunitiesService;
  songs: SongsService;
  mailer: Mailer;
}

export interface AccountDeleted {
  eventsReassigned: number;
  eventsDeleted: number;
  songsDeleted: number;
  attendanceKept: number;
}

/**
 * Deleting an account (issue 61): the one way, for its owner ("Izbriši račun") and for a global
 * admin in the console. One transaction: the rules (the last global admin stays; the last admin of
 * a group hands over first, the rule of leaving a group), the personal songs, the account and what
 * hangs on it (AccountDeletionRepository), and the confirmation mail to the deleted address.
 * Files go after the commit.
 */
export class AccountDeletionService {
  private readonly repo: AccountDeletionRepository;

  constructor(private readonly d: AccountDeletionDeps) {
    this.repo = new AccountDeletionRepository(d.database);
  }

  /** Global admins other than `exceptId` (locked on PostgreSQL): the console's demotion checks the same rule. */
  otherGlobalAdmins(trx: Transaction<DB>, exceptId: number): Promise<number[]> {
    return this.repo.otherGlobalAdmins(trx, exceptId);
  }

  /** The groups whose last admin the user is (the deletion is refused while there is one). */
  lastAdminOf(user: SessionUser) {
    return this.d.communities.lastAdminOf(user);
  }

  async delete(actor: SessionUser, userId: number): Promise<AccountDeleted> {
    if (!can(actor, { type: 'account.delete', userId })) throw forbidden();
    const result = await this.repo.transaction(async (trx) => {
      const target = await this.repo.findUser(trx, userId);
      if (!target) throw notFound(errors.userNotFound);
      const others = await this.repo.otherGlobalAdmins(trx, userId);
      if (GLOBAL_ADMIN_ROLES.includes(target.role) && others.length === 0) throw conflict(errors.lastGlobalAdmin);
      const person: SessionUser = { id: target.id, username: target.username, display_name: target.display_name, role: target.role, email_verified: target.email_verified === 1 };
      const sole = await this.d.communities.lastAdminOf(person, trx);
      if (sole.length) throw conflict(myDataErrors.lastAdmin(sole.map((c) => c.name)), { communities: sole.map((c) => c.name).join(', ') });
      // Community events without another admin of their group go to the acting global admin, or another one.
      const fallbackHeir = actor.id !== userId && isGlobalAdmin(actor) ? actor.id : (others[0] ?? null);
      const songs = await this.d.songs.deleteOwned(trx, 'user', userId);
      const deleted = await this.repo.deleteAccount(trx, userId, { today: dateIn(this.d.tzApp, this.d.clock.now()), fallbackHeir });
      await this.d.mailer.queue(trx, accountDeletedMail(target.email, target.display_name || target.username), { kind: 'account_deleted' });
      return { songs, ...deleted };
    });
    await result.songs.afterCommit();
    await this.removeFiles(result.files);
    return { eventsReassigned: result.eventsReassigned, eventsDeleted: result.eventsDeleted, songsDeleted: result.songs.count, attendanceKept: result.attendanceKept };
  }

  private async removeFiles(files: AccountFiles): Promise<void> {
    const prefix = `/api/uploads/${PROFILE_IMAGE_AREA}/`;
    for (const f of files.headerImages) await this.d.storage.remove(HEADER_IMAGE_AREA, f);
    for (const url of files.profileImages) if (url.startsWith(prefix)) await this.d.storage.remove(PROFILE_IMAGE_AREA, url.slice(prefix.length));
    for (const f of files.exports) await this.d.storage.remove(DATA_EXPORT_AREA, f);
  }
}
