import type { Insertable, Kysely } from 'kysely';
import type { DB, PerformersTable } from '../../db/schema.ts';

export class PerformersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private base() {
    return this.db
      .selectFrom('performers')
      .innerJoin('communities', 'communities.id', 'performers.community_id')
      .selectAll('performers')
      .select('communities.name as community_name');
  }

  list(communityId: number) {
    return this.base().where('performers.community_id', '=', communityId).orderBy('performers.name').execute();
  }

  listAll() {
    return this.base().orderBy('communities.name').orderBy('performers.name').execute();
  }

  findById(id: number) {
    return this.db.selectFrom('performers').select(['id', 'community_id']).where('id', '=', id).executeTakeFirst();
  }

  find(communityId: number, id: number) {
    return this.base().where('performers.community_id', '=', communityId).where('performers.id', '=', id).executeTakeFirst();
  }

  findByImage(imageUrl: string) {
    return this.db.selectFrom('performers').select(['id', 'community_id']).where('image_url', '=', imageUrl).executeTakeFirst();
  }

  async insert(row: Insertable<PerformersTable>): Promise<number> {
    const { id } = await this.db.insertInto('performers').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, patch: Partial<Insertable<PerformersTable>>): Promise<void> {
    await this.db.updateTable('performers').set(patch).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('performers').where('id', '=', id).execute();
  }
}
