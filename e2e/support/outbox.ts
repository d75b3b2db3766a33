import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

function mailsTo(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outboxDir(), f), 'utf8'))
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** Waits for the newest mail to `email` and returns the first link after `pathPrefix` (e.g. "/verify-email/"). */
export async function linkFromOutbox(email: string, pathPrefix: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = mailsTo(email);
        if (mails.length <= after) return '';
        const text = mails[mails.length - 1].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const m = text.match(new RegExp(`https?://[^\\s"<>]+?${pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[A-Za-z0-9_-]+(&community_id=\\d+)?`));
        link = m ? m[0] : '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

export const mailCount = (email: string): number => mailsTo(email).length;
