import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { dashboardHtml } from './dashboard-html.ts';
import { precompress } from './precompress.ts';

/** react-bootstrap and the packages it brings (`npm ls` under react-bootstrap). */
const REACT_BOOTSTRAP =
  /node_modules[\\/](react-bootstrap|@restart|@popperjs|@react-aria|dom-helpers|react-transition-group|uncontrollable|classnames|prop-types|prop-types-extra|warning|invariant|dequal|react-lifecycles-compat|@babel[\\/]runtime)[\\/]/;
const EVENT_PARTS =
  /src[\\/](features[\\/]events[\\/](api[\\/](header-image|attendees)\.ts|components[\\/]shared[\\/](event-icons|attendee-status|setlist-draft)\.tsx?)|components[\\/]part-viewer[\\/]lazy-song-part-viewer\.tsx)$/;

/**
 * React Router 7 ships a production build beside its development one, but its package exports
 * name only the development build (remix-run/react-router#12532, #14102). The one difference is
 * ENABLE_DEV_WARNINGS: development warnings left in production and ~0.6 KB gzip in the entry
 * chunk. The build takes the production one; drop this when the package exports it.
 */
function reactRouterProduction(): Plugin {
  const file = fileURLToPath(import.meta.resolve('react-router')).replace(/([\\/])development([\\/])/, '$1production$2');
  if (!existsSync(file)) throw new Error(`No ${file}: React Router's layout changed; update reactRouterProduction in vite.config.ts`);
  return { name: 'react-router-production', apply: 'build', enforce: 'pre', resolveId: (id) => (id === 'react-router' ? file : null) };
}

/**
 * The installable app and its service worker (issue 25): vite-plugin-pwa builds src/sw.ts with
 * Workbox and writes the manifest. The page registers the worker itself, lazily, after it has
 * loaded (src/pwa/register.ts), so no first page carries it.
 */
function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Zborovodja',
      short_name: 'Zborovodja',
      description: 'Dogodki, setliste, pesmarica in note za župnijske pevske zbore.',
      lang: 'sl',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#34456b',
      background_color: '#f5f1e8',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The whole app, pdf.js and its worker included, so sheet music opens offline.
      globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
      // The score engraver (issue 59, ~7 MB) is kept at run time, for the practice view and kept events only (sw.ts).
      globIgnores: ['**/dashboard.html', '**/login.html', '**/phone-dashboard.html', '**/node_modules/**', '**/verovio-module-*'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (src/ssr/, `npm run build` runs it second) is one file with its packages
  // inside (React's production server build among them); the client's plugins write into the
  // client's build only.
  plugins: isSsrBuild
    ? [react(), reactRouterProduction()]
    : [react(), reactRouterProduction(), dashboardHtml(), pwa(), precompress()],
  ssr: { noExternal: true },
  // The server's build takes React's production build only (Node would pick it at run time by
  // NODE_ENV, so both would be bundled, and the tests' server might run the development one).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions: its deprecation notices
      // are Bootstrap's to fix, not ours.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/budget.mjs to find each route's chunks.
    manifest: true,
    // No modulepreload polyfill (~0.3 KB of the entry): a browser without modulepreload (Safari
    // before 17) still loads every chunk, only without fetching a lazy page's chunks early.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into the entry chunk: split into shared
            // chunks (react-bootstrap's helpers, the API client) it cost a first page six more
            // requests on the critical path.
            { name: 'index', tags: ['$initial'] },
            // react-bootstrap, which only lazy pages use (docs/decisions.md), and its helpers: one
            // chunk for what two or more pages share, instead of ~15 small ones per page mix.
            { name: 'react-bootstrap', test: REACT_BOOTSTRAP, minShareCount: 2 },
            // The small modules the desktop dashboard shares with the event parts it loads when first
            // opened (features/events/components/lazy-event-parts.tsx): one chunk instead of six on
            // the desktop's first page, and six fewer chunk names in the entry's preload lists.
            { name: 'event-parts', test: EVENT_PARTS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
}));
