import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test, type TestInfo } from '@playwright/test';
import { createGlobalAdmin, isMobile, logIn, uniqueName } from '../support/fixtures.ts';
import { mailCount } from '../support/outbox.ts';

/** A message the mail server refused for good (issue 56), written straight into the e2e server's outbox table. */
function seedFailedMail(info: TestInfo): { to: string; subject: string } {
  const to = `${uniqueName('zavrnjen', info)}@zbor.test`.toLowerCase();
  const subject = 'Povabilo v skupino Mešani pevski zbor';
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  try {
    const at = new Date(Date.now() - 3_600_000).toISOString();
    db.prepare(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body, links, message_id, state, attempts, next_attempt_at, last_error, created_at, failed_at)
       values ('invitation', ?, ?, 'Pozdravljeni!', '<p>Pozdravljeni!</p>', '[]', ?, 'failed', 1, ?, '550 5.1.1 Mailbox unavailable', ?, ?)`,
    ).run(to, subject, `<${to}.e2e@zborovodja>`, at, at, at);
  } finally {
    db.close();
  }
  return { to, subject };
}

test('global admin: a refused message is listed under "Neposlana e-pošta" and "Pošlji znova" delivers it', async ({ page }, info) => {
  const failed = seedFailedMail(info);
  const admin = createGlobalAdmin(info);
  await logIn(page, admin.username, admin.password);
  if (isMobile(info)) await page.getByRole('navigation', { name: 'Spodnji meni' }).getByRole('button', { name: 'Več' }).click();
  await page.getByRole('link', { name: 'Skrbništvo' }).click();
  await expect(page.getByRole('heading', { name: 'Globalno skrbništvo' })).toBeVisible();

  await page.getByRole('tab', { name: 'Neposlana e-pošta', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: failed.to });
  await expect(row).toContainText(failed.subject);
  await expect(row).toContainText('Povabilo v skupino');
  await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
  await page.screenshot({ path: info.outputPath(`admin-mail-${info.project.name}.png`), fullPage: true });

  await row.getByRole('button', { name: 'Pošlji znova' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sporočilo je znova v vrsti za pošiljanje.' })).toBeVisible();
  await expect(row).toHaveCount(0);
  // The worker delivers it: without SMTP_URL, into the outbox folder.
  await expect.poll(() => mailCount(failed.to), { timeout: 15_000 }).toBe(1);
});
