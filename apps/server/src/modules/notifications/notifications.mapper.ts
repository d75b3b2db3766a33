import type { TNotification } from '@zborovodja/contracts';
import type { NotificationsRepository } from './notifications.repository.ts';

type Row = NonNullable<Awaited<ReturnType<NotificationsRepository['findById']>>>;

export const toNotification = (r: Row): TNotification => ({
  id: r.id,
  type: r.type,
  content: r.content,
  is_read: r.is_read === 1,
  created_at: r.created_at,
  reference_type: r.reference_type,
  reference_id: r.reference_id,
});
