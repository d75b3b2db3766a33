import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AbsencesTable, DB } from '../../db/schema.ts';

/** Absences (issue 23): the only Kysely code of the attendance module. */
export class AttendanceRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /** The user's absences that have not ended before `from`, soonest first. */
  listAbsences(userId: number, from: string) {
    return this.db
      .selectFrom('absences')
      .select(['id', 'start_date', 'end_date', 'note'])
      .where('user_id', '=', userId)
      .where('end_date', '>=', from)
      .orderBy('start_date')
      .orderBy('id')
      .execute();
  }

  async countAbsences(userId: number, from: string): Promise<number> {
    const row = await this.db
      .selectFrom('absences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('end_date', '>=', from)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insertAbsence(row: Insertable<AbsencesTable>): Promise<number> {
    const { id } = await this.db.insertInto('absences').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Deletes one of the user's own absences; false when there is no such absence of theirs. */
  async deleteAbsence(id: number, userId: number): Promise<boolean> {
    const r = await this.db.deleteFrom('absences').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Absences of these users that cover `date`, in one statement (the attendee picker). */
  absencesOn(userIds: number[], date: string) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('absences')
      .select(['user_id', 'start_date', 'end_date', 'note'])
      .where('user_id', 'in', userIds)
      .where('start_date', '<=', date)
      .where('end_date', '>=', date)
      .orderBy('start_date')
      .execute();
  }
}
