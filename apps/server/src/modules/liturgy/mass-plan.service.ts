import { errors, liturgyMessages, massSongRoles, setlistName, type TMassPlan, type TMassPlanApply, type TSetlist } from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import type { LiturgicalDayService } from '../../liturgy/liturgical-day.ts';
import { historyBySong, suggest } from '../../liturgy/mass-suggestions.ts';
import type { EventsService } from '../events/events.service.ts';
import type { EventRow } from '../events/events.repository.ts';
import { SetlistsRepository } from '../setlists/setlists.repository.ts';
import type { SetlistsService } from '../setlists/setlists.service.ts';
import type { SongsService } from '../songs/songs.service.ts';
import { SongHistoryRepository } from '../song-history/song-history.repository.ts';
import { isGlobalAdmin } from '../../policy.ts';

/** How many of the songs the setlist may take are ranked; a parish songbook is far smaller. */
const CANDIDATES_MAX = 2000;

/** Mass order of a role; no role and 'Dodatna' go last, in the order they had. */
const orderOf = (role: string | null) => {
  const i = role ? (massSongRoles as readonly string[]).indexOf(role) : -1;
  return i < 0 || role === 'Dodatna' ? massSongRoles.length : i;
};

/**
 * 'Predlagaj po liturgiji' (issue 22): the parts of the day's Mass with suggested songs, and the
 * director's choice written as the event's setlist in Mass order. Both need the right to edit the
 * event's setlist (events.editable: 404 where the event is not visible, 403 where not editable).
 */
export class MassPlanService {
  private readonly history: SongHistoryRepository;
  private readonly setlistsRepo: SetlistsRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly events: EventsService,
    private readonly songs: SongsService,
    private readonly setlists: SetlistsService,
    private readonly liturgy: LiturgicalDayService,
    private readonly clock: Clock,
  ) {
    this.history = new SongHistoryRepository(db);
    this.setlistsRepo = new SetlistsRepository(db);
  }

  private async massEvent(actor: SessionUser, eventId: number): Promise<EventRow> {
    const event = await this.events.editable(actor, eventId);
    if (event.event_type !== 'mass') throw badRequest(liturgyMessages.errors.notMass);
    return event;
  }

  private async setlistOf(event: EventRow) {
    const [setlist] = await this.setlistsRepo.findByEvents([event.id]);
    const entries = setlist ? await this.setlistsRepo.songsOf([setlist.id]) : [];
    return { setlist, entries };
  }

  async plan(actor: SessionUser, eventId: number): Promise<TMassPlan> {
    const event = await this.massEvent(actor, eventId);
    const [day, candidates, { entries }, rows] = await Promise.all([
      this.liturgy.day(event.date),
      this.songs.setlistCandidates(actor, this.setlists.songCommunity(actor, event), undefined, CANDIDATES_MAX),
      this.setlistOf(event),
      // The song history per song and role (song-history.query.ts): the events of this event's
      // community (or the actor's own without one) before its date that the actor may see.
      this.history.grouped(
        { viewerId: actor.id, allEvents: isGlobalAdmin(actor), before: event.date, since: event.date, communityId: event.community_id, excludeEventId: event.id },
        'song_role',
      ),
    ]);
    const onSetlist = new Set(entries.map((e) => e.song_id));
    return { day, slots: suggest(day, candidates, historyBySong(rows.map((r) => ({ ...r, song_role: r.song_role ?? null }))), onSetlist) };
  }

  /**
   * Writes the picks in Mass order with their roles, in one transaction. Songs already on the
   * setlist stay with their role and comment (a picked one takes the part's role); within a part
   * they come before the new ones; songs without a part of the Mass go last.
   */
  async apply(actor: SessionUser, eventId: number, input: TMassPlanApply): Promise<TSetlist> {
    const event = await this.massEvent(actor, eventId);
    const picks = input.slots.filter((s): s is { role: (typeof massSongRoles)[number]; song_id: number } => s.song_id !== null);
    const ids = picks.map((p) => p.song_id);
    if (new Set(ids).size !== ids.length) throw badRequest(errors.setlistDuplicateSong);
    const { setlist, entries } = await this.setlistOf(event);
    const already = new Set(entries.map((e) => e.song_id));
    const fresh = ids.filter((id) => !already.has(id));
    const allowed = new Set(await this.songs.candidateIds(actor, this.setlists.songCommunity(actor, event), fresh));
    if (fresh.some((id) => !allowed.has(id))) throw badRequest(errors.setlistSongUnavailable);

    const picked = new Map(picks.map((p) => [p.song_id, p.role]));
    const list = [
      ...entries.map((e, i) => ({ song_id: e.song_id, role: picked.get(e.song_id) ?? e.song_role, comment: e.comment, rank: i })),
      ...picks.filter((p) => !already.has(p.song_id)).map((p, i) => ({ song_id: p.song_id, role: p.role as string | null, comment: null, rank: entries.length + i })),
    ].sort((a, b) => orderOf(a.role) - orderOf(b.role) || a.rank - b.rank);
    const songs = list.map((e, i) => ({ song_id: e.song_id, position: i + 1, song_role: e.role, comment: e.comment }));

    const now = iso(this.clock.now());
    const id = await this.db.transaction().execute(async (trx) => {
      const setlistId =
        setlist?.id ??
        (await this.setlistsRepo.insert(trx, {
          name: setlistName(event.title, event.date),
          event_id: event.id,
          owner_type: event.community_id ? 'community' : 'user',
          owner_id: event.community_id ?? event.owner_id,
          created_at: now,
          updated_at: now,
        }));
      if (setlist) await this.setlistsRepo.rename(trx, setlist.id, setlist.name, now);
      await this.setlistsRepo.replaceSongs(trx, setlistId, songs);
      return setlistId;
    });
    return this.setlists.get(actor, id);
  }
}
