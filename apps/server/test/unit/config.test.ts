import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'zb-config-'));

describe('loadConfig', () => {
  it('has embedded defaults: SQLite under DATA_DIR, port 8080, outbox mail', () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dialect: 'sqlite',
      databaseUrl: `sqlite:${path.join(d, 'app.db')}`,
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      smtpUrl: null,
      tzApp: 'Europe/Ljubljana',
    });
    // The generated secret is kept, so a restart keeps sessions.
    expect(loadConfig({ DATA_DIR: d }).sessionSecret).toBe(c.sessionSecret);
  });

  it('selects PostgreSQL and Secure cookies from the URLs', () => {
    const c = loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://zbor.example/' });
    expect(c.dialect).toBe('postgres');
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://zbor.example');
  });

  it.each([
    [{ PORT: 'osem' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'nope' }, 'SMTP_URL'],
    [{ TZ_APP: 'Mars/Olympus' }, 'TZ_APP'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
  ])('stops with one line naming the variable for %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(new RegExp(`^${name}`));
  });
  it('REDIS_URL and FILE_STORAGE (issue 21): off and disk by default, checked when given', () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d })).toMatchObject({ redisUrl: null, redisPrefix: 'zborovodja:', fileStorage: 'disk' });
    expect(loadConfig({ DATA_DIR: d, REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'zb1:', FILE_STORAGE: 'database' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'zb1:',
      fileStorage: 'database',
    });
    expect(() => loadConfig({ DATA_DIR: d, REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: d, FILE_STORAGE: 's3' })).toThrow(/FILE_STORAGE must be disk or database/);
  });
});
