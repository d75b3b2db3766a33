import { z } from 'zod';
import { limits } from './limits.ts';

export const referenceTypes = ['event', 'community', 'post', 'other'] as const;

export const ZNotification = z.object({
  id: z.number(),
  type: z.string(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  reference_type: z.string().nullable(),
  reference_id: z.number().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ZNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(limits.notificationsMaxLimit).default(limits.notificationsPageDesktop),
  offset: z.coerce.number().int().min(0).default(0),
  unread_only: flag.optional(),
});

export const ZNotificationsResponse = z.object({
  notifications: z.array(ZNotification),
  total_count: z.number(),
  unread_count: z.number(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

export const ZUnreadCountResponse = z.object({ unread_count: z.number() });
