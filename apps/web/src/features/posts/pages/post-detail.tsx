import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate, useParams } from 'react-router';
import { postsUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { usePost } from '../api/get-post.ts';
import { Comments } from '../components/comments.tsx';
import { PostActions } from '../components/post-actions.tsx';
import { PostAuthor } from '../components/post-author.tsx';
import { PostDialogs } from '../components/post-dialogs.tsx';
import { useHandedFlash } from '../hooks/use-handed-flash.ts';
import { usePostDialogs } from '../hooks/use-post-dialogs.ts';
import { postIdParam } from '../utils.ts';
import '../posts.css';

const t = postsUi;

const BackLink = () => (
  <Link to={paths.posts} className="d-inline-block mb-3">
    ← {t.backToList}
  </Link>
);

/** /posts/{postId}: the whole post, its comments and the comment form, with the list's edit and delete. */
export function PostDetailPage() {
  const id = postIdParam(useParams().postId);
  return <section className="posts-page posts-page--detail">{id === null ? <NotFound /> : <PostView key={id} id={id} />}</section>;
}

function NotFound() {
  return (
    <>
      <BackLink />
      <Alert variant="warning" role="alert">{t.notFound}</Alert>
    </>
  );
}

function PostView({ id }: { id: number }) {
  const query = usePost(id);
  const dialogs = usePostDialogs();
  const flash = useHandedFlash();
  const navigate = useNavigate();
  const post = query.data;

  if (query.isPending) return <PageSpinner label={t.loading} />;
  if (!post) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (missing) return <NotFound />;
    return (
      <>
        <BackLink />
        <ErrorState message={t.loadFailed} onRetry={() => query.refetch()} />
      </>
    );
  }

  return (
    <>
      <BackLink />
      <FlashAlert flash={flash.flash} onClose={flash.clear} />
      <Card as="article" className="border-0 shadow-sm post-detail" aria-labelledby="post-title">
        <Card.Body>
          <div className="d-flex align-items-start justify-content-between gap-2 mb-3 flex-wrap">
            <PostAuthor person={post} createdAt={post.created_at} updatedAt={post.updated_at} size={44} />
            <PostActions post={post} onEdit={dialogs.edit} onDelete={dialogs.remove} />
          </div>
          <h1 id="post-title" className={post.title ? 'h3 mb-2' : 'visually-hidden'}>
            {post.title ?? t.untitled}
          </h1>
          <p className="small text-secondary mb-2">{t.ofCommunity(post.community_name)}</p>
          <div className="pre-wrap post-detail__content">{post.content}</div>
        </Card.Body>
      </Card>
      <Comments post={post} />
      <PostDialogs
        dialogs={dialogs}
        communityId={post.community_id}
        onSaved={(message) => flash.show('success', message)}
        onDeleted={(message) => navigate(paths.posts, { state: { flash: message } })}
      />
    </>
  );
}
