import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, SetlistSongsTable, SetlistsTable } from '../../db/schema.ts';

export type SetlistRow = Selectable<SetlistsTable>;

type Db = Kysely<DB> | Transaction<DB>;

export class SetlistsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findById(id: number): Promise<SetlistRow | undefined> {
    return this.db.selectFrom('setlists').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEvents(eventIds: number[]): Promise<SetlistRow[]> {
    if (!eventIds.length) return Promise.resolve([]);
    return this.db.selectFrom('setlists').selectAll().where('event_id', 'in', eventIds).execute();
  }

  /** The entries of some setlists with what the screens show of each song, in order. */
  songsOf(setlistIds: number[]) {
    if (!setlistIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('setlist_songs as ss')
      .innerJoin('songs as s', 's.id', 'ss.song_id')
      .select([
        'ss.setlist_id',
        'ss.song_id',
        'ss.position',
        'ss.song_role',
        'ss.comment',
        'ss.item_key',
        's.title',
        's.composer',
        's.key',
        's.category',
        's.notes',
        's.part_file_stored',
        's.part_file_name',
        's.part_file_type',
      ])
      .where('ss.setlist_id', 'in', setlistIds)
      .orderBy('ss.setlist_id')
      .orderBy('ss.position')
      .execute();
  }

  async songIds(setlistId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('setlist_songs').select('song_id').where('setlist_id', '=', setlistId).execute();
    return rows.map((r) => r.song_id);
  }

  async insert(db: Db, row: Insertable<SetlistsTable>): Promise<number> {
    const { id } = await db.insertInto('setlists').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async rename(db: Db, id: number, name: string, at: string): Promise<void> {
    await db.updateTable('setlists').set({ name, updated_at: at }).where('id', '=', id).execute();
  }

  /** Replaces the whole list (the screens save it as a whole). */
  async replaceSongs(db: Db, setlistId: number, songs: Omit<Insertable<SetlistSongsTable>, 'setlist_id'>[]): Promise<void> {
    await db.deleteFrom('setlist_songs').where('setlist_id', '=', setlistId).execute();
    if (songs.length) await db.insertInto('setlist_songs').values(songs.map((s) => ({ ...s, setlist_id: setlistId }))).execute();
  }

  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('setlist_songs').where('setlist_id', '=', id).execute();
    await db.deleteFrom('setlists').where('id', '=', id).execute();
  }
}
