import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { notificationsUi, type TNotification } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { formatDateTime } from '@/lib/format.ts';
import { typeLabel } from '../type-label.ts';
import { notificationTarget } from '../utils.ts';

const t = notificationsUi;

interface NotificationRowProps {
  notification: TNotification;
  busy: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
}

/** One notification on the desktop page: type, content (a link when it has a target), date and actions. */
export function NotificationRow({ notification: n, busy, onMarkRead, onDelete }: NotificationRowProps) {
  const target = notificationTarget(n);
  const needsServer = useNeedsServer();
  return (
    <ListGroup.Item as="li" className={`notification-row${n.is_read ? '' : ' is-unread'}`} data-testid="notification">
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span className="notification-type">{typeLabel(n.type)}</span>
            {!n.is_read && <Badge bg="primary">{t.unread}</Badge>}
          </div>
          {/* Opening a notification reads it (issue 58, #11), as the menu and the phone's list do. */}
          <p className="mb-1">{target ? <Link to={target} onClick={() => !n.is_read && onMarkRead()}>{n.content}</Link> : n.content}</p>
          <small className="text-secondary">
            <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
          </small>
        </div>
        <div className="d-flex gap-2 flex-shrink-0">
          {!n.is_read && (
            <Button size="sm" variant="outline-primary" onClick={onMarkRead} {...needsServer(busy)}>
              {t.markRead}
            </Button>
          )}
          <Button size="sm" variant="outline-danger" onClick={onDelete} {...needsServer(busy)}>
            {t.delete}
          </Button>
        </div>
      </div>
    </ListGroup.Item>
  );
}
