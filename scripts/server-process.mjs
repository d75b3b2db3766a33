/**
 * The production server as `npm start` runs it: the bundle apps/server/build.mjs writes (docs/
 * decisions.md). The scripts that measure or break the server (bench, reliability, lighthouse)
 * start this, so that they measure what ships; the end-to-end tests do too
 * (e2e/playwright.config.ts names the same command).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Arguments to node, relative to the repository root. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', 'apps/server/dist/server.mjs'];

/** Builds the server bundle (about a second): the scripts never measure a stale one. */
export function buildServer() {
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
