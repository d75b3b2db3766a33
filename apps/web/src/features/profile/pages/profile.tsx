import { useQuery } from '@tanstack/react-query';
import { profileUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { profileQueryOptions } from '@/lib/auth.ts';
import { ProfileDesktop } from '../components/profile-desktop.tsx';
import { ProfileMobile } from '../components/profile-mobile.tsx';
import type { ProfileSlots } from '../components/profile-slots.ts';

export function ProfilePage({ CalendarCard }: ProfileSlots) {
  // Always fresh here: memberships may have changed since the session was loaded.
  const session = useQuery({ ...profileQueryOptions, refetchOnMount: 'always' });
  const isMobile = useIsMobile();
  const profile = session.data;

  if (session.isPending) return <PageSpinner />;
  if (!profile) return <ErrorState message={profileUi.errors.load} onRetry={() => session.refetch()} />;
  return (
    <>
      <h1 className="h3 mb-4">{profileUi.heading}</h1>
      {isMobile ? <ProfileMobile profile={profile} CalendarCard={CalendarCard} /> : <ProfileDesktop profile={profile} CalendarCard={CalendarCard} />}
    </>
  );
}
