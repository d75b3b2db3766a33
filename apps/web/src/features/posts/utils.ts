import { postLimits, postsUi } from '@zborovodja/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { truncate } from '@/lib/format.ts';

/** The list's preview of a post: 200 characters, 150 on mobile (spec §2); `cut` tells whether text was left out. */
export function postPreview(content: string, mobile: boolean): { text: string; cut: boolean } {
  const max = mobile ? postLimits.previewCharsMobile : postLimits.previewChars;
  const text = truncate(content, max);
  return { text, cut: text !== content.trim() };
}

/** Who wrote it: the display name, else the username; "Izbrisan uporabnik" once they deleted their account. */
export const authorName = (p: { username: string | null; display_name: string | null }) => p.display_name?.trim() || p.username || postsUi.deletedAuthor;

/**
 * The text of a failed action: the server's reason when it refused the request itself (a
 * validation message, no permission, the post is gone), otherwise the screen's own message (spec §8).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

/** A post id from the route, or null when it is not one. */
export function postIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
