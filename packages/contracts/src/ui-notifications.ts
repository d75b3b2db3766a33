import { success } from './messages.ts';

/** The notifications page, /notifications (the menu in the top bar takes its words from `navUi`). */
export const notificationsUi = {
  title: 'Obvestila',
  tabAll: 'Vsa',
  tabUnread: 'Neprebrana',
  empty: 'Ni obvestil.',
  emptyUnread: 'Ni neprebranih obvestil.',
  loadFailed: 'Failed to load notifications. Please try again later.',
  markRead: 'Označi kot prebrano',
  markAllRead: 'Označi vse kot prebrano',
  markingAll: 'Označevanje…',
  delete: 'Izbriši',
  open: 'Odpri',
  unread: 'Neprebrano',
  unreadSummary: (n: number) => (n === 0 ? 'Vse prebrano' : n === 1 ? '1 neprebrano' : `${n} neprebranih`),
  markedAll: success.allRead,
  deleted: success.deleted,
  markReadFailed: 'Obvestila ni bilo mogoče označiti kot prebrano.',
  markAllFailed: 'Obvestil ni bilo mogoče označiti kot prebrana.',
  deleteFailed: 'Obvestila ni bilo mogoče izbrisati.',
  total: (n: number) => `Skupaj: ${n}`,
} as const;
