import {
  errors,
  type TComment,
  type TCommentInput,
  type TPost,
  type TPostInput,
  type TPostsQuery,
  type TPostsResponse,
  notices,
} from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can } from '../../policy.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { postAccess, toComment, toPost } from './posts.mapper.ts';
import { PostsRepository, type PostRow, type PostScope } from './posts.repository.ts';

/** How a post is named in notifications: its title, else the start of its text. */
const SUBJECT_CHARS = 60;
const subject = (post: { title: string | null; content: string }) => {
  const text = post.title ?? post.content.replace(/\s+/g, ' ');
  return text.length > SUBJECT_CHARS ? `${text.slice(0, SUBJECT_CHARS).trimEnd()}…` : text;
};

/**
 * Posts of a community and their comments (spec events-songs-posts §2–§8). A post is seen by the
 * members of its community (and global admins); its author, the community's admins and global
 * admins edit and delete it. Reads cost a fixed number of statements: the post with its author,
 * community, the viewer's role and the comment count in one, the comments in another; a list page
 * is one statement for the rows and one for the total (plus the community check).
 */
export class PostsService {
  private readonly repo: PostsRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly communities: CommunitiesService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {
    this.repo = new PostsRepository(db);
  }

  /** The post, or 404 when it does not exist or the actor is not in its community. */
  private async visible(actor: SessionUser, id: number): Promise<PostRow> {
    const row = await this.repo.findForViewer(id, actor.id);
    if (!row || !can(actor, { type: 'post.view', post: postAccess(row) })) throw notFound(errors.postNotFound);
    return row;
  }

  /** A visible post the actor may edit and delete (403 otherwise). */
  private async editable(actor: SessionUser, id: number): Promise<PostRow> {
    const row = await this.visible(actor, id);
    if (!can(actor, { type: 'post.edit', post: postAccess(row) })) throw forbidden();
    return row;
  }

  /**
   * One page of a community's posts, newest first; without community_id, of every community the
   * actor belongs to. A community the actor cannot see is a 404, one they are not in a 403.
   */
  async list(actor: SessionUser, q: TPostsQuery): Promise<TPostsResponse> {
    let scope: PostScope = { memberOf: actor.id };
    if (q.community_id) {
      await this.communities.authorize(actor, q.community_id, 'community.members', errors.postCommunityForbidden);
      scope = { communityId: q.community_id };
    }
    const { rows, total } = await this.repo.page(scope, actor.id, q.per_page, (q.page - 1) * q.per_page);
    return {
      posts: rows.map((r) => toPost(r, actor)),
      current_page: q.page,
      per_page: q.per_page,
      pages: Math.max(1, Math.ceil(total / q.per_page)),
      total,
    };
  }

  async get(actor: SessionUser, id: number): Promise<TPost> {
    const row = await this.visible(actor, id);
    return toPost(row, actor, await this.repo.comments(id));
  }

  /** The community a new post goes to: the one asked for (the active one), else the primary. */
  private async targetCommunity(actor: SessionUser, communityId: number | null | undefined) {
    let id = communityId;
    if (!id) {
      const mine = await this.communities.listMine(actor);
      id = (mine.find((c) => c.is_primary) ?? mine[0])?.id;
      if (!id) throw badRequest(errors.postNoCommunity);
    }
    const { row } = await this.communities.authorize(actor, id, 'community.members', errors.postCommunityForbidden);
    return row;
  }

  /** Any member may post; the other members are told. */
  async create(actor: SessionUser, input: TPostInput): Promise<TPost> {
    const community = await this.targetCommunity(actor, input.community_id);
    const now = iso(this.clock.now());
    const id = await this.repo.insert({
      community_id: community.id,
      user_id: actor.id,
      title: input.title,
      content: input.content,
      created_at: now,
      updated_at: now,
    });
    const members = await this.communities.memberIds(community.id);
    await this.notifications.notify(
      members.filter((m) => m !== actor.id),
      {
        type: 'post_created',
        content: notices.postCreated(community.name, subject(input)),
        reference_type: 'post',
        reference_id: id,
      },
    );
    return this.get(actor, id);
  }

  /** Title and text change; the post stays in its community. */
  async update(actor: SessionUser, id: number, input: TPostInput): Promise<TPost> {
    await this.editable(actor, id);
    await this.repo.update(id, { title: input.title, content: input.content, updated_at: iso(this.clock.now()) });
    return this.get(actor, id);
  }

  /** The post, its comments (the foreign key cascades) and the notifications about it, in one transaction. */
  async delete(actor: SessionUser, id: number): Promise<void> {
    await this.editable(actor, id);
    await this.db.transaction().execute(async (trx) => {
      await this.repo.delete(trx, id);
      await this.notifications.forget(trx, 'post', [id]);
    });
  }

  /** Whoever may read the post may comment; its author is told (not about their own comments). */
  async comment(actor: SessionUser, input: TCommentInput): Promise<TComment> {
    const post = await this.visible(actor, input.content_id);
    const id = await this.repo.insertComment({ post_id: post.id, user_id: actor.id, content: input.content, created_at: iso(this.clock.now()) });
    const row = (await this.repo.findComment(id))!;
    if (post.user_id !== null && post.user_id !== actor.id) {
      await this.notifications.notify([post.user_id], {
        type: 'post_comment',
        content: notices.postComment(subject(post), row.display_name || row.username || ''),
        reference_type: 'post',
        reference_id: post.id,
      });
    }
    return toComment(row, post, actor);
  }

  /** The comment's author, the post community's admins and global admins. */
  async deleteComment(actor: SessionUser, id: number): Promise<void> {
    const comment = await this.repo.findComment(id);
    const post = comment && (await this.repo.findForViewer(comment.post_id, actor.id));
    if (!comment || !post || !can(actor, { type: 'post.view', post: postAccess(post) })) throw notFound(errors.commentNotFound);
    if (!can(actor, { type: 'comment.delete', comment, post: postAccess(post) })) throw forbidden();
    await this.repo.deleteComment(id);
  }
}
