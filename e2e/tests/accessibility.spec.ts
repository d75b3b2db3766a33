import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiCommunity, apiLogin, isMobile, logIn, PASSWORD, uniqueName, verifiedUser } from '../support/fixtures.ts';

/*
 * axe-core (WCAG 2.1 A/AA) on every page of the spec at the project's width: no serious or critical
 * violation. Each page is scanned once its heading shows and no spinner is left.
 */

async function visit(page: Page, url: string, heading?: string | RegExp) {
  await page.goto(url);
  await settle(page, heading);
  await expectAccessible(page, url);
}

async function settle(page: Page, heading?: string | RegExp) {
  const h = heading ? page.getByRole('heading', { name: heading }) : page.getByRole('heading');
  await expect(h.first()).toBeVisible();
  await expect(page.locator('.spinner-border:visible')).toHaveCount(0);
}

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { 'X-CSRFToken': token }, data });
  expect(res.status()).toBe(201);
  return res.json();
}

/** A global admin made with the CLI against the e2e server's data directory (as in admin.spec.ts). */
function createGlobalAdmin(info: TestInfo) {
  const username = uniqueName('skrbnik', info);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli.ts', 'create-admin', '--username', username, '--email', `${username}@zbor.test`.toLowerCase(), '--password', PASSWORD],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' }, stdio: 'pipe' },
  );
  return { username, password: PASSWORD };
}

test('logged-out pages have no serious or critical axe violation', async ({ page }) => {
  await visit(page, '/login');
  await visit(page, '/register');
  await visit(page, '/forgot-password');
  await visit(page, '/reset-password/neveljaven-zeton');
  await visit(page, '/terms', 'Pogoji uporabe');
  await visit(page, '/privacy', 'Politika zasebnosti');
  await visit(page, '/verify-email/neveljaven-zeton');
});

test('logged-in pages have no serious or critical axe violation', async ({ page, request }, info) => {
  const user = await verifiedUser(request, info, 'dostop');
  const token = await apiLogin(request, user);
  const community = await apiCommunity(request, token, uniqueName('Zbor dostopnosti', info), 'Public');
  const { event } = await post(request, token, '/api/events', {
    title: 'Vaja za polnočnico', date: '2030-01-10', time: '19:30', location: 'Župnijska dvorana',
    event_type: 'rehearsal', community_id: community.id, visibility: 'community',
  });
  await post(request, token, '/api/songs', { title: 'Sveta noč', composer: 'F. X. Gruber', category: 'Splošno', community_id: community.id });
  const { post: created } = await post(request, token, '/api/posts', { title: 'Vaja v četrtek', content: 'Dobimo se ob 19.00.', community_id: community.id });

  await logIn(page, user.username, user.password);
  await settle(page);
  await expectAccessible(page, 'dashboard');
  const create = isMobile(info) ? 'Nov dogodek' : 'Ustvari dogodek';
  await page.getByRole('button', { name: create, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'create event modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await visit(page, `/dashboard?event=${event.id}`, 'Vaja za polnočnico');
  await visit(page, '/songs');
  await visit(page, '/posts');
  await visit(page, `/posts/${created.id}`, 'Vaja v četrtek');
  await visit(page, '/notifications');
  await visit(page, '/profile', 'Moj profil');
  await visit(page, '/community/list');
  await visit(page, '/community/create');
  await visit(page, '/community/join');
  await visit(page, `/community/${community.id}`, community.name);
  await visit(page, `/manage-community/${community.id}`);
  await visit(page, `/community/${community.id}/invite`);
  await visit(page, `/community/${community.id}/performers`);
  await visit(page, '/performers');
});

test('the global admin console has no serious or critical axe violation', async ({ page }, info) => {
  const admin = createGlobalAdmin(info);
  await logIn(page, admin.username, admin.password);
  await visit(page, '/global-admin', 'Global Admin Dashboard');
});
