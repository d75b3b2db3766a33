import { expect, test } from '@playwright/test';
import { logIn, verifiedUser } from '../support/fixtures.ts';

/* Issue 58, #24: keyboard use of the desktop event card, and focus rings that can be seen. */

test('the attendee view toggle is one stop for the keyboard, its keys switch it, and focus rings reach 3:1 (issue 58, #24)', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'tipke');
  await logIn(page, user.username, user.password);
  const token = (await (await page.request.get('/api/get-csrf-token')).json()).csrf_token as string;
  const created = await page.request.post('/api/events', { headers: { 'X-CSRFToken': token }, data: { title: 'Vaja s tipkami', date: '2030-03-06', time: '19:00', location: 'Kor', visibility: 'private' } });
  await page.goto(`/dashboard?event=${(await created.json()).event.id}`);
  const me = page.getByRole('radio', { name: 'Samo jaz' });
  const all = page.getByRole('radio', { name: 'Vsi' });
  await expect(me).toBeChecked();
  await me.focus();
  // Arrow keys move within the group, as in every radio group; Tab leaves it at once.
  await page.keyboard.press('ArrowRight');
  await expect(all).toBeChecked();
  await expect(all).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(me).not.toBeFocused();
  await expect(all).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(all).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(me).toBeChecked();

  // The ring around the focused option and around a focused field, against the surface behind it.
  const ring = async (selector: string) =>
    page.locator(selector).first().evaluate((el) => {
      const target = el.matches('.btn-check') ? (el.nextElementSibling as HTMLElement) : (el as HTMLElement);
      const style = getComputedStyle(target);
      return { outline: style.outlineStyle !== 'none' ? style.outlineColor : null, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
    });
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lum = ([r, g, b]: number[]) => [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const contrast = (a: string, b: string) => {
    const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const onOption = await ring('input[name^="attendance-view"]:focus');
  expect(onOption.outline).not.toBeNull();
  expect(onOption.width).toBeGreaterThanOrEqual(2);
  expect(contrast(onOption.outline!, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);

  await page.goto('/profile');
  const field = page.getByRole('textbox').first();
  await field.focus();
  const onField = await field.evaluate((el) => ({ outline: getComputedStyle(el).outlineColor, style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }));
  expect(onField.style).not.toBe('none');
  expect(onField.width).toBeGreaterThanOrEqual(2);
  expect(contrast(onField.outline, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);

  // On the slate-blue header the ring is white.
  await page.locator('.app-navbar a, .app-navbar button').first().focus();
  const onHeader = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
  expect(contrast(onHeader, 'rgb(52, 69, 107)')).toBeGreaterThanOrEqual(3);
});
