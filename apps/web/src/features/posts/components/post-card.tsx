import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { postsUi, type TPost } from '@zborovodja/contracts';
import { hrefs } from '@/lib/paths.ts';
import { postPreview } from '../utils.ts';
import { PostActions } from './post-actions.tsx';
import { PostAuthor } from './post-author.tsx';

const t = postsUi;

interface PostCardProps {
  post: TPost;
  mobile: boolean;
  onEdit: (post: TPost) => void;
  onDelete: (post: TPost) => void;
}

/** A post in the list: author, title, the first 200 (mobile 150) characters, comments, actions. */
export function PostCard({ post, mobile, onEdit, onDelete }: PostCardProps) {
  const preview = postPreview(post.content, mobile);
  const href = hrefs.post(post.id);
  return (
    <Card as="article" className="post-card border-0 shadow-sm" aria-labelledby={post.title ? `post-${post.id}-title` : undefined}>
      <Card.Body>
        <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
          <PostAuthor person={post} createdAt={post.created_at} updatedAt={post.updated_at} />
          {!mobile && <PostActions post={post} onEdit={onEdit} onDelete={onDelete} />}
        </div>
        {post.title && (
          <h2 className="h5 mb-1" id={`post-${post.id}-title`}>
            <Link to={href} className="post-card__link">{post.title}</Link>
          </h2>
        )}
        <p className="pre-wrap mb-2 post-card__preview">
          {preview.text}
          {preview.cut && (
            <>
              {' '}
              <Link to={href} className="text-nowrap">{t.readMore}</Link>
            </>
          )}
        </p>
        <div className="d-flex align-items-center justify-content-between gap-2 flex-wrap">
          <Link to={href} className="small text-secondary">{t.comments(post.comments_count)}</Link>
          {mobile && <PostActions post={post} onEdit={onEdit} onDelete={onDelete} />}
        </div>
      </Card.Body>
    </Card>
  );
}
