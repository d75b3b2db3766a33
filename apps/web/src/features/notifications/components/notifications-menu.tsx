import { useState } from 'react';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { limits, navUi, type TNotification } from '@zborovodja/contracts';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { relativeTime } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { notificationTarget, preview } from '../utils.ts';

const t = navUi;

/** The navbar's "Obvestila" dropdown: the latest 5 and a link to the full page (spec §2, §9). */
export function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const latest = useNotifications({ limit: limits.notificationsDropdown, offset: 0, unreadOnly: false }, open);
  const markRead = useMarkRead();

  const onPick = (n: TNotification) => {
    if (!n.is_read) markRead.mutate(n.id);
  };

  return (
    <NavDropdown
      id="notifications-menu"
      align="end"
      show={open}
      onToggle={setOpen}
      className="notifications-menu"
      title={
        <span className="d-inline-flex align-items-center gap-1">
          {t.notifications}
          <CountBadge count={unread} label={t.unreadCount(unread)} />
        </span>
      }
    >
      {latest.isPending ? (
        <div className="px-3 py-2 small text-secondary" role="status">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t.notificationsLoading}
        </div>
      ) : latest.isError ? (
        <div className="px-3 py-2 small text-danger">{t.notificationsFailed}</div>
      ) : latest.data.notifications.length === 0 ? (
        <div className="px-3 py-2 small text-secondary">{t.noNotifications}</div>
      ) : (
        latest.data.notifications.map((n) => (
          <NavDropdown.Item
            key={n.id}
            as={Link}
            to={notificationTarget(n) ?? paths.notifications}
            onClick={() => onPick(n)}
            className={`notifications-menu__item${n.is_read ? '' : ' is-unread'}`}
          >
            <span className="d-block text-wrap">
              {!n.is_read && <span className="unread-dot" aria-hidden="true" />}
              {!n.is_read && <span className="visually-hidden">{t.unread}: </span>}
              {preview(n.content)}
            </span>
            <small className="text-secondary">{relativeTime(n.created_at)}</small>
          </NavDropdown.Item>
        ))
      )}
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to={paths.notifications} className="d-flex justify-content-between align-items-center">
        <span>{t.allNotifications}</span>
        <CountBadge count={unread} label={t.unreadCount(unread)} />
      </NavDropdown.Item>
    </NavDropdown>
  );
}
