import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DB } from './db/schema.ts';
import { Redis } from 'ioredis';
import { AccountLimiter, RedisLimiter, type Limiter } from './http/account-limiter.ts';
import { createTransport, type MailTransport } from './mail/mailer.ts';
import { MailOutboxService, type Mailer } from './modules/mail-outbox/mail-outbox.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CommunitiesService } from './modules/communities/communities.service.ts';
import { InvitationsService } from './modules/invitations/invitations.service.ts';
import { PerformersService } from './modules/performers/performers.service.ts';
import { SongsService } from './modules/songs/songs.service.ts';
import { SongbookTransferService } from './modules/songs/songbook-transfer.service.ts';
import { SongStatsService } from './modules/song-history/song-stats.service.ts';
import { FestivitiesService } from './liturgy/festivities.service.ts';
import { LiturgicalDayService } from './liturgy/liturgical-day.ts';
import { MassPlanService } from './modules/liturgy/mass-plan.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { SetlistsService } from './modules/setlists/setlists.service.ts';
import { PostsService } from './modules/posts/posts.service.ts';
import { EmailTokensRepository } from './modules/auth/email-tokens.repository.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { ProfileRepository } from './modules/profile/profile.repository.ts';
import { UploadStorage, type FileStorage } from './storage/uploads.ts';
import { DatabaseStorage } from './storage/database-storage.ts';
import { CalendarFeedsService } from './modules/calendar-feeds/calendar-feeds.service.ts';
import { RemindersService } from './modules/reminders/reminders.service.ts';
import { AttendanceService } from './modules/attendance/attendance.service.ts';
import { AccountDeletionService } from './modules/my-data/account-deletion.service.ts';
import { DataExportService } from './modules/my-data/data-export.service.ts';

/** Everything a request handler may need, wired once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  clock: Clock;
  /** The app's logger (http/logging.ts); request failures carry `requestBindings`. */
  log: FastifyBaseLogger;
  /** The mail outbox (modules/mail-outbox): every e-mail is queued there and delivered by its worker. */
  mailer: Mailer;
  /** Uploads: DATA_DIR/uploads, or the database with FILE_STORAGE=database (issue 21). */
  storage: FileStorage;
  /** Redis when REDIS_URL is set (shared rate limits); closed with the app. */
  redis: Redis | null;
  accountLimiter: Limiter;
  /** Failed logins per address (http/rate-limit.ts, limitedLogin): five times the per-account limit. */
  addressLimiter: Limiter;
  repos: {
    users: UsersRepository;
    sessions: SessionsRepository;
    emailTokens: EmailTokensRepository;
    notifications: NotificationsRepository;
  };
  services: {
    users: UsersService;
    auth: AuthService;
    profile: ProfileService;
    notifications: NotificationsService;
    communities: CommunitiesService;
    invitations: InvitationsService;
    performers: PerformersService;
    songs: SongsService;
    /** A songbook's import and export (issue 60). */
    songbookTransfer: SongbookTransferService;
    songStats: SongStatsService;
    festivities: FestivitiesService;
    liturgy: LiturgicalDayService;
    massPlan: MassPlanService;
    events: EventsService;
    setlists: SetlistsService;
    posts: PostsService;
    admin: AdminService;
    calendarFeeds: CalendarFeedsService;
    reminders: RemindersService;
    attendance: AttendanceService;
    dataExport: DataExportService;
    accountDeletion: AccountDeletionService;
  };
}

export interface ContextOverrides {
  clock?: Clock;
  /** Where the outbox worker hands messages (tests); else SMTP_URL or the outbox folder. */
  mailTransport?: MailTransport;
}

export function createContext(config: Config, database: Database, log: FastifyBaseLogger, o: ContextOverrides = {}): AppContext {
  const db = database.db;
  const clock = o.clock ?? systemClock;
  const mailer = new MailOutboxService(database, config, clock, o.mailTransport ?? createTransport(config, log), log);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  const addressWindow = { ...config.authRateLimit, max: config.authRateLimit.max * 5 };
  const storage: FileStorage = config.fileStorage === 'database' ? new DatabaseStorage(db) : new UploadStorage(path.join(config.dataDir, 'uploads'));
  const repos = {
    users: new UsersRepository(database),
    sessions: new SessionsRepository(db),
    emailTokens: new EmailTokensRepository(db),
    notifications: new NotificationsRepository(database),
  };
  const users = new UsersService(repos.users);
  const auth = new AuthService({ db, config, clock, mailer, users, tokens: repos.emailTokens, sessions: repos.sessions });
  const notifications = new NotificationsService(repos.notifications, clock);
  const communities = new CommunitiesService(database, notifications, clock, config.tzApp);
  const invitations = new InvitationsService({ db, config, clock, mailer, users, communities, notifications });
  const songs = new SongsService(database, communities, storage, clock, config.tzApp);
  const attendance = new AttendanceService(database, clock, config.tzApp);
  const events = new EventsService(database, config, communities, notifications, storage, clock, attendance, mailer);
  const performers = new PerformersService(db, communities, storage, clock);
  const festivities = new FestivitiesService(config.tzApp, clock);
  const liturgy = new LiturgicalDayService(festivities);
  const setlists = new SetlistsService(db, events, songs, clock, liturgy);
  const calendarFeeds = new CalendarFeedsService(db, config, festivities, clock);
  const songStats = new SongStatsService(db, communities, songs, liturgy);
  const accountDeletion = new AccountDeletionService({ database, clock, tzApp: config.tzApp, storage, communities, songs, mailer });
  return {
    config,
    database,
    db,
    clock,
    log,
    mailer,
    storage,
    redis,
    accountLimiter: redis ? new RedisLimiter(redis, config.authRateLimit, `${config.redisPrefix}account:`) : new AccountLimiter(config.authRateLimit, clock),
    addressLimiter: redis ? new RedisLimiter(redis, addressWindow, `${config.redisPrefix}address:`) : new AccountLimiter(addressWindow, clock),
    repos,
    services: {
      users,
      auth,
      profile: new ProfileService(new ProfileRepository(database), users, auth, storage, clock),
      notifications,
      communities,
      invitations,
      performers,
      festivities,
      liturgy,
      massPlan: new MassPlanService(events, songs, setlists, songStats, liturgy),
      songs,
      songbookTransfer: new SongbookTransferService(database, communities, storage, clock),
      songStats,
      events,
      setlists,
      posts: new PostsService(db, communities, notifications, clock),
      calendarFeeds,
      attendance,
      reminders: new RemindersService(db, config, clock, mailer, log, events, calendarFeeds),
      admin: new AdminService({ database, clock, storage, users, auth, communities, invitations, performers, songs, notifications, mail: mailer, accounts: accountDeletion }),
      dataExport: new DataExportService({ database, config, clock, storage, mailer, notifications, log }),
      accountDeletion,
    },
  };
}

/**
 * A Redis that fails fast: a request waits at most about a second for an answer when Redis is
 * gone (then 5xx, or 503 from the health check), instead of ioredis's default of 20 retries.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000, commandTimeout: 1000, lazyConnect: false });
  // ioredis reconnects by itself; without a listener an 'error' event would end the process.
  redis.on('error', () => {});
  return redis;
}
