import { commonUi } from '@zborovodja/contracts';

const LOCALE = 'sl-SI';

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(LOCALE, { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "pravkar", "pred 5 min", "pred 3 h", "pred 2 dn.", then a date (spec §9). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const { time } = commonUi;
  if (seconds < 60) return time.justNow;
  if (seconds < 3600) return time.minutesAgo(Math.floor(seconds / 60));
  if (seconds < 86_400) return time.hoursAgo(Math.floor(seconds / 3600));
  if (seconds < 7 * 86_400) return time.daysAgo(Math.floor(seconds / 86_400));
  return then.toLocaleDateString(LOCALE);
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The first `max` characters and an ellipsis when the text is longer (description previews). */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

/** "850 B", "12 KB", "1,4 MB" (Slovenian decimal comma). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString(LOCALE, { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}
