/*
 * The spec's two layout breakpoints as media queries (spec §9). Apart from the components: the
 * build reads them for dashboard.html's preloads (dashboard-html.ts).
 */

/** Below 992 px the app uses its mobile layout (bottom tab bar instead of the navbar's menu). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

/** Below 768 px the dashboard is the mobile events list and event view. */
export const EVENTS_MOBILE_QUERY = '(max-width: 767.98px)';
