import { expect, test } from '@playwright/test';
import { createGlobalAdmin, cspViolations, isMobile, logIn, verifiedUser } from '../support/fixtures.ts';

test('logged out: guards send to login with returnUrl, navbar offers Prijava and Registracija', async ({ page }, info) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fnotifications$/);
  if (!isMobile(info)) {
    await expect(page.getByRole('link', { name: 'Prijava' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registracija' })).toBeVisible();
  }
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Pogoji uporabe' })).toBeVisible();
  await expect(page.getByText('Zadnja posodobitev: 12. april 2025')).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Politika zasebnosti' })).toBeVisible();
  await page.goto('/ni-take-strani');
  await expect(page.getByText('Stran ne obstaja')).toBeVisible();
});

test('the login route loads no profile, notifications, communities, songbook or pdf.js code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Prijava', exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /profile|notifications|user-nav|songs|pdf|part-viewer|communit|performer|invitation/.test(s))).toEqual([]);
});

// The offline copy (issue 25) reads, once the page has loaded, whatever of the app's first reads it
// has not kept yet; here the page's own reads are counted, so the service worker is off.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test("a logged-in dashboard preloads its first screen's code and reads, and asks for each read once", async ({ page, request }, info) => {
    const user = await verifiedUser(request, info, 'preload');
    await logIn(page, user.username, user.password);
    const reads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
    });
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const list = isMobile(info) ? '/api/events?when=upcoming&limit=20&offset=0' : '/api/events?when=upcoming&limit=50';
    // The page the server sent for a session names the layout's chunk and the reads (dashboard.html).
    const preloads = await page.locator('link[rel="modulepreload"], link[rel="preload"]').evaluateAll((links) =>
      links.filter((link) => matchMedia((link as HTMLLinkElement).media || 'all').matches).map((link) => link.getAttribute('href')),
    );
    expect(preloads).toEqual(expect.arrayContaining(['/api/profile', '/api/user/communities', '/api/notifications/unread-count', list]));
    expect(preloads.some((href) => (isMobile(info) ? /mobile-events-.*\.js$/ : /desktop-dashboard-.*\.js$/).test(href ?? ''))).toBe(true);
    // The app's fetches took the preloaded answers over: one request each, none repeated.
    for (const read of ['/api/profile', '/api/user/communities', '/api/notifications/unread-count', list]) expect(reads.filter((r) => r === read), read).toHaveLength(1);
  });
});

test('logged in: desktop navbar or mobile bottom bar, returnUrl after login', async ({ page, request }, info) => {
  const csp = cspViolations(page);
  const user = await verifiedUser(request, info, 'nav');
  await page.goto('/profile');
  await expect(page).toHaveURL(/returnUrl=%2Fprofile/);
  await page.getByLabel('Uporabniško ime ali e-pošta').fill(user.username);
  await page.getByLabel('Geslo', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);

  if (isMobile(info)) {
    const bar = page.getByRole('navigation', { name: 'Spodnji meni' });
    await expect(bar).toBeVisible();
    for (const name of ['Dogodki', 'Obvestila', 'Več']) await expect(bar.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Glavni meni' })).toBeHidden();
    // Več: a disclosure menu that the arrow keys walk, Escape and a tap outside close.
    const more = bar.getByRole('button', { name: /Več/ });
    const profileItem = bar.getByRole('link', { name: 'Moj profil' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(profileItem).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(bar.getByRole('button', { name: 'Odjava' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(profileItem).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await page.mouse.click(5, 200);
    await expect(profileItem).toBeHidden();
    // A tap outside that comes before the renderer has run the opening render's effects (Preact
    // ran them after the next paint, so a quick tap was missed) closes it as well: here both taps
    // go in one task, before React renders at all.
    await more.evaluate((button) => {
      (button as HTMLButtonElement).click();
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(profileItem).toBeHidden();
    await more.click();
    await profileItem.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profileItem).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Glavni meni' });
    await expect(nav.getByRole('link', { name: 'Dogodki' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Moj profil' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Odjava' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Spodnji meni' })).toBeHidden();
    await nav.getByRole('link', { name: 'Dogodki' }).click();
    await expect(page).toHaveURL(/\/$|\/dashboard$/);
  }
  await logIn(page, user.username, user.password);
  await expect(page.getByText(/Pozdravljeni, /)).toBeVisible();
  expect(csp).toEqual([]);
});

test('a full load of the site root serves the app', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  // Pages carry the whole helmet set; the browser tests' CSP-violation checks rely on it.
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('robots.txt is a real one: the front door may be indexed, a choir’s pages may not (issue 58, #26)', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Allow: /login');
  expect(text).toMatch(/^Disallow: \/$/m);
  expect(text).not.toContain('<!doctype');
});

test('the welcome card greets a member without a group, with buttons that read on its navy; a global admin is not told to join (issue 58, #8, #10)', async ({ page, request }, info) => {
  const loner = await verifiedUser(request, info, 'sam');
  await logIn(page, loner.username, loner.password);
  await page.goto('/dashboard');
  await expect(page.getByText('Niste še član nobene skupine.', { exact: false }).first()).toBeVisible();
  const join = page.locator('.welcome-card').getByRole('link', { name: 'Pridruži se skupini' });
  await expect(join).toHaveClass(/btn-outline-light/);
  await expect(join).toHaveCSS('color', 'rgb(248, 249, 250)');
  await page.context().clearCookies();
  const admin = createGlobalAdmin(info);
  await logIn(page, admin.username, admin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dogodki' }).or(page.getByRole('button', { name: 'Nov dogodek' })).first()).toBeVisible();
  await expect(page.getByText('Niste še član nobene skupine.')).toHaveCount(0);
});

test('every page has its own title (issue 58, #23)', async ({ page, request }, info) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Prijava – Zborovodja');
  await page.goto('/register');
  await expect(page).toHaveTitle('Registracija – Zborovodja');
  const user = await verifiedUser(request, info, 'naslov');
  await logIn(page, user.username, user.password);
  await expect(page).toHaveTitle('Dogodki – Zborovodja');
  for (const [path, title] of [['/songs', 'Pesmarica'], ['/profile', 'Moj profil'], ['/notifications', 'Obvestila'], ['/ni-take-strani', 'Stran ne obstaja']]) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} – Zborovodja`);
  }
});

test('tab rows show every tab on a phone: the profile’s and the songbook’s (issue 58, #18)', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'zavihki');
  await logIn(page, user.username, user.password);
  const width = page.viewportSize()!.width;
  await page.goto('/profile');
  const calendar = isMobile(info) ? page.getByRole('tab', { name: 'Koledar' }) : null;
  if (calendar) {
    await expect(calendar).toBeVisible();
    const box = (await calendar.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await page.screenshot({ path: info.outputPath(`profile-tabs-${info.project.name}.png`) });
  await page.goto('/songs');
  for (const tab of await page.locator('.songs-tabs .nav-link').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});

test('the first Tab reaches a skip link that takes the keyboard to the page’s content (issue 58, #24)', async ({ page }) => {
  // A page that does not put the focus in a form field itself.
  await page.goto('/terms');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Preskoči na vsebino' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
