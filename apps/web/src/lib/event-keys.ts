/*
 * The query keys of an event and of its setlist: read through lib/events.ts, refreshed by the
 * events feature (features/events/api/keys.ts names the same keys). A file of their own: the entry
 * carries the events feature's keys, and so would carry the reads of lib/events.ts with them.
 */
export const eventDetailKey = (id: number) => ['events', 'detail', id] as const;
export const setlistKey = (id: number) => ['setlists', id] as const;
