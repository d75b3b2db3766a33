import { describe, expect, it } from 'vitest';
import { dashboardHints, firstScreenPage, PHONE_GROUPS } from '../dashboard-html.ts';
import { FIRST_SCREEN_SLOTS } from '../src/app/first-screen-page.ts';
import { DASHBOARD } from '../first-screens.mjs';

// dashboard-html.ts: the dashboard's page is index.html with a preload for each file and request
// of its first screen that the entry does not already load, for the widths it applies to.

const index = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_bootstrap.js': { file: 'assets/react-bootstrap-1.js', imports: ['_shared.js'] },
  '_list.js': { file: 'assets/list-1.js' },
  [DASHBOARD.modules.all[0]]: { file: 'assets/dashboard-1.js', imports: ['_shared.js'] },
  [DASHBOARD.modules.phone[0]]: { file: 'assets/mobile-events-1.js', css: ['assets/mobile-events-1.css'], imports: ['_list.js'] },
  [DASHBOARD.modules.desktop[0]]: { file: 'assets/desktop-1.js', imports: ['_list.js', '_bootstrap.js'] },
  [DASHBOARD.modules.narrow[0]]: { file: 'assets/tab-bar-1.js' },
  [DASHBOARD.modules.wide[0]]: { file: 'assets/navbar-1.js', imports: ['_bootstrap.js'] },
};
const html = dashboardHints(index, manifest);
const links = [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link);
const phone = ' media="(max-width: 767.98px)"';
const desktop = ' media="not all and (max-width: 767.98px)"';
const narrow = ' media="(max-width: 991.98px)"';
const wide = ' media="not all and (max-width: 991.98px)"';

it("preloads the page's chunk and the session's reads for every width, nothing the entry loads", () => {
  expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
  expect(links).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/profile">');
  expect(links).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user/communities">');
  expect(html).not.toContain('shared-1.js');
  expect(html).not.toContain('index-1.css');
  expect(html.startsWith(index.slice(0, index.indexOf('</head>')))).toBe(true);
});

it("preloads each layout's chunks, CSS and list read only at the widths where the layout applies", () => {
  expect(links).toContain(`<link rel="modulepreload" crossorigin href="/assets/mobile-events-1.js"${phone}>`);
  expect(links).toContain(`<link rel="preload" as="style" crossorigin href="/assets/mobile-events-1.css"${phone}>`);
  expect(links).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events?when=upcoming&amp;limit=20&amp;offset=0"${phone}>`);
  expect(links).toContain(`<link rel="modulepreload" crossorigin href="/assets/desktop-1.js"${desktop}>`);
  expect(links).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events?when=upcoming&amp;limit=50"${desktop}>`);
  expect(links).toContain(`<link rel="modulepreload" crossorigin href="/assets/tab-bar-1.js"${narrow}>`);
  expect(links).toContain(`<link rel="modulepreload" crossorigin href="/assets/navbar-1.js"${wide}>`);
  // A chunk of both events layouts is listed for each; react-bootstrap only where a layout needs it.
  expect(links.filter((link) => link.includes('list-1.js'))).toHaveLength(2);
  expect(links.filter((link) => link.includes('react-bootstrap-1.js'))).toEqual([
    `<link rel="modulepreload" crossorigin href="/assets/react-bootstrap-1.js"${desktop}>`,
    `<link rel="modulepreload" crossorigin href="/assets/react-bootstrap-1.js"${wide}>`,
  ]);
});

it('fails the build when a first-screen module is missing from the manifest', () => {
  const { [DASHBOARD.modules.all[0]]: _removed, ...without } = manifest;
  expect(() => dashboardHints(index, without)).toThrow(/first-screens\.mjs/);
});

describe('the pages the server renders into: phone-dashboard.html and login.html', () => {
  const indexHtml =
    '<!doctype html>\n<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
  const page = firstScreenPage(indexHtml, manifest, PHONE_GROUPS);
  const head = page.slice(0, page.indexOf('</head>'));

  it("starts the entry and the page's chunks at low priority, after hold-taps.js", () => {
    expect(page).toContain('<script defer src="/hold-taps.js"></script>\n    <script fetchpriority="low" type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page.indexOf('hold-taps.js')).toBeLessThan(page.indexOf('index-1.js'));
    const chunks = [...page.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]*)">/g)].map(([, href]) => href);
    // The phone's and the tab bar's chunks, not the desktop's, the navbar's or what the entry has.
    expect(chunks.sort()).toEqual(['/assets/dashboard-1.js', '/assets/list-1.js', '/assets/mobile-events-1.js', '/assets/tab-bar-1.js']);
    expect(page.match(/<script /g)).toHaveLength(2);
  });

  it("links the phone's CSS as a stylesheet after the entry's, and has the slots in the root", () => {
    expect(head.indexOf('index-1.css')).toBeLessThan(head.indexOf('<link rel="stylesheet" crossorigin href="/assets/mobile-events-1.css">'));
    expect(head).not.toContain('rel="preload"');
    expect(page).toContain(`<div id="root">${FIRST_SCREEN_SLOTS.markup}</div>${FIRST_SCREEN_SLOTS.data}`);
    expect(page).not.toContain('/api/');
  });

  it('fails the build when index.html is not as expected', () => {
    expect(() => firstScreenPage(indexHtml.replace('<div id="root"></div>', '<div id="app"></div>'), manifest, PHONE_GROUPS)).toThrow(/#root/);
  });

  it('for the login page, in the entry: no other CSS or chunk, only the entry at low priority', () => {
    const login = firstScreenPage(indexHtml, manifest, []);
    expect(login).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/index-1.js"></script>');
    expect([...login.matchAll(/<link /g)]).toHaveLength(1);
    expect(login).toContain(`<div id="root">${FIRST_SCREEN_SLOTS.markup}</div>${FIRST_SCREEN_SLOTS.data}`);
  });
});
