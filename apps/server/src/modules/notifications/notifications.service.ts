import { errors, type TNotificationsResponse } from '@zborovodja/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can } from '../../policy.ts';
import { toNotification } from './notifications.mapper.ts';
import type { NewNotification, NotificationsRepository } from './notifications.repository.ts';

export interface NotifyInput {
  type: string;
  content: string;
  /** 'data_export': the user's export of their data (issue 61), opened in Moj profil → Moji podatki. */
  reference_type?: 'event' | 'community' | 'post' | 'data_export' | 'other' | null;
  reference_id?: number | null;
}

export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The one way other modules tell users something happened. Duplicated ids are notified once.
   * With `trx` the notices are written in the caller's transaction: they exist exactly when the change does.
   */
  async notify(userIds: number[], input: NotifyInput, trx?: Kysely<DB> | Transaction<DB>): Promise<void> {
    const unique = [...new Set(userIds)];
    const n: NewNotification = {
      type: input.type,
      content: input.content,
      reference_type: input.reference_type ?? null,
      reference_id: input.reference_id ?? null,
    };
    await this.repo.insertMany(unique, n, this.clock.now().toISOString(), trx);
  }

  unreadCount(actor: SessionUser): Promise<number> {
    return this.repo.unreadCount(actor.id);
  }

  async list(actor: SessionUser, q: { limit: number; offset: number; unread_only?: boolean }): Promise<TNotificationsResponse> {
    const [rows, counts] = await Promise.all([
      this.repo.list(actor.id, { limit: q.limit, offset: q.offset, unreadOnly: q.unread_only === true }),
      this.repo.counts(actor.id),
    ]);
    return {
      notifications: rows.map(toNotification),
      // With unread_only the page is over the unread ones, so the total pages count them.
      total_count: q.unread_only ? counts.unread : counts.total,
      unread_count: counts.unread,
    };
  }

  async markRead(actor: SessionUser, id: number) {
    const n = await this.ownNotification(actor, id);
    await this.repo.markRead(n.id);
    return toNotification({ ...n, is_read: 1 });
  }

  markAllRead(actor: SessionUser): Promise<number> {
    return this.repo.markAllRead(actor.id);
  }

  async delete(actor: SessionUser, id: number): Promise<void> {
    const n = await this.ownNotification(actor, id);
    await this.repo.delete(n.id);
  }

  /** Forgets what pointed at deleted objects (a deleted post: its "new post" and "comment" notifications). */
  forget(trx: Kysely<DB> | Transaction<DB>, referenceType: NonNullable<NotifyInput['reference_type']>, ids: number[]): Promise<void> {
    return this.repo.deleteReferences(trx, referenceType, ids);
  }

  /** Someone else's notification answers exactly like a missing one. */
  private async ownNotification(actor: SessionUser, id: number) {
    const n = await this.repo.findById(id);
    if (!n || !can(actor, { type: 'notification.manage', notification: n })) throw notFound(errors.notificationNotFound);
    return n;
  }
}
