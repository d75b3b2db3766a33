import { expect, test } from '@playwright/test';
import { logIn } from '../support/fixtures.ts';
import { endSessions, keptCacheNames, keptCaches } from '../support/offline.ts';
import { standSetup } from '../support/stand.ts';

/*
 * Issue 25: a session that ended on the server (expired, or logged out elsewhere) takes the offline
 * copy with it, at both widths (a phone's pages come rendered by the server, a desktop's by the client).
 */

test('a session ended on the server takes the offline copy with it, sheet music included', async ({ page, request }, info) => {
  const { owner } = await standSetup(request, info);
  await logIn(page, owner.username, owner.password);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('zb-offline-synced-at'), undefined, { timeout: 30_000 });
  expect((await page.evaluate(keptCaches)).flatMap((c) => c.entries)).toContain('/api/profile');

  // The server ends the session; the next read answers 401. The open page may hear it first and
  // forget the user, and be reloaded before it has deleted the copy: the device then no longer
  // notes who was logged in (as here), and the reloaded page deletes the copy all the same.
  endSessions(owner.username);
  await page.evaluate(() => localStorage.removeItem('auth_user'));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(keptCacheNames)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('zb-offline-synced-at'))).toBeNull();
});
