// In this order, as in main.tsx: the setting first, then zod.
import '../src/lib/zod-config.ts';
import { z } from 'zod';
import { expect, it } from 'vitest';
import { zodMessages } from '@zborovodja/contracts';

it('puts zod into jitless mode before any schema exists (no eval probe, no CSP violation)', () => {
  expect(z.config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Zbor' })).toEqual({ name: 'Zbor' });
});

it('gives the checks a schema does not name Slovenian messages (issue 19 #10)', () => {
  const schema = z.object({ name: z.string().min(3), email: z.email(), tags: z.array(z.string()).max(1) });
  const issues = schema.safeParse({ name: 'ab', email: 'x', tags: ['a', 'b'] }).error!.issues.map((i) => i.message);
  expect(issues).toEqual([zodMessages.minText(3), zodMessages.email, zodMessages.maxItems(1)]);
  expect(schema.safeParse([]).error!.issues[0]!.message).toBe(zodMessages.wrongShape);
  expect(schema.safeParse({}).error!.issues[0]!.message).toBe(zodMessages.required);
  // A schema's own message still wins.
  expect(z.string().min(2, 'Lastno sporočilo.').safeParse('a').error!.issues[0]!.message).toBe('Lastno sporočilo.');
});
