import { errors, massSetlistWarnings, massSongRoles, setlistName, type TSetlist, type TSetlistSong, type ZSetlistSongInput } from '@zborovodja/contracts';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can } from '../../policy.ts';
import type { LiturgicalDayService } from '../../liturgy/liturgical-day.ts';
import type { EventRow, EventsService } from '../events/events.service.ts';
import type { SongsService } from '../songs/songs.service.ts';
import { SetlistsRepository, type SetlistRow } from './setlists.repository.ts';

type SongInput = z.output<typeof ZSetlistSongInput>;
export interface SetlistInput {
  name?: string | null;
  event_id?: number;
  songs: SongInput[];
}

const CANDIDATES_MAX = 100;

/**
 * Setlists of events (spec §3, §4, §7). A setlist is seen and edited by those who may see and
 * edit its event; it is saved as a whole, with orders renumbered 1…n by position.
 */
export class SetlistsService {
  private readonly repo: SetlistsRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly events: EventsService,
    private readonly songs: SongsService,
    private readonly clock: Clock,
    /** For the warnings on a mass's setlist (issue 22). */
    private readonly liturgy?: LiturgicalDayService,
  ) {
    this.repo = new SetlistsRepository(db);
  }

  private async toSetlists(rows: SetlistRow[], canEdit: (r: SetlistRow) => boolean): Promise<TSetlist[]> {
    const entries = await this.repo.songsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      event_id: r.event_id,
      community_id: r.owner_type === 'community' ? r.owner_id : null,
      owner_type: r.owner_type,
      owner_id: r.owner_id,
      created_at: r.created_at,
      updated_at: r.updated_at,
      can_edit: canEdit(r),
      songs: entries
        .filter((e) => e.setlist_id === r.id)
        .map(
          (e, i): TSetlistSong => ({
            song_id: e.song_id,
            title: e.title,
            composer: e.composer,
            key: e.key,
            category: e.category,
            notes: e.notes,
            has_part_file: Boolean(e.part_file_stored),
            part_file_name: e.part_file_name,
            part_file_type: e.part_file_type,
            song_role: e.song_role,
            order: i + 1,
            comment: e.comment,
            item_key: e.item_key,
          }),
        ),
    }));
  }

  /** The setlist and its event as the actor sees them (404 for both "missing" and "not yours to see"). */
  private async load(actor: SessionUser, id: number): Promise<{ setlist: SetlistRow; event: EventRow }> {
    const setlist = await this.repo.findById(id);
    if (!setlist) throw notFound(errors.setlistNotFound);
    try {
      return { setlist, event: await this.events.visible(actor, setlist.event_id) };
    } catch {
      throw notFound(errors.setlistNotFound);
    }
  }

  async get(actor: SessionUser, id: number): Promise<TSetlist> {
    const { setlist, event } = await this.load(actor, id);
    const canEdit = this.events.canEdit(actor, event);
    const [out] = await this.toSetlists([setlist], () => canEdit);
    if (event.event_type === 'mass' && this.liturgy) {
      out!.warnings = massSetlistWarnings(await this.liturgy.day(event.date), out!.songs.map((s) => s.song_role));
    }
    return out!;
  }

  /** With event_id: that event's setlist (none or one); else the setlists of the actor's upcoming events. */
  async list(actor: SessionUser, eventId?: number): Promise<TSetlist[]> {
    const events = eventId
      ? [await this.events.visible(actor, eventId)]
      : await this.events.upcomingRows(actor, 50);
    const byId = new Map(events.map((e) => [e.id, e]));
    const rows = await this.repo.findByEvents(events.filter((e) => e.setlist_id !== null).map((e) => e.id));
    return this.toSetlists(rows, (r) => this.events.canEdit(actor, byId.get(r.event_id)!));
  }

  /**
   * Checks a list before it is stored: each song once, only songs the editor may add (their own
   * and the event community's, plus those already on this setlist), roles from the fixed list for
   * a mass.
   */
  private async checkSongs(actor: SessionUser, event: EventRow, songs: SongInput[], keep: number[] = []) {
    const ids = songs.map((s) => s.song_id);
    if (new Set(ids).size !== ids.length) throw badRequest(errors.setlistDuplicateSong);
    const fresh = ids.filter((id) => !keep.includes(id));
    const allowed = new Set(await this.songs.candidateIds(actor, this.songCommunity(actor, event), fresh));
    if (fresh.some((id) => !allowed.has(id))) throw badRequest(errors.setlistSongUnavailable);
    return songs.map((s, i) => {
      const role = s.song_role?.trim() || null;
      if (role && event.event_type === 'mass' && !(massSongRoles as readonly string[]).includes(role)) {
        throw badRequest(errors.setlistRoleInvalid);
      }
      return { song_id: s.song_id, position: i + 1, song_role: role, comment: s.comment?.trim() || null, item_key: s.item_key ?? null };
    });
  }

  /** Creates the event's setlist and links it, in one transaction. */
  async create(actor: SessionUser, input: SetlistInput & { event_id: number }): Promise<TSetlist> {
    const event = await this.events.editable(actor, input.event_id);
    if (event.event_type === 'party') throw badRequest(errors.setlistPartyEvent);
    if (event.setlist_id !== null) throw conflict(errors.setlistExists);
    const songs = await this.checkSongs(actor, event, input.songs);
    const now = iso(this.clock.now());
    const id = await this.db.transaction().execute(async (trx) => {
      const created = await this.repo.insert(trx, {
        name: input.name?.trim() || setlistName(event.title, event.date),
        event_id: event.id,
        owner_type: event.community_id ? 'community' : 'user',
        owner_id: event.community_id ?? event.owner_id,
        created_at: now,
        updated_at: now,
      });
      await this.repo.replaceSongs(trx, created, songs);
      return created;
    });
    return this.get(actor, id);
  }

  /** Replaces name and songs as a whole; the setlist stays on its event. */
  async update(actor: SessionUser, id: number, input: SetlistInput): Promise<TSetlist> {
    const { setlist } = await this.load(actor, id);
    const event = await this.events.editable(actor, setlist.event_id);
    const songs = await this.checkSongs(actor, event, input.songs, await this.repo.songIds(id));
    const now = iso(this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      await this.repo.rename(trx, id, input.name?.trim() || setlist.name, now);
      await this.repo.replaceSongs(trx, id, songs);
    });
    return this.get(actor, id);
  }

  /** The event's setlist (or none) and its entries in order, for the Mass plan. */
  async ofEvent(event: EventRow) {
    const [setlist] = await this.repo.findByEvents([event.id]);
    const entries = setlist ? await this.repo.songsOf([setlist.id]) : [];
    return { setlist, entries };
  }

  /**
   * Writes the event's setlist as these songs in one transaction, creating it when the event has
   * none (the Mass plan's apply; the caller has checked the right and the songs).
   */
  async writeForEvent(event: EventRow, setlist: SetlistRow | undefined, songs: { song_id: number; position: number; song_role: string | null; comment: string | null }[]): Promise<number> {
    const now = iso(this.clock.now());
    return this.db.transaction().execute(async (trx) => {
      const setlistId =
        setlist?.id ??
        (await this.repo.insert(trx, {
          name: setlistName(event.title, event.date),
          event_id: event.id,
          owner_type: event.community_id ? 'community' : 'user',
          owner_id: event.community_id ?? event.owner_id,
          created_at: now,
          updated_at: now,
        }));
      if (setlist) await this.repo.rename(trx, setlist.id, setlist.name, now);
      await this.repo.replaceSongs(trx, setlistId, songs);
      return setlistId;
    });
  }

  async delete(actor: SessionUser, id: number): Promise<void> {
    const { setlist } = await this.load(actor, id);
    await this.events.editable(actor, setlist.event_id);
    await this.db.transaction().execute((trx) => this.repo.delete(trx, id));
  }

  /** GET /events/{id}/song-candidates: what the editor of this event may put on its setlist. */
  async candidates(actor: SessionUser, eventId: number, search?: string) {
    const event = await this.events.editable(actor, eventId);
    return this.songs.setlistCandidates(actor, this.songCommunity(actor, event), search, CANDIDATES_MAX);
  }

  /**
   * The community whose songs the editor may add: the event's, when they may see its songs (its
   * members and global admins). The owner of an event who has left its community still edits the
   * event but no longer reads that community's songbook (found by the visibility property suite).
   */
  songCommunity(actor: SessionUser, event: EventRow): number | null {
    if (event.community_id === null) return null;
    const community = { role: event.my_role, allow_member_edits: event.community_allow_member_edits === 1 };
    return can(actor, { type: 'song.view', song: { owner_type: 'community', owner_id: event.community_id, community } }) ? event.community_id : null;
  }
}
