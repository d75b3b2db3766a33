import { postsUi } from '@zborovodja/contracts';
import { ProfileAvatar } from '@/components/ui/profile-avatar.tsx';
import { formatDateTime, relativeTime } from '@/lib/format.ts';
import { authorName } from '../utils.ts';

interface PostAuthorProps {
  person: { username: string | null; display_name: string | null; profile_image: string | null };
  createdAt: string;
  /** Shows "urejeno" when the post was changed after it was written. */
  updatedAt?: string;
  size?: number;
}

/** Avatar (photo or initials), name and when: "pred 5 min", a date after a week; the exact time on hover. */
export function PostAuthor({ person, createdAt, updatedAt, size = 40 }: PostAuthorProps) {
  const name = authorName(person);
  const edited = updatedAt !== undefined && updatedAt !== createdAt;
  return (
    <div className="d-flex align-items-center gap-2 min-w-0">
      <ProfileAvatar name={name} src={person.profile_image} size={size} className="post-avatar" decorative />
      <div className="min-w-0 lh-sm">
        <div className="fw-semibold text-truncate">{name}</div>
        <div className="small text-secondary">
          <time dateTime={createdAt} title={formatDateTime(createdAt)}>{relativeTime(createdAt)}</time>
          {edited && (
            <span title={formatDateTime(updatedAt)}> · {postsUi.edited}</span>
          )}
        </div>
      </div>
    </div>
  );
}
