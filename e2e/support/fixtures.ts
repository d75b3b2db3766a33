import { execFileSync } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { linkFromOutbox } from './outbox.ts';

export const PASSWORD = 'Zborovsko-geslo-1';

/** A username no other test or project uses. */
export function uniqueName(prefix: string, info: TestInfo): string {
  return `${prefix}_${info.project.name.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/get-csrf-token');
  return (await res.json()).csrf_token;
}

/** Registers through the API and opens the verification link from the outbox: a ready, verified user. */
export async function verifiedUser(request: APIRequestContext, info: TestInfo, prefix = 'pevec') {
  const username = uniqueName(prefix, info);
  const email = `${username}@zbor.test`.toLowerCase();
  const token = await csrf(request);
  const res = await request.post('/api/auth/register', {
    headers: { 'X-CSRFToken': token },
    data: { username, email, password: PASSWORD, terms_accepted: true },
  });
  expect(res.status()).toBe(201);
  const link = await linkFromOutbox(email, '/verify-email/');
  const verify = await request.get(`/api${new URL(link).pathname}`);
  expect(verify.status()).toBe(200);
  return { username, email, password: PASSWORD };
}

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Uporabniško ime ali e-pošta').fill(username);
  await page.getByLabel('Geslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Notifications for a user, written straight into the e2e server's SQLite database. */
export function seedNotifications(
  username: string,
  items: { type: string; content: string; reference_type?: string | null; reference_id?: number | null; is_read?: boolean }[],
) {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  try {
    const user = db.prepare('select id from users where username = ?').get(username) as { id: number };
    const insert = db.prepare(
      'insert into notifications (user_id, type, content, reference_type, reference_id, is_read, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    items.forEach((n, i) =>
      insert.run(user.id, n.type, n.content, n.reference_type ?? null, n.reference_id ?? null, n.is_read ? 1 : 0, new Date(now - (items.length - i) * 60_000).toISOString()),
    );
  } finally {
    db.close();
  }
}

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** A global admin made with the CLI against the e2e server's data directory (as an operator would). */
export function createGlobalAdmin(info: TestInfo) {
  const username = uniqueName('skrbnik', info);
  const email = `${username}@zbor.test`.toLowerCase();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli.ts', 'create-admin', '--username', username, '--email', email, '--password', PASSWORD],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' }, stdio: 'pipe' },
  );
  return { username, email, password: PASSWORD };
}

/** Logs the API request context in as `user` (its own cookie jar, separate from the page). */
export async function apiLogin(request: APIRequestContext, user: { username: string; password: string }) {
  const token = await csrf(request);
  const res = await request.post('/api/login', { headers: { 'X-CSRFToken': token }, data: user });
  expect(res.status()).toBe(200);
  return (await res.json()).csrf_token as string;
}

/** A community created through the API by the logged-in request context. */
export async function apiCommunity(request: APIRequestContext, token: string, name: string, visibility: 'Private' | 'Public' = 'Private') {
  const res = await request.post('/api/communities', { headers: { 'X-CSRFToken': token }, data: { name, description: 'Pevski zbor za e2e preizkus', visibility } });
  expect(res.status()).toBe(201);
  return (await res.json()).community as { id: number; name: string };
}

/** Collects Content-Security-Policy violations the page reports, so a test can assert there are none. */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|create)/i.test(m.text())) found.push(m.text());
  });
  return found;
}
