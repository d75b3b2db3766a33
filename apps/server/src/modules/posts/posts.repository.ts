import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { CommentsTable, DB, PostsTable } from '../../db/schema.ts';

/**
 * A post as every read returns it, in one statement: with its author, its community's name, the
 * viewer's role in that community (what the policy needs) and the number of comments.
 */
export type PostRow = Selectable<PostsTable> & {
  /** Null with the author's account deleted (so is user_id). */
  username: string | null;
  display_name: string | null;
  profile_image: string | null;
  community_name: string;
  my_role: string | null;
  comments_count: number;
};

export type CommentRow = Selectable<CommentsTable> & {
  username: string | null;
  display_name: string | null;
  profile_image: string | null;
};

/** Which posts a list shows: one community's, or those of every community the viewer belongs to. */
export type PostScope = { communityId: number } | { memberOf: number };

function postSelect(db: Kysely<DB>, viewer: number) {
  return db
    .selectFrom('posts as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('communities as c', 'c.id', 'p.community_id')
    .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'p.community_id').on('cu.user_id', '=', viewer))
    .selectAll('p')
    .select([
      'u.username',
      'u.display_name',
      'u.profile_image',
      'c.name as community_name',
      'cu.role as my_role',
      (eb) =>
        eb
          .selectFrom('comments as k')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('k.post_id', '=', 'p.id')
          .as('comments_count'),
    ]);
}

const withCount = <T extends { comments_count: number | string | null }>(row: T): T & { comments_count: number } => ({
  ...row,
  comments_count: Number(row.comments_count ?? 0),
});

/** The only SQL of posts and comments. Comments go with their post (foreign key, ON DELETE CASCADE). */
export class PostsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findForViewer(id: number, viewer: number): Promise<PostRow | undefined> {
    const row = await postSelect(this.db, viewer).where('p.id', '=', id).executeTakeFirst();
    return row ? withCount(row) : undefined;
  }

  /** One page, newest first: one statement for the rows (comment counts included), one for the total. */
  async page(scope: PostScope, viewer: number, limit: number, offset: number): Promise<{ rows: PostRow[]; total: number }> {
    const inScope = (eb: ExpressionBuilder<DB & { p: PostsTable }, 'p'>) =>
      'communityId' in scope
        ? eb('p.community_id', '=', scope.communityId)
        : eb('p.community_id', 'in', eb.selectFrom('community_users').select('community_id').where('user_id', '=', scope.memberOf));
    const [rows, count] = await Promise.all([
      postSelect(this.db, viewer).where(inScope).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
      this.db.selectFrom('posts as p').where(inScope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(withCount), total: Number(count.n) };
  }

  private commentSelect() {
    return this.db
      .selectFrom('comments as k')
      .leftJoin('users as u', 'u.id', 'k.user_id')
      .selectAll('k')
      .select(['u.username', 'u.display_name', 'u.profile_image']);
  }

  /** A post's comments, oldest first. */
  comments(postId: number): Promise<CommentRow[]> {
    return this.commentSelect().where('k.post_id', '=', postId).orderBy('k.created_at').orderBy('k.id').execute();
  }

  findComment(id: number): Promise<CommentRow | undefined> {
    return this.commentSelect().where('k.id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<PostsTable>): Promise<number> {
    const { id } = await this.db.insertInto('posts').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, patch: Updateable<PostsTable>): Promise<void> {
    await this.db.updateTable('posts').set(patch).where('id', '=', id).execute();
  }

  /** The post and, through the foreign key, its comments; on the caller's transaction. */
  async delete(trx: Transaction<DB>, id: number): Promise<void> {
    await trx.deleteFrom('posts').where('id', '=', id).execute();
  }

  async insertComment(row: Insertable<CommentsTable>): Promise<number> {
    const { id } = await this.db.insertInto('comments').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async deleteComment(id: number): Promise<void> {
    await this.db.deleteFrom('comments').where('id', '=', id).execute();
  }
}
