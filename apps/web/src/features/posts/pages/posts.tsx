import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { postsUi, type TCommunity } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useActiveCommunity } from '@/lib/active-community.ts';
import { usePosts } from '../api/get-posts.ts';
import { PostsNoCommunity } from '../components/no-community.tsx';
import { PostCard } from '../components/post-card.tsx';
import { PostDialogs } from '../components/post-dialogs.tsx';
import { useHandedFlash } from '../hooks/use-handed-flash.ts';
import { usePostDialogs } from '../hooks/use-post-dialogs.ts';
import '../posts.css';

const t = postsUi;

/** /posts: the active community's posts, newest first, ten a page (spec §2, §9). */
export function PostsPage() {
  const { active, isPending, isError } = useActiveCommunity();
  let body;
  if (isPending) body = <PageSpinner label={t.loading} />;
  else if (active) body = <CommunityPosts key={active.id} community={active} />;
  else if (isError) body = <ErrorState message={t.loadFailed} onRetry={() => window.location.reload()} />;
  else body = <PostsNoCommunity />;
  return (
    <section className="posts-page" aria-labelledby="posts-title">
      {!active && <h1 id="posts-title" className="h3 mb-3">{t.title}</h1>}
      {body}
    </section>
  );
}

function CommunityPosts({ community }: { community: TCommunity }) {
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const setPage = (p: number) => setSearch(p > 1 ? { page: String(p) } : {}, { replace: false });
  const query = usePosts(community.id, page);
  const dialogs = usePostDialogs();
  const flash = useHandedFlash();
  const data = query.data;
  const needsServer = useNeedsServer();

  // After the last post of the last page is deleted, show the page before.
  const pastTheEnd = !!data && data.posts.length === 0 && data.total > 0 && page > data.pages;
  useEffect(() => {
    if (pastTheEnd) setSearch(data!.pages > 1 ? { page: String(data!.pages) } : {}, { replace: true });
  }, [pastTheEnd, data, setSearch]);

  const newPost = (
    <Button onClick={dialogs.create} className="d-inline-flex align-items-center gap-1 flex-shrink-0" {...needsServer()}>
      <PlusIcon size={18} />
      {t.newPost}
    </Button>
  );

  let list;
  if (query.isPending) list = <PageSpinner label={t.loading} />;
  else if (query.isError && !data) list = <ErrorState message={t.loadFailed} onRetry={() => query.refetch()} />;
  else if (data!.total === 0)
    list = (
      <div className="card border-0 shadow-sm text-center py-5 px-3">
        <p className="fw-semibold mb-1">{t.empty}</p>
        <p className="text-secondary small mb-3">{t.emptyHint}</p>
        <div>{newPost}</div>
      </div>
    );
  else
    list = (
      <>
        <div className={`d-flex flex-column gap-3 mb-3${query.isPlaceholderData ? ' is-refreshing' : ''}`} aria-busy={query.isFetching}>
          {data!.posts.map((post) => (
            <PostCard key={post.id} post={post} mobile={isMobile} onEdit={dialogs.edit} onDelete={dialogs.remove} />
          ))}
        </div>
        <PaginationBar page={data!.current_page} pageCount={data!.pages} onChange={setPage} size={isMobile ? 'sm' : undefined} />
      </>
    );

  return (
    <>
      <header className="d-flex align-items-start justify-content-between gap-2 mb-3">
        <div className="min-w-0">
          <h1 id="posts-title" className="h3 mb-0">{t.title}</h1>
          <p className="text-secondary mb-0">{t.ofCommunity(community.name)}</p>
        </div>
        {data && data.total > 0 && newPost}
      </header>
      <FlashAlert flash={flash.flash} onClose={flash.clear} />
      {list}
      <PostDialogs
        dialogs={dialogs}
        communityId={community.id}
        onSaved={(message, _post, created) => {
          flash.show('success', message);
          if (created && page !== 1) setPage(1);
        }}
        onDeleted={(message) => flash.show('success', message)}
      />
    </>
  );
}
