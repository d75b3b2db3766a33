// In this order, as in main.tsx: the setting first, then zod.
import '../src/lib/zod-config.ts';
import { z } from 'zod';
import { expect, it } from 'vitest';

it('puts zod into jitless mode before any schema exists (no eval probe, no CSP violation)', () => {
  expect(z.config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Zbor' })).toEqual({ name: 'Zbor' });
});
