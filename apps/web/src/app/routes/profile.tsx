import { CalendarFeedsCard } from '@/features/calendar-feeds/calendar-feeds-card.tsx';
import { ProfilePage } from '@/features/profile/pages/profile.tsx';

/*
 * /profile (spec §2): the profile's own sections and the calendar feeds' card (issue 24) among
 * them. The app layer puts the two together, so the two features stay apart.
 */
export function ProfileRoute() {
  return <ProfilePage CalendarCard={CalendarFeedsCard} />;
}
