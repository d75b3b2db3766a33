import { expect, it } from 'vitest';
import { hintedFiles } from '../compile-hints.ts';
import { DASHBOARD } from '../first-screens.mjs';

// compile-hints.ts: the chunks that get V8's eager-compile comment are those whose code runs on a
// first page (the entry, the dashboard's first screen), not react-bootstrap's shared chunk or CSS.

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_bootstrap.js': { file: 'assets/react-bootstrap-1.js', imports: ['_shared.js'] },
  '_list.js': { file: 'assets/list-1.js' },
  'src/features/songs/pages/songs.tsx': { file: 'assets/songs-1.js', imports: ['_bootstrap.js'] },
  [DASHBOARD.modules.all[0]]: { file: 'assets/dashboard-1.js', imports: ['_shared.js'] },
  [DASHBOARD.modules.phone[0]]: { file: 'assets/mobile-events-1.js', css: ['assets/mobile-events-1.css'], imports: ['_list.js'] },
  [DASHBOARD.modules.desktop[0]]: { file: 'assets/desktop-1.js', imports: ['_list.js', '_bootstrap.js'] },
  [DASHBOARD.modules.narrow[0]]: { file: 'assets/tab-bar-1.js' },
  [DASHBOARD.modules.wide[0]]: { file: 'assets/navbar-1.js', imports: ['_bootstrap.js'] },
};

it("hints the entry and every width's first-screen chunk, not other pages, react-bootstrap or CSS", () => {
  expect([...hintedFiles(manifest)].sort()).toEqual([
    'assets/dashboard-1.js',
    'assets/desktop-1.js',
    'assets/index-1.js',
    'assets/list-1.js',
    'assets/mobile-events-1.js',
    'assets/navbar-1.js',
    'assets/shared-1.js',
    'assets/tab-bar-1.js',
  ]);
});

it('fails the build when the manifest names no entry', () => {
  const { 'index.html': _entry, ...without } = manifest;
  expect(() => hintedFiles(without)).toThrow(/no entry/);
});
