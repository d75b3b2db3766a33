import { useState } from 'react';
import { ui } from '@zborovodja/contracts';
import { initials } from '@/lib/format.ts';

/** The round profile photo, or the initials when there is none or it fails to load. */
export function ProfileAvatar({ name, src, size }: { name: string; src: string | null; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size * 0.38 };
  if (src && failed !== src) {
    return (
      <img src={src} alt={ui.profile.photoAlt(name)} className="profile-avatar" style={style} onError={() => setFailed(src)} />
    );
  }
  return (
    <div className="profile-avatar profile-avatar--initials" style={style} role="img" aria-label={ui.profile.photoAlt(name)}>
      {initials(name)}
    </div>
  );
}
