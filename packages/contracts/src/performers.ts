import { z } from 'zod';
import { errors } from './messages.ts';

export const ZPerformerRequest = z.object({
  name: z.string({ error: errors.performerNameRequired }).trim().min(1, errors.performerNameRequired).max(100, errors.performerNameTooLong),
  description: z.string().trim().max(1000, errors.performerDescriptionTooLong).optional().nullable(),
  /** Only '' or null (remove the picture) or the URL the image upload returned. */
  image_url: z.string().trim().max(500).optional().nullable(),
});

export const ZPerformer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  community_id: z.number(),
  community_name: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPerformer = z.infer<typeof ZPerformer>;
