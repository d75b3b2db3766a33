import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { closure, DASHBOARD, entryKey, SCREENS, type Manifest } from './first-screens.mjs';
import { FIRST_SCREEN_SLOTS } from './src/app/first-screen-page.ts';
import { EVENTS_MOBILE_QUERY, MOBILE_QUERY } from './src/lib/breakpoints.ts';

type Group = keyof typeof DASHBOARD.modules;

/** Each group's preloads apply where its layout does: a phone fetches no desktop code and back. */
const MEDIA: Record<Group, string> = {
  all: '',
  phone: ` media="${EVENTS_MOBILE_QUERY}"`,
  desktop: ` media="not all and ${EVENTS_MOBILE_QUERY}"`,
  narrow: ` media="${MOBILE_QUERY}"`,
  wide: ` media="not all and ${MOBILE_QUERY}"`,
};

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * index.html with a preload for every file and request of the dashboard's first screen
 * (first-screens.mjs) that the entry would otherwise ask for only once it has run: the page's
 * lazy chunks (`modulepreload`, which Vite's preload helper then finds and does not repeat), their
 * CSS (`preload` as a style, as the helper's stylesheet link asks for it) and the API reads (a
 * `preload` the client's fetch with credentials takes over). They download beside the entry
 * instead of after it (docs/performance.md, "Lighthouse").
 */
export function dashboardHints(indexHtml: string, manifest: Manifest): string {
  const loaded = closure(manifest, entryKey(manifest));
  const shared = new Set<string>();
  for (const module of DASHBOARD.modules.all) closure(manifest, module, shared);

  const links: string[] = [];
  for (const group of Object.keys(MEDIA) as Group[]) {
    const media = MEDIA[group];
    for (const url of DASHBOARD.requests[group]) {
      links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}"${media}>`);
    }
    const files = group === 'all' ? shared : new Set<string>();
    if (group !== 'all') for (const module of DASHBOARD.modules[group]) closure(manifest, module, files);
    for (const file of files) {
      if (loaded.has(file) || (group !== 'all' && shared.has(file))) continue;
      const rel = file.endsWith('.css') ? 'preload" as="style' : 'modulepreload';
      links.push(`<link rel="${rel}" crossorigin href="/${attribute(file)}"${media}>`);
    }
  }
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * A page the server renders into (src/ssr/first-screen.tsx): index.html with the two slots in the
 * root element, the CSS of the given groups' lazy modules (first-screens.mjs) as stylesheets (the
 * markup comes with the page and must not paint before its styles), and its JavaScript (the entry
 * and those modules' chunks) at the browser's low priority: the page paints from its HTML and CSS,
 * so on a slow connection the scripts take the bandwidth the CSS leaves. public/hold-taps.js holds
 * a tap made before React has the page. No API preloads: the answers come inside the page.
 * The phone's dashboard takes the groups of a phone; the login page, in the entry, none.
 */
export function firstScreenPage(indexHtml: string, manifest: Manifest, groups: ReadonlyArray<Group>): string {
  const entry = manifest[entryKey(manifest)].file;
  const loaded = closure(manifest, entryKey(manifest));
  const files = new Set<string>();
  for (const group of groups) for (const module of DASHBOARD.modules[group]) closure(manifest, module, files);
  const needed = [...files].filter((file) => !loaded.has(file));
  const styles = needed.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`);
  const chunks = needed
    .filter((file) => !file.endsWith('.css'))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${attribute(file)}">`);
  const entryScript = `<script type="module" crossorigin src="/${entry}"></script>`;
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(entryScript) || !indexHtml.includes('</head>') || !indexHtml.includes(root)) {
    throw new Error('index.html has no entry script, </head> or empty #root where firstScreenPage expects them');
  }
  return indexHtml
    .replace(entryScript, `<script defer src="/hold-taps.js"></script>\n    ${entryScript.replace('<script ', '<script fetchpriority="low" ')}`)
    // After the entry's own CSS, where the client's loader would have added them.
    .replace('</head>', [...styles, ...chunks].map((link) => `  ${link}\n  `).join('') + '</head>')
    .replace(root, `<div id="root">${FIRST_SCREEN_SLOTS.markup}</div>${FIRST_SCREEN_SLOTS.data}`);
}

/** The groups of a phone's first screen (first-screens.mjs: SCREENS.phone). */
export const PHONE_GROUPS = SCREENS.phone as ReadonlyArray<Group>;

/**
 * Writes dashboard.html, phone-dashboard.html and login.html beside index.html once the build is
 * written (before precompress, which runs when the bundle closes). The server sends
 * dashboard.html for / and /dashboard to a visitor with a session cookie (apps/server/src/http/web.ts),
 * renders a phone's dashboard into phone-dashboard.html and the login page of a visitor without
 * a session into login.html; others get index.html and download nothing extra.
 */
export function dashboardHtml(): Plugin {
  return {
    name: 'zborovodja:dashboard-html',
    apply: 'build',
    async writeBundle({ dir: outDir = 'dist' }) {
      const [indexHtml, manifest] = await Promise.all([
        readFile(path.join(outDir, 'index.html'), 'utf8'),
        readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ]);
      const parsed = JSON.parse(manifest) as Manifest;
      await writeFile(path.join(outDir, 'dashboard.html'), dashboardHints(indexHtml, parsed));
      await writeFile(path.join(outDir, 'phone-dashboard.html'), firstScreenPage(indexHtml, parsed, PHONE_GROUPS));
      await writeFile(path.join(outDir, 'login.html'), firstScreenPage(indexHtml, parsed, []));
    },
  };
}
