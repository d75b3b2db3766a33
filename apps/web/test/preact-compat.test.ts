import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';

/*
 * The app is written against React's API and its types, and the build runs it on preact/compat
 * (docs/decisions.md, "Preact runs the React code"). preact/compat has no React 19-only hooks
 * (useActionState, useOptimistic, useFormStatus): a value imported from 'react' that compat
 * lacks would be undefined in the browser only. This test names such an import at once.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));
const RUNTIME: Record<string, object> = { react: compat, 'react-dom': compat, 'react-dom/client': compatClient };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value (not type) names imported from react, react-dom and react-dom/client, per module. */
function reactValueImports(): Array<{ file: string; module: string; name: string }> {
  const found: Array<{ file: string; module: string; name: string }> = [];
  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react|react-dom|react-dom\/client)'/g;
  for (const file of sourceFiles(SRC)) {
    for (const [, typeOnly, names, module] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (typeOnly) continue;
      for (const raw of names!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) found.push({ file: path.relative(SRC, file), module: module!, name });
      }
    }
  }
  return found;
}

it('finds the React imports it checks', () => {
  const names = new Set(reactValueImports().map((i) => i.name));
  expect(names).toContain('useState');
  expect(names).toContain('createRoot');
});

it('imports from React only what preact/compat provides', () => {
  const missing = reactValueImports()
    .filter(({ module, name }) => (RUNTIME[module] as Record<string, unknown>)[name] === undefined)
    .map(({ file, module, name }) => `${file}: ${name} from '${module}'`);
  expect(missing).toEqual([]);
});

it('has no default or namespace import of React, which would reach past the checked names', () => {
  const offenders = sourceFiles(SRC).filter((file) => /import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s+from\s+'react(-dom)?'/.test(readFileSync(file, 'utf8')));
  expect(offenders.map((f) => path.relative(SRC, f))).toEqual([]);
});
