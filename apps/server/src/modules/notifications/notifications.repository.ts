import type { Expression, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { param, preparedWrite } from '../../db/prepared.ts';
import { writeIdColumn, type RememberedReads } from '../../db/remembered.ts';
import type { DB } from '../../db/schema.ts';

export interface NewNotification {
  type: string;
  content: string;
  reference_type: string | null;
  reference_id: number | null;
}

/**
 * A user's unread notices, counted (the bell's badge, polled by every open page): read beside the
 * session, in its one statement (sessions.repository findWithUnread).
 */
export function unreadCountOf(db: Kysely<DB>, userId: Expression<number>) {
  return db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('notifications.user_id', '=', userId)
    .where('notifications.is_read', '=', 0);
}

export class NotificationsRepository {
  private readonly db: Kysely<DB>;
  /** One user's notice (a declined attendance tells the organizer): compiled once. */
  private readonly insertOne;

  /** `remembered`: the app's (context.ts), so that a notice forgets only its reader's unread count; none in commands. */
  constructor(database: Database, remembered?: RememberedReads) {
    this.db = database.db;
    const reach = remembered && { remembered, of: (n: { user_id: number }) => ({ users: [n.user_id] }) };
    this.insertOne = preparedWrite<NewNotification & { user_id: number; created_at: string }>(
      database,
      (db) => {
        const insert = db.insertInto('notifications').values({
          user_id: param<number>('user_id'),
          type: param<string>('type'),
          content: param<string>('content'),
          reference_type: param<string | null>('reference_type'),
          reference_id: param<number | null>('reference_id'),
          is_read: 0,
          created_at: param<string>('created_at'),
        });
        return database.dialect === 'postgres' ? insert.returning(writeIdColumn.as('xid')) : insert;
      },
      reach,
    );
  }

  async insertMany(userIds: number[], n: NewNotification, createdAt: string, db: Kysely<DB> | Transaction<DB> = this.db): Promise<void> {
    if (userIds.length === 0) return;
    if (userIds.length === 1) {
      await this.insertOne({ ...n, user_id: userIds[0], created_at: createdAt }, db);
      return;
    }
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
