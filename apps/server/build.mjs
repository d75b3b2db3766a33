#!/usr/bin/env node
// Builds the production server: src/server.ts and its two threads bundled by esbuild into
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
  // The threads keep their names: passwords.ts starts ./password-worker.mjs beside itself,
  // checkpoints.ts ./checkpoint-worker.mjs.
  entryPoints: ['src/server.ts', 'src/modules/auth/password-worker.mjs', 'src/db/checkpoint-worker.mjs'],
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
