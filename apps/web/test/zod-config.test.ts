// In this order, as in main.tsx: the setting first, then zod; the messages as a form imports them.
import '../src/lib/zod-config.ts';
import '../src/lib/zod-messages.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

it('every module that shows zod\'s messages sets the Slovenian ones (lib/zod-messages.ts), and the entry does not carry them', () => {
  const src = path.resolve(import.meta.dirname, '../src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  const parsing = files.filter((f) => /\bZ[A-Za-z]+\.(safeParse|parse)\(|schema\.safeParse\(/.test(readFileSync(path.join(src, f), 'utf8')));
  expect(parsing.length).toBeGreaterThan(3);
  for (const f of parsing) {
    const text = readFileSync(path.join(src, f), 'utf8');
    expect(/zod-messages|schema-errors/.test(text) || f.endsWith('zod-messages.ts'), f).toBe(true);
  }
  expect(readFileSync(path.join(src, 'main.tsx'), 'utf8')).not.toContain('zod-messages');
  expect(readFileSync(path.join(src, 'lib/zod-config.ts'), 'utf8')).not.toContain('zod-errors');
});
