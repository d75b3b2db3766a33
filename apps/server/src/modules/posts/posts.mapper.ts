import type { TComment, TPost } from '@zborovodja/contracts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, type PostAccess } from '../../policy.ts';
import type { CommentRow, PostRow } from './posts.repository.ts';

/** What the policy needs to know about a post read for this viewer. */
export const postAccess = (row: PostRow): PostAccess => ({ user_id: row.user_id, role: row.my_role });

/** Who wrote a post or a comment; all null once they deleted their account ("Izbrisan uporabnik" on the screens). */
const author = (row: PostRow | CommentRow) =>
  row.user_id === null
    ? { user_id: null, username: null, display_name: null, profile_image: null }
    : { user_id: row.user_id, username: row.username, display_name: row.display_name, profile_image: row.profile_image };

export function toComment(row: CommentRow, post: PostRow, actor: SessionUser): TComment {
  return {
    id: row.id,
    post_id: row.post_id,
    content: row.content,
    ...author(row),
    created_at: row.created_at,
    can_delete: can(actor, { type: 'comment.delete', comment: row, post: postAccess(post) }),
  };
}

export function toPost(row: PostRow, actor: SessionUser, comments?: CommentRow[]): TPost {
  const post: TPost = {
    id: row.id,
    community_id: row.community_id,
    community_name: row.community_name,
    title: row.title,
    content: row.content,
    ...author(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
    comments_count: row.comments_count,
    can_edit: can(actor, { type: 'post.edit', post: postAccess(row) }),
  };
  if (comments) post.comments = comments.map((c) => toComment(c, row, actor));
  return post;
}
