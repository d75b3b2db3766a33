import { expect, it } from 'vitest';
import { pageWindow } from '../src/components/ui/pagination-bar.tsx';
import { safeReturnUrl } from '../src/lib/paths.ts';

it('keeps only same-site return paths', () => {
  expect(safeReturnUrl('/profile')).toBe('/profile');
  expect(safeReturnUrl('/notifications?x=1')).toBe('/notifications?x=1');
  for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) {
    expect(safeReturnUrl(bad)).toBeNull();
  }
});

it('shows a window of five pages around the current one', () => {
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
});
