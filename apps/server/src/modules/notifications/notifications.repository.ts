import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export interface NewNotification {
  type: string;
  content: string;
  reference_type: string | null;
  reference_id: number | null;
}

export class NotificationsRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /** A user's unread notices, counted (the bell's badge, polled by every open page). */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertMany(userIds: number[], n: NewNotification, createdAt: string, db: Kysely<DB> | Transaction<DB> = this.db): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insertInto('notifications')
      .values(userIds.map((user_id) => ({ ...n, user_id, is_read: 0, created_at: createdAt })))
      .execute();
  }

  list(userId: number, opts: { limit: number; offset: number; unreadOnly: boolean }) {
    let q = this.db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
    if (opts.unreadOnly) q = q.where('is_read', '=', 0);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset).execute();
  }

  /** Total and unread in one pass over the user's rows. */
  async counts(userId: number): Promise<{ total: number; unread: number }> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('is_read', '=', 0).then(1).else(0).end()).as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread ?? 0) };
  }

  findById(id: number) {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markRead(id: number): Promise<void> {
    await this.db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).execute();
  }

  async markAllRead(userId: number): Promise<number> {
    const r = await this.db
      .updateTable('notifications')
      .set({ is_read: 1 })
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('notifications').where('id', '=', id).execute();
  }

  /** Everyone's notifications pointing at these objects (they were deleted), on the caller's transaction. */
  async deleteReferences(db: Kysely<DB> | Transaction<DB>, referenceType: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('notifications').where('reference_type', '=', referenceType).where('reference_id', 'in', ids).execute();
  }
}
