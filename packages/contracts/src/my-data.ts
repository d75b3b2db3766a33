import { z } from 'zod';
import { limits } from './limits.ts';
import { myDataErrors } from './messages-my-data.ts';

/** Issue 61: the export of one's own data and the deletion of the account. */

export const ZDataExport = z.object({
  id: z.number(),
  /** pending and working: being made ("pripravljamo"); ready: may be downloaded until expires_at; failed: make a new one. */
  state: z.enum(['pending', 'working', 'ready', 'failed']),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Bytes of the ZIP once ready. */
  size: z.number().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZMyDataResponse = z.object({
  /** The latest export, while it is being made or may be downloaded; null when there is none. */
  export: ZDataExport.nullable(),
  /** Groups whose last admin the user is: the account cannot be deleted until they hand over. */
  last_admin_of: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TMyDataResponse = z.infer<typeof ZMyDataResponse>;

/** The password, asked again before a download and before a deletion. */
export const ZPasswordConfirmRequest = z.object({
  password: z.string({ error: myDataErrors.passwordRequired }).min(1, myDataErrors.passwordRequired).max(limits.password.max),
});
export type TPasswordConfirmRequest = z.infer<typeof ZPasswordConfirmRequest>;

export const ZDataExportResponse = z.object({ message: z.string(), export: ZDataExport });
