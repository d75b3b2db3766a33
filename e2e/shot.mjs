import { chromium } from '@playwright/test';
const [,, base, user, pass, ...urls] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, isMobile: width < 500, hasTouch: width < 500 });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Uporabniško ime ali e-pošta').or(page.getByLabel('Uporabniško ime')).first().fill(user);
  await page.getByLabel('Geslo', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Prijava' }).last().click();
  await page.waitForURL(/dashboard|\/$/);
  for (const u of urls) {
    await page.goto(base + u);
    await page.waitForTimeout(2500);
    const name = `/tmp/shots/${u.replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
    await page.screenshot({ path: name, fullPage: width < 500 ? false : false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
