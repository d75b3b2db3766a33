import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startCheckpoints } from './db/checkpoints.ts';
import { migrateToLatest } from './db/migrator.ts';
import { CLEANUP_INTERVAL_MS, cleanupExpired } from './jobs/cleanup.ts';
import { startJob } from './jobs/scheduler.ts';
import { startReminderScheduler } from './modules/reminders/reminders.service.ts';

/**
 * After SIGTERM, new requests get 503 this long before the port closes: a client on a keep-alive
 * connection learns of the shutdown from an answer, where closing at once would reset its socket.
 */
const DRAIN_MS = 500;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // The pages the server renders (http/first-screen.ts) write dates as the client does, in the
  // process's local zone ("danes", "jutri"): that is the app's zone, also its visitors'. The
  // server's own code names its zones (TZ_APP, UTC) and reads no local time.
  process.env.TZ = config.tzApp;
  const database = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(database);
  const app = await buildApp(config, database);
  if (applied.length) app.ctx.log.info({ migrations: applied }, 'migrations applied');
  if (!config.webDist) app.ctx.log.warn('web app not built (apps/web/dist missing): serving the API only');
  const address = await app.listen({ port: config.port, host: config.host });
  // With LOG_REQUESTS=true Fastify has the logger and says this itself.
  if (!config.logRequests) app.ctx.log.info(`Server listening at ${address}`);
  // Reminders before events (issue 24): a tick in this process; every instance may run one.
  const reminders = config.reminderTickMs > 0 ? startReminderScheduler(app.ctx.services.reminders, config.reminderTickMs, database, app.ctx.log) : null;
  // Expired sessions and e-mail tokens, and old sent mail, hourly; on PostgreSQL one instance at a time (issue 21).
  const cleanup = startJob('cleanup', CLEANUP_INTERVAL_MS, database, app.ctx.log, async () => ({
    ...(await cleanupExpired(app.ctx.db, app.ctx.clock)),
    mails: await app.ctx.mailer.deleteOld(),
  }));
  // The mail outbox's worker (issue 56): in every instance, each claiming its own rows; its first
  // round at once, so mail queued before a restart goes out.
  const mail =
    config.mail.pollMs > 0
      ? startJob('mail-outbox', config.mail.pollMs, database, app.ctx.log, async () => ({ ...(await app.ctx.mailer.deliverDue()) }), { shared: true, firstAfterMs: 0 })
      : null;
  // "Moji podatki" exports (issue 61): in every instance, each claiming its own rows like the mail outbox.
  const exports =
    config.exportPollMs > 0
      ? startJob('data-exports', config.exportPollMs, database, app.ctx.log, async () => ({ ...(await app.ctx.services.dataExport.work()) }), { shared: true, firstAfterMs: 0 })
      : null;
  // SQLite's checkpoints in a thread of their own, off the event loop (db/checkpoints.ts).
  const checkpoints = startCheckpoints(database, (err) => app.ctx.log.error({ err }, 'checkpoint thread failed; checkpointing in commits again'));
  // Event series (issue 23): occurrences are made 26 weeks ahead; hourly is plenty to keep the window full.
  const series = startJob('event-series', 60 * 60 * 1000, database, app.ctx.log, async () => ({ made: await app.ctx.services.events.series.extendAll() }));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.shuttingDown = true;
    app.ctx.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.ctx.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      await Promise.all([reminders?.stop(), cleanup.stop(), series.stop(), mail?.stop(), exports?.stop()]);
      await app.close();
      await checkpoints?.();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.ctx.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
