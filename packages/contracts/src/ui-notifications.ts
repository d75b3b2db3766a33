import { plural } from './plural.ts';
import { success } from './messages.ts';

/** The notifications page, /notifications (the menu in the top bar takes its words from `navUi`). */
export const notificationsUi = {
  title: 'Obvestila',
  tabAll: 'Vsa',
  tabUnread: 'Neprebrana',
  empty: 'Ni obvestil.',
  emptyUnread: 'Ni neprebranih obvestil.',
  loadFailed: 'Obvestil ni bilo mogoče naložiti. Poskusite znova pozneje.',
  markRead: 'Označi kot prebrano',
  markAllRead: 'Označi vse kot prebrano',
  markingAll: 'Označevanje…',
  delete: 'Izbriši',
  open: 'Odpri',
  unread: 'Neprebrano',
  unreadSummary: (n: number) => (n === 0 ? 'Vse prebrano' : `${n} ${plural(n, 'neprebrano', 'neprebrani', 'neprebrana', 'neprebranih')}`),
  markedAll: success.allRead,
  deleted: success.deleted,
  markReadFailed: 'Obvestila ni bilo mogoče označiti kot prebrano.',
  markAllFailed: 'Obvestil ni bilo mogoče označiti kot prebrana.',
  deleteFailed: 'Obvestila ni bilo mogoče izbrisati.',
  total: (n: number) => `Skupaj: ${n}`,
  /** The badge of each notification type the server writes; an unknown type reads "Obvestilo". */
  typeLabels: {
    welcome: 'Dobrodošlica',
    event_created: 'Nov dogodek',
    event_changed: 'Spremenjen dogodek',
    event_cancelled: 'Odpovedan dogodek',
    event_attendee_added: 'Udeležba',
    event_attendee_dropped: 'Udeležba',
    event_attendance_declined: 'Odpoved udeležbe',
    event_attendance_set: 'Udeležba',
    community_joined: 'Skupina',
    role_changed: 'Vloga',
    invitation_accepted: 'Povabilo',
    post_created: 'Nova objava',
    post_comment: 'Nov komentar',
    reminder: 'Opomnik',
    news: 'Novica',
  } as Record<string, string>,
  otherType: 'Obvestilo',
} as const;
