import { existsSync } from 'node:fs';

export const CHROMIUM_HELP =
  'BROWSER TESTS NOT RUN: no Chromium found at $CHROME_PATH or /usr/bin/chromium.\n' +
  'Install the Debian package:  apt-get install -y chromium   (never a downloaded browser)\n' +
  'Under CI=true this is a failure.';

/** The system Chromium: $CHROME_PATH, else the Debian package's /usr/bin/chromium. */
export function findChromium() {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (p && existsSync(p)) return p;
  }
  return null;
}
