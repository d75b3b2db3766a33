import { z } from 'zod';
import { errors } from './messages.ts';

/** Posts and comments (spec events-songs-posts §3, §5, §7, §9). */

export const postLimits = {
  title: 200,
  content: 10_000,
  comment: 2_000,
  /** Posts per page (spec §9). */
  pageSize: 10,
  pageSizeMax: 50,
  /** List previews (spec §2): desktop, and mobile below 992 px. */
  previewChars: 200,
  previewCharsMobile: 150,
} as const;

/** GET /posts: one page of a community's posts (community_id), or of all the caller's communities. */
export const ZPostsQuery = z.object({
  community_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(postLimits.pageSizeMax).default(postLimits.pageSize),
});
export type TPostsQuery = z.infer<typeof ZPostsQuery>;

/**
 * POST and PUT /posts. The title is optional ('' means none); content is required. community_id
 * picks the community on create (the active one); without it the caller's primary community.
 * A post never moves: PUT ignores community_id.
 */
export const ZPostRequest = z.object({
  title: z
    .string()
    .trim()
    .max(postLimits.title, errors.postTitleTooLong)
    .nullable()
    .optional()
    .transform((t) => t || null),
  content: z
    .string({ error: errors.postContentRequired })
    .trim()
    .min(1, errors.postContentRequired)
    .max(postLimits.content, errors.postContentTooLong),
  community_id: z.coerce.number().int().positive().nullable().optional(),
  /** The spec's client also puts the token in the body; the header is what counts. */
  csrf_token: z.unknown().optional(),
});
export type TPostRequest = z.input<typeof ZPostRequest>;
export type TPostInput = z.output<typeof ZPostRequest>;

/** POST /comments {content, content_type 'post', content_id}. */
export const ZCommentRequest = z.object({
  content: z
    .string({ error: errors.commentContentRequired })
    .trim()
    .min(1, errors.commentContentRequired)
    .max(postLimits.comment, errors.commentTooLong),
  content_type: z.literal('post', { error: errors.commentTypeInvalid }),
  content_id: z.coerce.number({ error: errors.postNotFound }).int().positive(errors.postNotFound),
  csrf_token: z.unknown().optional(),
});
export type TCommentRequest = z.input<typeof ZCommentRequest>;
export type TCommentInput = z.output<typeof ZCommentRequest>;

/** Who wrote a post or a comment; user_id and username are null once the author deleted their account. */
const authorFields = {
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  profile_image: z.string().nullable(),
};

export const ZComment = z.object({
  id: z.number(),
  post_id: z.number(),
  content: z.string(),
  ...authorFields,
  created_at: z.string(),
  /** The policy's answer for the caller: the comment's author, the community's admins, global admins. */
  can_delete: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

export const ZPost = z.object({
  id: z.number(),
  community_id: z.number(),
  community_name: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  ...authorFields,
  created_at: z.string(),
  updated_at: z.string(),
  comments_count: z.number(),
  /** Edit and delete: the author, the community's admins, global admins. */
  can_edit: z.boolean(),
  /** Only on GET /posts/{id}, oldest first. */
  comments: z.array(ZComment).optional(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostsResponse = z.object({
  posts: z.array(ZPost),
  current_page: z.number(),
  per_page: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type TPostsResponse = z.infer<typeof ZPostsResponse>;
