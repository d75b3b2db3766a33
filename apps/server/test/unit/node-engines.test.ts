import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// semver ships no types; the two calls used here are all this test needs of it.
const semver = createRequire(import.meta.url)('semver') as {
  intersects(a: string, b: string): boolean;
};

const lock = JSON.parse(readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
};

describe('every locked package runs on Node 20 (README, DESIGN.md §1)', () => {
  it('no package in package-lock.json asks for a newer Node: npm ci would warn EBADENGINE (issue 18)', () => {
    const tooNew = Object.entries(lock.packages)
      .map(([path, p]) => ({ path, node: Array.isArray(p.engines) ? undefined : p.engines?.node }))
      .filter((p): p is { path: string; node: string } => typeof p.node === 'string' && !semver.intersects(p.node, '^20.0.0'));
    expect(tooNew).toEqual([]);
  });
});
