import { errors, liturgyMessages, massSongRoles, type TMassPlan, type TMassPlanApply, type TSetlist } from '@zborovodja/contracts';
import { badRequest } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import type { LiturgicalDayService } from '../../liturgy/liturgical-day.ts';
import { historyBySong, suggest } from '../../liturgy/mass-suggestions.ts';
import type { EventRow, EventsService } from '../events/events.service.ts';
import type { SetlistsService } from '../setlists/setlists.service.ts';
import type { SongsService } from '../songs/songs.service.ts';
import type { SongStatsService } from '../song-history/song-stats.service.ts';
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
  constructor(
    private readonly events: EventsService,
    private readonly songs: SongsService,
    private readonly setlists: SetlistsService,
    private readonly songStats: SongStatsService,
    private readonly liturgy: LiturgicalDayService,
  ) {}

  private async massEvent(actor: SessionUser, eventId: number): Promise<EventRow> {
    const event = await this.events.editable(actor, eventId);
    if (event.event_type !== 'mass') throw badRequest(liturgyMessages.errors.notMass);
    return event;
  }

  async plan(actor: SessionUser, eventId: number): Promise<TMassPlan> {
    const event = await this.massEvent(actor, eventId);
    const [day, candidates, { entries }, rows] = await Promise.all([
      this.liturgy.day(event.date),
      this.songs.setlistCandidates(actor, this.setlists.songCommunity(actor, event), undefined, CANDIDATES_MAX),
      this.setlists.ofEvent(event),
      // The song history per song and role (song-history.query.ts): the events of this event's
      // community (or the actor's own without one) before its date that the actor may see.
      this.songStats.historyByRole({
        viewerId: actor.id,
        allEvents: isGlobalAdmin(actor),
        before: event.date,
        since: event.date,
        communityId: event.community_id,
        excludeEventId: event.id,
      }),
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
    const { setlist, entries } = await this.setlists.ofEvent(event);
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

    const id = await this.setlists.writeForEvent(event, setlist, songs);
    return this.setlists.get(actor, id);
  }
}
