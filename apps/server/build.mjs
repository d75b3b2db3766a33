#!/usr/bin/env node
// Builds the production server: src/server.ts and the password thread bundled by esbuild into
// dist/ (ESM, Node 20), with the workspace's own TypeScript (contracts) compiled in and every
// npm dependency left to node_modules. Development, the tests and the CLI run the sources
// through tsx instead; docs/decisions.md says why production does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

await build({
  absWorkingDir: root,
  // The password thread keeps its name: passwords.ts starts it as ./password-worker.mjs beside itself.
  entryPoints: ['src/server.ts', 'src/modules/auth/password-worker.mjs'],
  entryNames: '[name]',
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => name !== '@zborovodja/contracts'),
  sourcemap: 'linked',
  logLevel: 'warning',
});
