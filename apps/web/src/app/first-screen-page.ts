/*
 * The marks in phone-dashboard.html (dashboard-html.ts) where the server writes a phone's
 * dashboard (apps/server/src/http/first-screen.ts, which takes them from the renderer,
 * src/ssr/first-screen.tsx), and the id of the answers' JSON the client reads
 * (first-screen-data.ts). No imports: the build's config reads it too.
 */
export const FIRST_SCREEN_SLOTS = { markup: '<!--first-screen-->', data: '<!--first-screen-data-->' } as const;
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** Dispatched on the document once the client has taken the page over (public/after-first-paint.js listens). */
export const HYDRATED_EVENT = 'zborovodja:hydrated';
