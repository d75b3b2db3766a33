import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile, compileString, type Options } from 'sass';
import { beforeAll, expect, it } from 'vitest';

/*
 * src/bootstrap.scss builds only the parts of Bootstrap the app uses. These tests keep it honest:
 * a class the source names must be in the trimmed build, and the trimmed build must not change
 * any rule it keeps.
 */

const src = path.resolve(import.meta.dirname, '../src');
const nodeModules = path.resolve(path.dirname(createRequire(import.meta.url).resolve('bootstrap/package.json')), '..');
const options: Options<'sync'> = {
  loadPaths: [nodeModules],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

let trimmed: string;
let full: string;
beforeAll(() => {
  trimmed = compile(path.join(src, 'bootstrap.scss'), options).css;
  full = compileString('@import "bootstrap/scss/bootstrap";', options).css;
}, 60_000);

const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[a-z][a-z0-9-]*)/g)].map((m) => m[1]!));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

/** Class-like words in string literals and CSS selectors, and the classes of bg="…"/text="…" props. */
function namedClasses(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  if (file.endsWith('.css')) return [...classesOf(text)];
  const code = text.replace(/(^|[^:])\/\/.*$/gm, '$1');
  const words: string[] = [];
  for (const m of code.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`]*)`/g)) {
    const literal = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    words.push(...literal.split(/\s+/).filter((word) => /^-?[a-z][a-z0-9-]*$/.test(word)));
  }
  for (const m of code.matchAll(/\b(bg|text)="([a-z-]+)"/g)) words.push(`${m[1]}-${m[2]}`);
  return words;
}

it('keeps every Bootstrap class the web app names', () => {
  const kept = classesOf(trimmed);
  const bootstrap = classesOf(full);
  const missing = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const name of namedClasses(file)) {
      if (bootstrap.has(name) && !kept.has(name)) missing.add(`${name} (${path.relative(src, file)})`);
    }
  }
  expect([...missing], 'add their component or utility group to src/bootstrap.scss').toEqual([]);
});

it('uses no react-bootstrap component whose styles the build leaves out', () => {
  const left = /from 'react-bootstrap\/(Accordion|Breadcrumb|Carousel|Toast|ToastContainer|Popover|Offcanvas|NavbarOffcanvas|Placeholder|FloatingLabel|FormRange|Ratio|Stack)'/;
  const users = sourceFiles(src).filter((file) => left.test(readFileSync(file, 'utf8')));
  expect(users.map((file) => path.relative(src, file))).toEqual([]);
});

/** Every rule as "media context | selector { declarations }", one entry per selector. */
function rules(css: string): Set<string> {
  const out = new Set<string>();
  const walk = (text: string, context: string) => {
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) break;
      const head = text.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      for (; depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      const body = text.slice(open + 1, j - 1).trim();
      if (/^@(media|supports)/.test(head)) walk(body, `${context}${head} `);
      else for (const selector of head.split(',')) out.add(`${context}| ${selector.trim()} {${body}}`);
      i = j;
    }
  };
  walk(css.replace(/\/\*[\s\S]*?\*\//g, '').replace('@charset "UTF-8";', ''), '');
  return out;
}

it('changes none of the Bootstrap rules it keeps', () => {
  const all = rules(full);
  const kept = rules(trimmed);
  expect(kept.size).toBeGreaterThan(1000);
  expect([...kept].filter((rule) => !all.has(rule))).toEqual([]);
});
