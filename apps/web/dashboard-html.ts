import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { closure, DASHBOARD, entryKey, type Manifest } from './first-screens.mjs';
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
 * Writes dashboard.html beside index.html once the build is written (before precompress, which
 * runs when the bundle closes). The server sends it for / and /dashboard to a visitor with a
 * session cookie (apps/server/src/http/web.ts): others get index.html and download nothing extra.
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
      await writeFile(path.join(outDir, 'dashboard.html'), dashboardHints(indexHtml, JSON.parse(manifest)));
    },
  };
}
