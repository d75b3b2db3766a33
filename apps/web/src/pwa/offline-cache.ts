/*
 * What the app keeps for offline use (issue 25), shared by the service worker and the page:
 * the cache's name, the stamp that dates each entry, and which entries go when it is too big.
 * Pure and small: the page's first chunk imports the name only.
 */

/** The Cache Storage cache of API answers and sheet music kept for offline use. */
export const DATA_CACHE = 'zb-data-v1';
/** Every cache of ours starts so: logging out deletes them all. */
export const DATA_CACHE_PREFIX = 'zb-data';
/** The header the service worker stamps on each kept answer: when it was kept (ms since epoch). */
export const STAMP_HEADER = 'x-zb-kept-at';
/** The default bound of what is kept. */
export const DEFAULT_LIMIT_BYTES = 200 * 1024 * 1024;
/**
 * The score engraver of the practice view (issue 59): one file of ~7 MB, not precached but kept
 * once fetched, newest version only, in a cache of its own (it is the app's code, not the user's
 * data, so a logout leaves it).
 */
export const ENGRAVER_CACHE = 'zb-engraver-v1';
export const isEngraver = (pathname: string) => /^\/assets\/verovio-module-[\w-]+\.mjs$/.test(pathname);

/** localStorage: when the page last fetched what is kept for offline use (ms). */
export const SYNCED_AT_KEY = 'zb-offline-synced-at';

export interface KeptEntry {
  url: string;
  bytes: number;
  keptAt: number;
}

/** The entries to delete, oldest first, so that what stays is at most `limit` bytes. */
export function toEvict(entries: readonly KeptEntry[], limit: number): string[] {
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  const out: string[] = [];
  for (const e of [...entries].sort((a, b) => a.keptAt - b.keptAt)) {
    if (total <= limit) break;
    out.push(e.url);
    total -= e.bytes;
  }
  return out;
}

/**
 * API reads that are not kept: the anti-forgery token and the health check, and every answer that
 * carries a secret (issue 53, #4), which must not outlive the session on a shared device: the
 * calendar feed addresses (each grants lasting access without a session) and the feeds themselves,
 * the e-mailed links' reads (RSVP, verification, password reset, invitations), and any read with a
 * token in its address. The API marks all its answers no-store, which the offline copy overrides
 * for the rest (it is the user's own data, deleted at logout).
 */
export const notKept = (pathname: string, search = '') =>
  /^\/api\/(get-csrf-token|health|calendar-feeds|calendar\/|rsvp\/|verify-email\/|auth\/verify-reset-token\/|invitations\/|communities\/invitation-details)/.test(pathname) ||
  /[?&]token=/.test(search);
