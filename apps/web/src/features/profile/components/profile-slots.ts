import type { ComponentType } from 'react';

/** What the profile page shows from other features, handed in by the app layer (app/routes/profile.tsx). */
export interface ProfileSlots {
  /** The calendar feeds and reminders card (issue 24): titled on desktop, untitled in its mobile tab. */
  CalendarCard: ComponentType<{ title?: string }>;
}
