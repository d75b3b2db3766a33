import type { Page } from '@playwright/test';

/**
 * For a page rendered by the server (apps/server/src/http/first-screen.ts): holds the web app's
 * entry back, so the page is the server's alone until `release()`, and tells whether the client
 * has taken it over (the "zborovodja:hydrated" event main.tsx dispatches). Call before goto, and go
 * with waitUntil 'commit': the page's module script holds DOMContentLoaded back until it has run.
 */
export async function holdEntry(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('zborovodja:hydrated', () => ((window as unknown as { hydrated: boolean }).hydrated = true));
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release,
    hydrated: () => page.evaluate(() => (window as unknown as { hydrated?: boolean }).hydrated === true),
  };
}
