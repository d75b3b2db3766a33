/**
 * What a logged-in visitor's first screen, the dashboard, needs beyond the entry: the lazy
 * modules (its page, the layout for the screen's width, the navigation the root layout loads for a
 * user) and the API reads the entry starts (src/app/first-requests.ts). Each group applies at the
 * widths its name says, by the spec's breakpoints (src/lib/breakpoints.ts): `phone` below 768 px
 * and `desktop` from there (the events layouts), `narrow` below 992 px and `wide` from there (the
 * tab bar or the navbar's menu). Read by the build, which writes dashboard.html with a preload for
 * each (dashboard-html.ts), and by scripts/budget.mjs, which weighs each first page.
 * apps/web/test/first-requests.test.ts fails when the client's reads differ from these URLs (a
 * preload the app does not take over is a second download).
 */
export const DASHBOARD = {
  modules: {
    all: ['src/features/events/pages/dashboard.tsx'],
    phone: ['src/features/events/components/mobile/mobile-events.tsx'],
    desktop: ['src/features/events/components/desktop/desktop-dashboard.tsx'],
    narrow: ['src/app/layouts/user-nav-mobile.tsx'],
    wide: ['src/app/layouts/user-nav-desktop.tsx'],
  },
  requests: {
    all: ['/api/profile', '/api/user/communities', '/api/notifications/unread-count'],
    phone: ['/api/events?when=upcoming&limit=20&offset=0'],
    desktop: ['/api/events?when=upcoming&limit=50'],
    narrow: [],
    wide: [],
  },
};

/** The groups of each width budgeted (a phone, a tablet, a laptop), for scripts/budget.mjs. */
export const SCREENS = {
  phone: ['all', 'phone', 'narrow'],
  tablet: ['all', 'desktop', 'narrow'],
  desktop: ['all', 'desktop', 'wide'],
};

/**
 * @typedef {Record<string, {file: string, css?: string[], imports?: string[], isEntry?: boolean}>} Manifest
 * Vite's build manifest (`build.manifest`), the part read here.
 */

/**
 * The key of the manifest's entry (index.html's script).
 * @param {Manifest} manifest
 * @returns {string}
 */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error("Vite's manifest names no entry");
  return key;
}

/**
 * The files a module of Vite's manifest needs before it runs: its chunk, its static imports and
 * their CSS, added to `files`.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [files]
 * @returns {Set<string>}
 */
export function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: update apps/web/first-screens.mjs`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}
