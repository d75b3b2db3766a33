import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import { errors, myDataErrors, myDataNotices, type TDataExport } from '@zborovodja/contracts';
import { DAY, iso, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { dataExportReadyMail } from '../../mail/templates.ts';
import { can } from '../../policy.ts';
import { safeOriginalName, type FileStorage } from '../../storage/uploads.ts';
import type { Mailer } from '../mail-outbox/mail-outbox.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { PROFILE_IMAGE_AREA } from '../profile/profile.service.ts';
import { PART_FILE_AREA } from '../songs/songs.service.ts';
import { DATA_EXPORT_AREA, DataExportRepository, type DataExportRow } from './data-export.repository.ts';
import { exportZip, type ExportAttachment, type ExportKinds } from './export-zip.ts';

/** An export may be downloaded this long after it is ready. */
export const EXPORT_KEEP_MS = DAY;
/** Tries of one export before it is marked failed (the user may ask again). */
const MAX_ATTEMPTS = 5;
/** How long a worker holds a claimed export before another may take it over. */
const LEASE_MS = 10 * 60 * 1000;
/** The first retry's wait, doubling. */
const RETRY_BASE_MS = 30 * 1000;
/** Exports made per tick at most, so a tick ends. */
const PER_TICK = 10;
/** A ZIP larger than this is refused by the storage (a personal songbook of sheet music stays far below). */
const MAX_ZIP_BYTES = 2 * 1024 * 1024 * 1024;

export interface DataExportDeps {
  database: Database;
  config: Config;
  clock: Clock;
  storage: FileStorage;
  mailer: Mailer;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
}

const toExport = (r: DataExportRow): TDataExport => ({
  id: r.id,
  state: r.state,
  requested_at: r.created_at,
  ready_at: r.ready_at,
  expires_at: r.expires_at,
  size: r.size === null ? null : Number(r.size),
});

/**
 * "Prenesi moje podatke" (issue 61): a request writes a row (DESIGN.md §10); a worker of the jobs
 * scheduler makes the ZIP in the background (every account alike: docs/decisions.md "My data"),
 * stores it for 24 hours, and tells the user by e-mail (outbox) and in the app in the transaction
 * that marks it ready. Only its owner may download it, with their password asked again.
 */
export class DataExportService {
  private readonly repo: DataExportRepository;

  constructor(private readonly d: DataExportDeps) {
    this.repo = new DataExportRepository(d.database);
  }

  private now() {
    return this.d.clock.now();
  }

  /** The latest export while it is being made or may be downloaded; null otherwise. */
  async current(actor: SessionUser): Promise<TDataExport | null> {
    if (!can(actor, { type: 'account.export', userId: actor.id })) throw forbidden();
    const row = await this.repo.latest(actor.id);
    if (!row || (row.state === 'ready' && Date.parse(row.expires_at!) <= this.now().getTime())) return null;
    return toExport(row);
  }

  /** A new export, replacing any earlier one (its file goes after the commit). */
  async request(actor: SessionUser): Promise<TDataExport> {
    if (!can(actor, { type: 'account.export', userId: actor.id })) throw forbidden();
    const { row, oldFiles } = await this.repo.transaction((trx) => this.repo.replace(trx, actor.id, iso(this.now())));
    for (const f of oldFiles) await this.d.storage.remove(DATA_EXPORT_AREA, f);
    return toExport(row);
  }

  /** The stored ZIP of the actor's ready export; 404 when there is none or it expired. */
  async download(actor: SessionUser): Promise<{ stored: string; fileName: string }> {
    if (!can(actor, { type: 'account.export', userId: actor.id })) throw forbidden();
    const row = await this.repo.latest(actor.id);
    if (!row || row.state !== 'ready' || !row.file_name || Date.parse(row.expires_at!) <= this.now().getTime()) throw notFound(myDataErrors.exportNotReady);
    return { stored: row.file_name, fileName: `zborovodja-${actor.username}-${row.ready_at!.slice(0, 10)}.zip` };
  }

  /** One worker round: expired exports go, then due ones are made, one at a time. */
  async work(): Promise<{ made: number; retrying: number; failed: number; removed: number }> {
    const result = { made: 0, retrying: 0, failed: 0, removed: 0 };
    const now = this.now();
    const stale = await this.repo.deleteExpired(iso(now), iso(new Date(now.getTime() - EXPORT_KEEP_MS)));
    for (const f of stale) await this.d.storage.remove(DATA_EXPORT_AREA, f);
    result.removed = stale.length;
    for (let i = 0; i < PER_TICK; i++) {
      const at = this.now();
      const row = await this.repo.claim(iso(at), iso(new Date(at.getTime() + LEASE_MS)));
      if (!row) break;
      result[await this.makeOne(row)] += 1;
    }
    return result;
  }

  /** Makes everything due now (tests): rounds until one makes nothing. */
  async flush(): Promise<void> {
    for (;;) {
      const r = await this.work();
      if (r.made + r.retrying + r.failed === 0) return;
    }
  }

  private async makeOne(row: DataExportRow): Promise<'made' | 'retrying' | 'failed'> {
    let stored: string | null = null;
    try {
      const built = await this.build(row.user_id);
      if (!built) return 'failed'; // the account is gone; its row went with it
      const saved = await this.d.storage.save(built.zip, {
        area: DATA_EXPORT_AREA,
        maxBytes: MAX_ZIP_BYTES,
        allowed: ['zip'],
        tooLargeMessage: errors.server,
        wrongTypeMessage: errors.server,
      });
      stored = saved.name;
      const readyAt = this.now();
      const expires = new Date(readyAt.getTime() + EXPORT_KEEP_MS);
      const until = this.localTime(expires);
      const kept = await this.repo.transaction(async (trx) => {
        const ok = await this.repo.finish(trx, row, { state: 'ready', file_name: saved.name, size: saved.size, ready_at: iso(readyAt), expires_at: iso(expires), last_error: null });
        if (!ok) return false;
        const link = `${this.d.config.publicUrl}/profile?tab=my-data`;
        await this.d.mailer.queue(trx, dataExportReadyMail(built.email, built.name, link, until), { kind: 'data_export', notAfter: iso(expires) });
        await this.d.notifications.notify([row.user_id], { type: 'data_export_ready', content: myDataNotices.exportReady(until), reference_type: 'data_export', reference_id: row.id }, trx);
        return true;
      });
      if (!kept) await this.d.storage.remove(DATA_EXPORT_AREA, saved.name);
      return 'made';
    } catch (err) {
      if (stored) await this.d.storage.remove(DATA_EXPORT_AREA, stored).catch(() => {});
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      this.d.log.error({ err, export: row.id, attempts: row.attempts }, 'data export failed');
      if (row.attempts >= MAX_ATTEMPTS) {
        await this.repo.finish(this.d.database.db, row, { state: 'failed', last_error: error });
        return 'failed';
      }
      const next = new Date(this.now().getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
      await this.repo.finish(this.d.database.db, row, { state: 'pending', next_attempt_at: iso(next), last_error: error });
      return 'retrying';
    }
  }

  /** "3. 12. 2026 ob 10.15" in the app's zone. */
  private localTime(at: Date): string {
    return DateTime.fromJSDate(at, { zone: this.d.config.tzApp }).toFormat("d. M. yyyy 'ob' HH.mm");
  }

  /** Everything the app keeps about the user, read now, and the ZIP stream of it. */
  private async build(userId: number) {
    const profile = await this.repo.profile(userId);
    if (!profile) return null;
    const [memberships, attendances, absences, reminders, notifications, writing, songs, sessions] = await Promise.all([
      this.repo.memberships(userId),
      this.repo.attendances(userId),
      this.repo.absences(userId),
      this.repo.reminders(userId),
      this.repo.notifications(userId),
      this.repo.postsAndComments(userId),
      this.repo.songs(userId),
      this.repo.sessions(userId),
    ]);
    const attachments: ExportAttachment[] = [];
    const photoPrefix = `/api/uploads/${PROFILE_IMAGE_AREA}/`;
    let photo: string | null = null;
    if (profile.profile_image?.startsWith(photoPrefix)) {
      const name = profile.profile_image.slice(photoPrefix.length);
      photo = `slike/profilna.${name.split('.').pop()}`;
      attachments.push({ path: photo, open: () => this.d.storage.open(PROFILE_IMAGE_AREA, name) });
    }
    const songFiles = new Map<number, string>();
    for (const s of songs) {
      if (!s.part_file_stored || !s.part_file_type) continue;
      const file = `pesmi/${s.id}-${safeOriginalName(s.part_file_name ?? `pesem.${s.part_file_type}`, s.part_file_type).replace(/[/\\]/g, '_')}`;
      songFiles.set(s.id, file);
      attachments.push({ path: file, open: () => this.d.storage.open(PART_FILE_AREA, s.part_file_stored!) });
    }
    const flag = (v: number) => v === 1;
    const kinds: ExportKinds = {
      'profil.json': { ...profile, profile_image: photo, email_verified: flag(profile.email_verified), is_approved: flag(profile.is_approved) },
      'clanstva.json': memberships.map(({ voice_part: _part, ...m }) => ({ ...m, is_primary: flag(m.is_primary) })),
      'glasovi.json': memberships.map((m) => ({ community_id: m.community_id, community_name: m.community_name, voice_part: m.voice_part })),
      'udelezbe.json': attendances.map(({ set_by_id, set_by_username, set_by_display_name, ...a }) => ({
        ...a,
        set_by: set_by_id === null ? null : { user_id: set_by_id, name: set_by_display_name || set_by_username || null },
      })),
      'odsotnosti.json': absences,
      'opomniki-in-koledarji.json': {
        reminder_hours: reminders.setting?.hours ?? 24,
        reminder_setting_changed_at: reminders.setting?.updated_at ?? null,
        reminders_sent: reminders.sent,
        calendar_feeds: reminders.feeds,
      },
      'obvestila.json': notifications.map((n) => ({ ...n, is_read: flag(n.is_read) })),
      'objave-in-komentarji.json': writing,
      'pesmi.json': songs.map(({ part_file_stored: _stored, ...s }) => ({ ...s, part_file: songFiles.get(s.id) ?? null })),
      'seje.json': sessions,
    };
    const madeAt = this.now();
    return {
      email: profile.email,
      name: profile.display_name || profile.username,
      zip: exportZip({ username: profile.username, madeAt, madeAtText: this.localTime(madeAt), kinds, attachments }),
    };
  }
}
