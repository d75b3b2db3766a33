import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Nav from 'react-bootstrap/Nav';
import { limits, notificationsUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { usePagedNotifications } from '../hooks/use-paged-notifications.ts';
import { NotificationRow } from './notification-row.tsx';

const t = notificationsUi;
type Tab = 'all' | 'unread';

export function NotificationsDesktop() {
  const [tab, setTab] = useState<Tab>('all');
  const { query, page, setPage, pageCount } = usePagedNotifications(limits.notificationsPageDesktop, tab === 'unread');
  const actions = useNotificationActions();
  const data = query.data;
  const unread = data?.unread_count ?? 0;
  const needsServer = useNeedsServer();

  return (
    <section>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">{t.title}</h1>
          {data && <p className="text-secondary mb-0">{t.unreadSummary(unread)}</p>}
        </div>
        <Button variant="primary" onClick={actions.markAllRead} {...needsServer(actions.markingAll || unread === 0)}>
          {actions.markingAll ? t.markingAll : t.markAllRead}
        </Button>
      </div>
      <FlashAlert flash={actions.flash} onClose={actions.clearFlash} />
      <Card className="shadow-sm border-0">
        <Card.Header className="bg-white">
          <Nav variant="tabs" className="card-header-tabs" role="tablist" activeKey={tab} onSelect={(k) => setTab((k as Tab) ?? 'all')}>
            <Nav.Item>
              <Nav.Link eventKey="all" role="tab" aria-selected={tab === 'all'}>{t.tabAll}</Nav.Link>
            </Nav.Item>
            <Nav.Item>
              <Nav.Link eventKey="unread" role="tab" aria-selected={tab === 'unread'}>{t.tabUnread}</Nav.Link>
            </Nav.Item>
          </Nav>
        </Card.Header>
        {query.isPending ? (
          <Card.Body><PageSpinner /></Card.Body>
        ) : query.isError ? (
          <Card.Body><ErrorState message={t.loadFailed} onRetry={() => query.refetch()} /></Card.Body>
        ) : data!.notifications.length === 0 ? (
          <Card.Body className="text-center text-secondary py-5">{tab === 'unread' ? t.emptyUnread : t.empty}</Card.Body>
        ) : (
          <ListGroup as="ul" variant="flush" className={query.isPlaceholderData ? 'opacity-50' : undefined}>
            {data!.notifications.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                busy={actions.isBusy(n.id)}
                onMarkRead={() => actions.markRead(n.id)}
                onDelete={() => actions.remove(n.id)}
              />
            ))}
          </ListGroup>
        )}
        {pageCount > 1 && (
          <Card.Footer className="bg-white py-3">
            <PaginationBar page={page} pageCount={pageCount} onChange={setPage} />
          </Card.Footer>
        )}
      </Card>
    </section>
  );
}
