import { type Kysely, type Transaction } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { GLOBAL_ADMIN_ROLES } from '../../domain/sessions.ts';

const n = (v: unknown) => Number(v ?? 0);
const COMMUNITY_ADMIN_ROLES = ['community_admin', 'admin'];

/** Files to remove once a deletion has committed. */
export interface AccountFiles {
  headerImages: string[];
  profileImages: string[];
  exports: string[];
}

/**
 * The SQL of deleting an account (issue 61; docs/decisions.md "My data"), for the
 * owner's own deletion and the admin console's alike: one transaction of the caller.
 */
export class AccountDeletionRepository {
  private readonly db: Kysely<DB>;
  private readonly dialect: Dialect;

  constructor(database: Database) {
    this.db = database.db;
    this.dialect = database.dialect;
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findUser(trx: Transaction<DB>, id: number) {
    return trx.selectFrom('users').select(['id', 'username', 'email', 'display_name', 'role', 'email_verified', 'profile_image']).where('id', '=', id).executeTakeFirst();
  }

  /** Global admins other than `exceptId`, locked on PostgreSQL so two demotions or deletions cannot both pass. */
  async otherGlobalAdmins(trx: Transaction<DB>, exceptId: number): Promise<number[]> {
    let q = trx.selectFrom('users').select('id').where('role', 'in', GLOBAL_ADMIN_ROLES).orderBy('id');
    if (this.dialect === 'postgres') q = q.forUpdate();
    return (await q.execute()).map((r) => r.id).filter((id) => id !== exceptId);
  }

  /**
   * Deletes the account `id` and what is only theirs; keeps for the groups what belongs to them.
   * Community events and series they owned or organised go to the community's (oldest) other
   * admin, else to `fallbackHeir` (a global admin), else they are deleted; events they only
   * organised go back to their owner. Attendance at events before `today` is kept without a name
   * (event_attendance_anonymous), later attendance goes. Invitations and mail addressed to them go.
   * Posts and comments stay with user_id null (foreign key), memberships, sessions, tokens,
   * absences, notifications, reminders and exports go by foreign key. Personal songs are the
   * songs module's (SongsService.deleteOwned, on the same transaction, before this).
   */
  async deleteAccount(trx: Transaction<DB>, id: number, o: { today: string; fallbackHeir: number | null }) {
    const user = await trx.selectFrom('users').select(['email', 'profile_image']).where('id', '=', id).executeTakeFirstOrThrow();
    const privateEvents = await trx.selectFrom('events').select(['id', 'header_image_stored']).where('owner_id', '=', id).where('community_id', 'is', null).execute();

    let reassigned = 0;
    const orphaned: { id: number; header_image_stored: string | null }[] = [];
    const communities = await trx
      .selectFrom('events')
      .select('community_id')
      .where('owner_id', '=', id)
      .where('community_id', 'is not', null)
      .union(trx.selectFrom('event_series').select('community_id').where('owner_id', '=', id).where('community_id', 'is not', null))
      .execute();
    for (const { community_id } of communities) {
      const heir = (await this.communityHeir(trx, community_id!, id)) ?? o.fallbackHeir;
      if (heir === null) {
        orphaned.push(...(await trx.selectFrom('events').select(['id', 'header_image_stored']).where('owner_id', '=', id).where('community_id', '=', community_id!).execute()));
        continue;
      }
      const r = await trx
        .updateTable('events')
        .set((eb) => ({ owner_id: heir, organizer_id: eb.case().when('organizer_id', '=', id).then(heir).else(eb.ref('organizer_id')).end() }))
        .where('owner_id', '=', id)
        .where('community_id', '=', community_id!)
        .executeTakeFirst();
      reassigned += n(r.numUpdatedRows);
      await trx
        .updateTable('event_series')
        .set((eb) => ({ owner_id: heir, organizer_id: eb.case().when('organizer_id', '=', id).then(heir).else(eb.ref('organizer_id')).end() }))
        .where('owner_id', '=', id)
        .where('community_id', '=', community_id!)
        .execute();
    }
    await trx.updateTable('events').set((eb) => ({ organizer_id: eb.ref('owner_id') })).where('organizer_id', '=', id).where('owner_id', '!=', id).execute();
    await trx.updateTable('event_series').set((eb) => ({ organizer_id: eb.ref('owner_id') })).where('organizer_id', '=', id).where('owner_id', '!=', id).execute();
    await trx.updateTable('communities').set({ admin_id: null }).where('admin_id', '=', id).execute();

    const kept = await trx
      .insertInto('event_attendance_anonymous')
      .columns(['event_id', 'status', 'voice_part', 'updated_at'])
      .expression(
        trx
          .selectFrom('event_attendees as a')
          .innerJoin('events as e', 'e.id', 'a.event_id')
          .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').onRef('cu.user_id', '=', 'a.user_id'))
          .select(['a.event_id', 'a.status', 'cu.voice_part', 'a.updated_at'])
          .where('a.user_id', '=', id)
          .where('e.date', '<', o.today)
          .where('e.community_id', 'is not', null),
      )
      .executeTakeFirst();
    await trx.deleteFrom('event_attendees').where('user_id', '=', id).execute();

    await trx.deleteFrom('invitations').where('email', '=', user.email).execute();
    await trx.deleteFrom('invitation_sends').where('email', '=', user.email).execute();
    // The per-inviter limit counts nothing for an account that can no longer invite.
    await trx.updateTable('invitation_sends').set({ invited_by: null }).where('invited_by', '=', id).execute();
    await trx.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
    const exports = await trx.selectFrom('data_exports').select('file_name').where('user_id', '=', id).where('file_name', 'is not', null).execute();

    const gone = [...privateEvents, ...orphaned];
    if (gone.length) {
      const ids = gone.map((e) => e.id);
      await trx.deleteFrom('notifications').where('reference_type', '=', 'event').where('reference_id', 'in', ids).execute();
      await trx.deleteFrom('events').where('id', 'in', ids).execute();
    }
    await trx.deleteFrom('users').where('id', '=', id).execute();
    return {
      eventsReassigned: reassigned,
      eventsDeleted: gone.length,
      attendanceKept: n(kept.numInsertedOrUpdatedRows),
      files: {
        headerImages: gone.flatMap((e) => (e.header_image_stored ? [e.header_image_stored] : [])),
        profileImages: user.profile_image ? [user.profile_image] : [],
        exports: exports.map((e) => e.file_name!),
      } satisfies AccountFiles,
    };
  }

  /** The community's oldest other admin, who takes over its events. */
  private async communityHeir(trx: Transaction<DB>, communityId: number, exceptId: number): Promise<number | null> {
    const row = await trx
      .selectFrom('community_users')
      .select('user_id')
      .where('community_id', '=', communityId)
      .where('user_id', '!=', exceptId)
      .where('role', 'in', COMMUNITY_ADMIN_ROLES)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}

