import { z } from 'zod';

/** The error body every failing API call returns (DESIGN.md §3). */
export const ZErrorBody = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** Positive integer id taken from a path parameter. */
export const ZIdParam = z.object({ id: z.coerce.number().int().positive() });

/** A stored upload's name in a download path. */
export const ZFileName = z.object({ name: z.string().max(100) });

/** /communities/{id}/… paths. */
export const ZCommunityParam = z.object({ id: z.coerce.number().int().positive() });
export const ZCommunityUserParams = z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() });
export const ZCommunityPerformerParams = z.object({ id: z.coerce.number().int().positive(), performerId: z.coerce.number().int().positive() });
