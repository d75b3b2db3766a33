import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useNavigate } from 'react-router';
import { limits, notificationsUi, type TNotification } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import { relativeTime } from '@/lib/format.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { usePagedNotifications } from '../hooks/use-paged-notifications.ts';
import { typeLabel } from '../type-label.ts';
import { notificationTarget } from '../utils.ts';

const t = notificationsUi;

/** Mobile list: relative times; a tap marks the notification read and follows its link. */
export function NotificationsMobile() {
  const navigate = useNavigate();
  const { query, page, setPage, pageCount } = usePagedNotifications(limits.notificationsPageMobile, false);
  const actions = useNotificationActions();
  const data = query.data;
  const needsServer = useNeedsServer();

  const open = (n: TNotification) => {
    if (!n.is_read) actions.markRead(n.id);
    const target = notificationTarget(n);
    if (target) navigate(target);
  };

  return (
    <section>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t.title}</h1>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={actions.markAllRead}
          {...needsServer(actions.markingAll || !data || data.unread_count === 0)}
        >
          {actions.markingAll ? t.markingAll : t.markAllRead}
        </Button>
      </div>
      <FlashAlert flash={actions.flash} onClose={actions.clearFlash} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => query.refetch()} />
      ) : data!.notifications.length === 0 ? (
        <p className="text-center text-secondary py-5">{t.empty}</p>
      ) : (
        <ListGroup className="shadow-sm mb-3">
          {data!.notifications.map((n) => (
            <ListGroup.Item
              key={n.id}
              as="button"
              type="button"
              action
              onClick={() => open(n)}
              className={`notification-mobile${n.is_read ? '' : ' is-unread'}`}
              data-testid="notification"
            >
              <span className="d-flex justify-content-between gap-2 small mb-1">
                <span className="notification-type">
                  {!n.is_read && <span className="unread-dot" aria-hidden="true" />}
                  {!n.is_read && <span className="visually-hidden">{t.unread}: </span>}
                  {typeLabel(n.type)}
                </span>
                <time className="text-secondary text-nowrap" dateTime={n.created_at}>{relativeTime(n.created_at)}</time>
              </span>
              <span className="d-block">{n.content}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <PaginationBar page={page} pageCount={pageCount} onChange={setPage} size="sm" />
    </section>
  );
}
