import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Typed configuration, read from the environment once (DESIGN.md §2). Nothing else reads process.env. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  dialect: 'sqlite' | 'postgres';
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  sessionSecret: string;
  tzApp: string;
  /** Directory of the built web app; served when it exists. */
  webDist: string | null;
  logLevel: string;
  /** Log every request (LOG_REQUESTS=true); off by default. */
  logRequests: boolean;
  /** Per-IP and per-account limits on login, register, resend and forgot-password. */
  authRateLimit: { max: number; windowMs: number };
  /** Trust X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** How often the reminder scheduler looks for due reminders (REMINDER_TICK_SECONDS, default 60; 0 = off). */
  reminderTickMs: number;
  /**
   * REDIS_URL: when set, the rate limits (@fastify/rate-limit's and the login limits) are held in
   * Redis, shared by every instance behind a proxy (issue 21); unset, in this process's memory.
   */
  redisUrl: string | null;
  /** REDIS_PREFIX: the start of every Redis key this installation writes (default "zborovodja:"). */
  redisPrefix: string;
  /** FILE_STORAGE: uploads in DATA_DIR/uploads (`disk`, default) or in the database, in chunks (`database`). */
  fileStorage: 'disk' | 'database';
  /**
   * The mail outbox's worker (issue 56): how often it looks for due messages (MAIL_POLL_SECONDS,
   * default 1; 0 = off), the first retry's wait, doubling up to the longest wait
   * (MAIL_RETRY_BASE_SECONDS 30, MAIL_RETRY_MAX_SECONDS 1800), how long a message is retried
   * (MAIL_RETRY_HOURS 24), how long a sent one stays (MAIL_KEEP_DAYS 14) and how long a worker
   * holds a claimed message before another may take it (MAIL_LEASE_SECONDS 120).
   */
  mail: { pollMs: number; retryBaseMs: number; retryMaxMs: number; retryForMs: number; keepMs: number; leaseMs: number };
  /** How often the worker of data exports (issue 61) looks for requested ones (EXPORT_POLL_SECONDS, default 2; 0 = off). */
  exportPollMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function parsePort(env: Env): number {
  const raw = env.PORT ?? '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function checkUrl(name: string, value: string, protocols: string[]): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
}

function checkTimeZone(tz: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw new ConfigError(`TZ_APP is not a known time zone: "${tz}"`);
  }
}

/** The secret is generated once into DATA_DIR/secret so restarts keep sessions valid. */
function loadSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) {
    if (env.SESSION_SECRET.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
    return env.SESSION_SECRET;
  }
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = parsePort(env);
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });

  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, 'app.db')}`;
  let dialect: Config['dialect'];
  if (databaseUrl.startsWith('sqlite:')) dialect = 'sqlite';
  else if (/^postgres(ql)?:\/\//.test(databaseUrl)) dialect = 'postgres';
  else throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got "${databaseUrl.split(':')[0]}:…"`);

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  checkUrl('PUBLIC_URL', publicUrl, ['http:', 'https:']);
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl) checkUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const tzApp = env.TZ_APP || 'Europe/Ljubljana';
  checkTimeZone(tzApp);

  const rateMax = Number(env.AUTH_RATE_LIMIT_MAX ?? 10);
  if (!Number.isInteger(rateMax) || rateMax < 1) throw new ConfigError('AUTH_RATE_LIMIT_MAX must be a positive integer');

  const tick = Number(env.REMINDER_TICK_SECONDS ?? 60);
  if (!Number.isFinite(tick) || tick < 0) throw new ConfigError('REMINDER_TICK_SECONDS must be 0 (off) or a positive number of seconds');

  const seconds = (name: string, fallback: number, min = 0) => {
    const v = Number(env[name] ?? fallback);
    if (!Number.isFinite(v) || v < min) throw new ConfigError(`${name} must be a number of at least ${min}`);
    return v;
  };
  const mail = {
    pollMs: Math.round(seconds('MAIL_POLL_SECONDS', 1) * 1000),
    retryBaseMs: Math.round(seconds('MAIL_RETRY_BASE_SECONDS', 30, 0.1) * 1000),
    retryMaxMs: Math.round(seconds('MAIL_RETRY_MAX_SECONDS', 1800, 0.1) * 1000),
    retryForMs: Math.round(seconds('MAIL_RETRY_HOURS', 24, 0.001) * 3600_000),
    keepMs: Math.round(seconds('MAIL_KEEP_DAYS', 14, 0) * 86_400_000),
    leaseMs: Math.round(seconds('MAIL_LEASE_SECONDS', 120, 4) * 1000),
  };

  const redisUrl = env.REDIS_URL || null;
  if (redisUrl) checkUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
  const fileStorage = env.FILE_STORAGE || 'disk';
  if (fileStorage !== 'disk' && fileStorage !== 'database') throw new ConfigError(`FILE_STORAGE must be disk or database, got "${fileStorage}"`);


  const webDist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');

  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    dialect,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Zborovodja <no-reply@localhost>',
    sessionSecret: loadSecret(env, dataDir),
    tzApp,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    authRateLimit: { max: rateMax, windowMs: 15 * 60 * 1000 },
    trustProxy: env.TRUST_PROXY === 'true',
    reminderTickMs: Math.round(tick * 1000),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'zborovodja:',
    fileStorage,
    mail,
    exportPollMs: Math.round(seconds('EXPORT_POLL_SECONDS', 2) * 1000),
  };
}
