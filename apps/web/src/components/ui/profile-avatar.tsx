import { useState } from 'react';
import { profileUi } from '@zborovodja/contracts';
import { initials } from '@/lib/format.ts';

interface ProfileAvatarProps {
  name: string;
  src: string | null;
  size: number;
  /** Extra classes (a smaller ring for avatars in lists). */
  className?: string;
  /** Next to the person's name the picture says nothing more: hidden from screen readers. */
  decorative?: boolean;
}

/** The round profile photo, or the initials when there is none or it fails to load. */
export function ProfileAvatar({ name, src, size, className = '', decorative = false }: ProfileAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size * 0.38 };
  const label = decorative ? undefined : profileUi.photoAlt(name);
  if (src && failed !== src) {
    return (
      <img src={src} alt={label ?? ''} className={`profile-avatar ${className}`.trim()} style={style} onError={() => setFailed(src)} />
    );
  }
  return (
    <div
      className={`profile-avatar profile-avatar--initials ${className}`.trim()}
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative || undefined}
    >
      {initials(name)}
    </div>
  );
}
