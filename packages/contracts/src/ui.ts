/**
 * Every text of the web interface (DESIGN.md §6), one catalogue in parts. Components take their
 * words from here or from the server's answer. Every text is Slovenian, in the formal "vi",
 * with "skupina" for a community (docs/decisions.md, "Language"). Each screen imports the part it shows (`loginUi`, `songsUi`, …), so a page's chunk
 * carries its own words only, and the first page (apps/web's entry chunk) only the shell's and
 * the login's: one object with every page's words weighed ~17 KB gzip there.
 */
export * from './ui-common.ts';
export * from './ui-login.ts';
export * from './ui-auth.ts';
export * from './ui-profile.ts';
export * from './ui-notifications.ts';
export * from './ui-communities.ts';
export * from './ui-invitations.ts';
export * from './ui-performers.ts';
export * from './ui-songs.ts';
export * from './ui-part-files.ts';
export * from './ui-legal.ts';
export * from './ui-events.ts';
export * from './ui-dashboard.ts';
export * from './ui-events-mobile.ts';
export * from './ui-posts.ts';
export * from './ui-admin.ts';
export * from './ui-stand.ts';
export * from './ui-offline.ts';
export * from './ui-series.ts';
export * from './ui-series-summary.ts';
export * from './ui-song-stats.ts';
export * from './ui-songbook-transfer.ts';
export * from './ui-my-data.ts';
export * from './ui-practice.ts';
