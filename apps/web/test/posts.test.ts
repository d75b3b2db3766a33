import { describe, expect, it } from 'vitest';
import { errors, postLimits, postsUi } from '@zborovodja/contracts';
import { ApiError } from '../src/lib/api-error.ts';
import { authorName, failureMessage, postIdParam, postPreview } from '../src/features/posts/utils.ts';
import { notificationTarget } from '../src/features/notifications/utils.ts';

describe('post previews (spec §2)', () => {
  const long = 'a'.repeat(300);
  it('cut at 200 characters on desktop and 150 on mobile, with an ellipsis', () => {
    expect(postPreview(long, false)).toEqual({ text: `${'a'.repeat(postLimits.previewChars)}…`, cut: true });
    expect(postPreview(long, true)).toEqual({ text: `${'a'.repeat(postLimits.previewCharsMobile)}…`, cut: true });
  });
  it('shows a short post whole', () => {
    expect(postPreview('  Vaja v četrtek ob 19h.  ', false)).toEqual({ text: 'Vaja v četrtek ob 19h.', cut: false });
    expect(postPreview('b'.repeat(200), false).cut).toBe(false);
    expect(postPreview('b'.repeat(151), true).cut).toBe(true);
  });
});

describe('posts: texts and helpers', () => {
  it('counts comments in Slovenian', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 101, 102, 104, 111].map(postsUi.comments)).toEqual([
      '0 komentarjev', '1 komentar', '2 komentarja', '3 komentarji', '4 komentarji', '5 komentarjev',
      '11 komentarjev', '101 komentar', '102 komentarja', '104 komentarji', '111 komentarjev',
    ]);
  });
  it('names the author by display name, else username', () => {
    expect(authorName({ username: 'ana', display_name: 'Ana Novak' })).toBe('Ana Novak');
    expect(authorName({ username: 'ana', display_name: '  ' })).toBe('ana');
    // Issue 61: the author deleted their account; the post stays, signed so.
    expect(authorName({ username: null, display_name: null })).toBe(postsUi.deletedAuthor);
    expect(postsUi.deletedAuthor).toBe('Izbrisan uporabnik');
  });
  it("shows the server's reason for a refused request, the screen's message otherwise", () => {
    expect(failureMessage(new ApiError(400, { error: errors.postContentRequired }), postsUi.saveFailed)).toBe(errors.postContentRequired);
    expect(failureMessage(new ApiError(404, { error: errors.postNotFound }), postsUi.deleteFailed)).toBe(errors.postNotFound);
    expect(failureMessage(new ApiError(500, { error: 'Prišlo je do napake na strežniku.' }), postsUi.saveFailed)).toBe(postsUi.saveFailed);
    expect(failureMessage(new TypeError('Failed to fetch'), postsUi.commentFailed)).toBe('Napaka pri objavi komentarja.');
  });
  it('reads the post id of the route', () => {
    expect(postIdParam('12')).toBe(12);
    expect([undefined, '', 'abc', '0', '-3', '1.5'].map(postIdParam)).toEqual([null, null, null, null, null, null]);
  });
  it('a notification about a post links to the post page', () => {
    expect(notificationTarget({ reference_type: 'post', reference_id: 7 })).toBe('/posts/7');
    expect(notificationTarget({ reference_type: 'other', reference_id: 7 })).toBeNull();
    // Issue 61: the export of one's data is ready.
    expect(notificationTarget({ reference_type: 'data_export', reference_id: 3 })).toBe('/profile?tab=my-data');
  });
});
