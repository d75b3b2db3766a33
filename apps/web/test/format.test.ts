import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailAddress } from '../src/components/ui/email-address.tsx';
import { describe, expect, it } from 'vitest';
import { initials, relativeTime, truncate } from '../src/lib/format.ts';

describe('relativeTime (spec §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [30_000, 'pravkar'],
    [59_000, 'pravkar'],
    [60_000, 'pred 1 min'],
    [59 * 60_000, 'pred 59 min'],
    [3 * 3600_000, 'pred 3 h'],
    [23 * 3600_000, 'pred 23 h'],
    [2 * 86_400_000, 'pred 2 dn.'],
    [6 * 86_400_000, 'pred 6 dn.'],
  ])('%i ms ago is "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });
  it('shows a date from 7 days on', () => {
    expect(relativeTime(ago(8 * 86_400_000), now)).toBe(new Date(ago(8 * 86_400_000)).toLocaleDateString('sl-SI'));
  });
});

describe('initials and truncate', () => {
  it('takes the first and last initials', () => {
    expect(initials('Marija Ana Kovač')).toBe('MK');
    expect(initials('organist')).toBe('OR');
  });
  it('cuts with an ellipsis only when longer', () => {
    expect(truncate('Kratko', 50)).toBe('Kratko');
    expect(truncate('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}…`);
  });
});

describe('an e-mail address in a narrow column (issue 58, #19)', () => {
  it('may break before the "@" and after a dot, nowhere inside a name', () => {
    const html = renderToStaticMarkup(createElement(EmailAddress, { email: 'marija.kovac@zbor.example' }));
    expect(html).toBe('<span class="email-address">marija.<wbr/>kovac<wbr/>@zbor.<wbr/>example</span>');
  });
});
