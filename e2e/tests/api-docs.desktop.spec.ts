import { expect, test } from '@playwright/test';

/*
 * Issue 55: the API's reference page. /api/docs shows /api/openapi.json's description (Swagger UI)
 * at 1280 px with files of our own origin only and nothing refused by its Content-Security-Policy.
 */

test('the API reference page lists the API by domain, from our own origin only', async ({ page, baseURL }, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Zborovodja API/ })).toBeVisible();
  // Tags per domain, in Slovenian.
  for (const tag of ['Prijava', 'Dogodki', 'Pesmi', 'Administracija']) {
    await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  }
  // One operation opened: its Slovenian summary, parameters and answers.
  await page.locator('#operations-tag-Dogodki').click();
  const list = page.locator('.opblock-summary-path', { hasText: /^\/api\/events$/ }).first();
  await expect(list).toBeVisible();
  await expect(page.getByText('Seznam dogodkov, ki jih uporabnik sme videti')).toBeVisible();

  const shot = testInfo.outputPath('api-docs-1280.png');
  await page.screenshot({ path: shot, fullPage: false });
  await testInfo.attach('api-docs-1280', { path: shot, contentType: 'image/png' });

  expect(foreign, 'requests to other origins').toEqual([]);
  expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
});
