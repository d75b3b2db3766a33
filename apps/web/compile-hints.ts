import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { closure, DASHBOARD, entryKey, type Manifest } from './first-screens.mjs';


export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** react-bootstrap's shared chunk: a library for many pages, most of it not run by a first screen. */
const LIBRARY_CHUNK = /(^|\/)react-bootstrap-[^/]*\.js$/;

/**
 * The JavaScript files whose functions nearly all run on a first page: the entry with its imports
 * and the dashboard's first screen at every width (first-screens.mjs).
 */
export function hintedFiles(manifest: Manifest): Set<string> {
  const files = closure(manifest, entryKey(manifest));
  for (const modules of Object.values(DASHBOARD.modules)) for (const module of modules) closure(manifest, module, files);
  return new Set([...files].filter((file) => file.endsWith('.js') && !LIBRARY_CHUNK.test(file)));
}

/**
 * V8's explicit compile hint (Chromium 136+, a comment that must open the file) on the first
 * pages' chunks: their functions are compiled while the file streams in, on a background thread,
 * instead of on the main thread when first called, inside the first render (docs/performance.md:
 * the phone dashboard's start went from one ~45 ms task to pieces of ~10–25 ms). Written into the
 * files after Vite's own additions to their first line, before precompress compresses them.
 */
export function compileHints(): Plugin {
  return {
    name: 'zborovodja:compile-hints',
    apply: 'build',
    async writeBundle({ dir: outDir = 'dist' }) {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      for (const file of hintedFiles(manifest)) {
        const target = path.join(outDir, file);
        await writeFile(target, `${COMPILE_HINT}\n${await readFile(target, 'utf8')}`);
      }
    },
  };
}
