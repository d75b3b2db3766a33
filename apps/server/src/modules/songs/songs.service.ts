import type { Readable } from 'node:stream';
import {
  DEFAULT_SONG_CATEGORY,
  errors,
  songLimits,
  type TChordNotation,
  type TSong,
  type TSongListItem,
  type TSongCandidate,
  type TSongCollection,
  type TSongRequest,
  type TSongsQuery,
  type TSongsResponse,
  type TPracticeFile,
  type TPracticeFileRequest,
  type TPracticeTrackVoice,
  practiceErrors,
  practiceKindOf,
  ZVoiceMap,
  songsUi,
  uploadKinds,
} from '@zborovodja/contracts';
import type { Kysely } from 'kysely';
import { dateIn, iso, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, isGlobalAdmin, type SongAccess } from '../../policy.ts';
import { SAFE_NAME, safeOriginalName, type FileStorage, type StoredFile } from '../../storage/uploads.ts';
import { storedPdfOpens } from '../../storage/pdf-pages.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import { yearBefore, type HistoryFilter } from '../song-history/song-history.query.ts';
import { sortKey } from './song-search.ts';
import { SongsRepository, type PracticeFileRow, type SongAccessRow, type SongPageRow, type SongRow, type SongScope } from './songs.repository.ts';

/** Matches are counted exactly up to this many pages past the one asked for. */
const SONG_COUNT_PAGES = 10;

export const PART_FILE_AREA = 'part-files';
/** Where practice files (issue 59) are stored, beside the part files. */
export const PRACTICE_FILE_AREA = 'practice-files';

export interface PartFile {
  /** The random name it is stored under (area PART_FILE_AREA). */
  stored: string;
  name: string;
  type: string;
}

export class SongsService {
  private readonly repo: SongsRepository;

  constructor(
    database: Database,
    private readonly communities: CommunitiesService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly tzApp: string,
  ) {
    this.repo = new SongsRepository(database);
  }

  /**
   * Which events the song history counts for the actor (issue 22): past events (before today in
   * the app's zone) the actor may see (policy event.view; a global admin sees every event).
   */
  historyFor(actor: SessionUser): Omit<HistoryFilter, 'songIds'> {
    const today = dateIn(this.tzApp, this.clock.now());
    return { viewerId: actor.id, allEvents: isGlobalAdmin(actor), before: today, since: yearBefore(today) };
  }

  /** What the policy needs to know about a song and the viewer's place in its community (read with the row). */
  private access(row: SongAccessRow): SongAccess {
    if (row.owner_type === 'user') return { owner_type: 'user', owner_id: row.owner_id, community: null };
    return {
      owner_type: 'community',
      owner_id: row.owner_id,
      community: { role: row.viewer_role, allow_member_edits: row.community_allow_member_edits === 1 },
    };
  }

  private toSong(row: SongRow, canEdit: boolean, practice: PracticeFileRow[]): TSong {
    return { ...this.toListItem(row, canEdit), lyrics: row.lyrics, notes: row.notes, practice_files: practice.map(toPracticeFile) };
  }

  /** A song as a list item: a list page's row, or a song read on its own. */
  private toListItem(row: SongPageRow, canEdit: boolean): TSongListItem {
    return {
      id: row.id,
      title: row.title,
      composer: row.composer,
      key: row.key,
      tempo: row.tempo,
      category: row.category,
      chord_notation: row.chord_notation,
      owner_type: row.owner_type,
      owner_id: row.owner_id,
      community_id: row.owner_type === 'community' ? row.owner_id : null,
      community_name: row.community_name,
      has_part_file: Boolean(row.part_file_stored),
      part_file_name: row.part_file_name,
      part_file_type: row.part_file_type,
      part_file_size: row.part_file_size,
      part_file_uploaded_at: row.part_file_uploaded_at,
      created_by: row.created_by,
      created_at: row.created_at,
      updated_at: row.updated_at,
      can_edit: canEdit,
      last_sung: row.last_sung,
      times_sung_12m: Number(row.times_sung_12m ?? 0),
    };
  }

  /** A song the actor may see (404 otherwise, so its existence does not leak). */
  private async visible(actor: SessionUser, id: number, withHistory = false) {
    const row = await this.repo.findById(id, actor.id, withHistory ? this.historyFor(actor) : undefined);
    if (!row) throw notFound(errors.songNotFound);
    const access = this.access(row);
    if (!can(actor, { type: 'song.view', song: access })) throw notFound(errors.songNotFound);
    return { row, canEdit: can(actor, { type: 'song.edit', song: access }) };
  }

  private async editable(actor: SessionUser, id: number) {
    const found = await this.visible(actor, id);
    if (!found.canEdit) throw forbidden();
    return found.row;
  }

  /**
   * The list's scope from the query; naming a community you may not see is a 404. When one owner
   * is named, the edit verdict for its songs is known here already and comes along.
   */
  private async scope(
    actor: SessionUser,
    q: Pick<TSongsQuery, 'user_only' | 'community_id' | 'community_only' | 'collection_id'>,
  ): Promise<SongScope & { canEdit?: boolean }> {
    const all = isGlobalAdmin(actor);
    let communityId = q.community_id;
    let userOnly = q.user_only;
    if (q.collection_id === 'user') userOnly = true;
    else if (q.collection_id?.startsWith('community:')) communityId = Number(q.collection_id.slice('community:'.length));
    if (userOnly) return { viewerId: actor.id, all, owner: { type: 'user', id: actor.id }, canEdit: true };
    if (communityId) {
      const { row, membership } = await this.communities.authorize(actor, communityId, 'community.members');
      const song: SongAccess = {
        owner_type: 'community',
        owner_id: communityId,
        community: { role: membership?.role ?? null, allow_member_edits: row.allow_member_edits === 1 },
      };
      return { viewerId: actor.id, all, owner: { type: 'community', id: communityId }, canEdit: can(actor, { type: 'song.edit', song }) };
    }
    // Without a named owner a global admin sees his own and his communities' songs, like anyone.
    return { viewerId: actor.id, all: false, communityOnly: q.community_only };
  }

  /**
   * Deletes every song of a user or a community inside the caller's transaction (the admin
   * console's account and community deletions); setlist entries go by FK. The caller runs
   * `afterCommit` once committed: it removes the part files and practice files.
   */
  async deleteOwned(trx: Kysely<DB>, ownerType: 'user' | 'community', ownerId: number): Promise<{ count: number; afterCommit: () => Promise<void> }> {
    const { files, practiceFiles, count } = await this.repo.deleteOwned(trx, ownerType, ownerId);
    return {
      count,
      afterCommit: async () => {
        for (const f of files) await this.storage.remove(PART_FILE_AREA, f);
        for (const f of practiceFiles) await this.storage.remove(PRACTICE_FILE_AREA, f);
      },
    };
  }

  /**
   * A page with its figures: at most three statements (the named community, the figures, the
   * page). The matches are counted up to ten pages past this one (SONG_COUNT_PAGES): beyond that
   * the total is a lower bound (`total_exact` false). A search reads the database's text index
   * (song-search.ts), so neither statement reads every song of the scope.
   */
  async list(actor: SessionUser, q: TSongsQuery): Promise<TSongsResponse> {
    const { canEdit, ...scope } = await this.scope(actor, q);
    const filter = { search: q.search, category: q.category };
    const offset = (q.page - 1) * q.per_page;
    // Unfiltered, the total is the songbook's size (a side card shows it): counted in full.
    const countUpTo = q.search || q.category ? offset + q.per_page * SONG_COUNT_PAGES : null;
    const [figures, rows] = await Promise.all([
      this.repo.figures(scope, filter, actor.id, countUpTo),
      this.repo.list(scope, { ...filter, sort: q.sort, order: q.order, limit: q.per_page, offset, history: this.historyFor(actor) }),
    ]);
    const songs = rows.map((row) => this.toListItem(row, canEdit ?? can(actor, { type: 'song.edit', song: this.access(row) })));
    const { total, totalExact } = figures;
    // Past the counted pages there is at least one more.
    const pages = Math.max(1, Math.ceil((totalExact ? total : total + 1) / q.per_page));
    return { songs, total, total_exact: totalExact, page: q.page, per_page: q.per_page, pages, own_count: figures.own, categories: figures.categories };
  }

  async get(actor: SessionUser, id: number): Promise<TSong> {
    const { row, canEdit } = await this.visible(actor, id, true);
    return this.toSong(row, canEdit, await this.repo.practiceFiles(id));
  }

  /** A personal song, or a community song where the actor may contribute. */
  async create(actor: SessionUser, input: TSongRequest): Promise<TSong> {
    let owner: { type: 'user' | 'community'; id: number } = { type: 'user', id: actor.id };
    // A song is written in its community's notation unless the form chose; a personal song in H–B.
    let notation: TChordNotation = 'german';
    if (input.community_id) {
      const { row, membership } = await this.communities.load(actor, input.community_id);
      const community = { visibility: row.visibility, role: membership?.role ?? null, allow_member_edits: row.allow_member_edits === 1 };
      if (!can(actor, { type: 'community.contribute', community })) throw forbidden(errors.songCommunityForbidden);
      owner = { type: 'community', id: row.id };
      notation = row.chord_notation;
    }
    const now = iso(this.clock.now());
    const id = await this.repo.insert({
      ...songFields(input),
      chord_notation: input.chord_notation ?? notation,
      owner_type: owner.type,
      owner_id: owner.id,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    return this.get(actor, id);
  }

  /** Edits the song's fields; the owner stays (a song does not move between owners). */
  async update(actor: SessionUser, id: number, input: TSongRequest): Promise<TSong> {
    await this.editable(actor, id);
    await this.repo.update(id, { ...songFields(input), updated_at: iso(this.clock.now()) });
    return this.get(actor, id);
  }

  async delete(actor: SessionUser, id: number): Promise<void> {
    const row = await this.editable(actor, id);
    const practice = await this.repo.delete(id);
    if (row.part_file_stored) await this.storage.remove(PART_FILE_AREA, row.part_file_stored);
    for (const stored of practice) await this.storage.remove(PRACTICE_FILE_AREA, stored);
  }

  /** Stores the sheet music (type by its bytes, 10 MB while streaming) and replaces the old file. */
  async uploadPart(actor: SessionUser, id: number, file: Readable, originalName: string): Promise<TSong> {
    await this.editable(actor, id);
    const stored = await savePartFile(this.storage, file, errors.partFilePdfUnreadable);
    const replaced = await this.repo.swapPartFile(id, {
      part_file_name: safeOriginalName(originalName, stored.kind),
      part_file_stored: stored.name,
      part_file_type: stored.kind,
      part_file_size: stored.size,
      part_file_uploaded_at: iso(this.clock.now()),
      updated_at: iso(this.clock.now()),
    });
    if (replaced === undefined) {
      // The song was deleted while its file arrived.
      await this.storage.remove(PART_FILE_AREA, stored.name);
      throw notFound(errors.songNotFound);
    }
    if (replaced) await this.storage.remove(PART_FILE_AREA, replaced);
    return this.get(actor, id);
  }

  async deletePart(actor: SessionUser, id: number): Promise<TSong> {
    const row = await this.editable(actor, id);
    if (!row.part_file_stored) throw notFound(errors.partFileNotFound);
    const removed = await this.repo.swapPartFile(id, {
      part_file_name: null,
      part_file_stored: null,
      part_file_type: null,
      part_file_size: null,
      part_file_uploaded_at: null,
      updated_at: iso(this.clock.now()),
    });
    if (removed) await this.storage.remove(PART_FILE_AREA, removed);
    return this.get(actor, id);
  }

  /** The stored file of a song the actor may see. */
  async partFile(actor: SessionUser, id: number): Promise<PartFile> {
    const { row } = await this.visible(actor, id);
    const stored = row.part_file_stored;
    if (!stored || !SAFE_NAME.test(stored) || !row.part_file_type) throw notFound(errors.partFileNotFound);
    // Names stored before issue 19 may contradict the type: served by the same rule as new ones.
    return { stored, name: safeOriginalName(row.part_file_name ?? stored, row.part_file_type), type: row.part_file_type };
  }

  /**
   * Attaches a file to practise with (issue 59): a MusicXML score, a MIDI file or an audio track,
   * its type decided by its bytes and its size limited while it streams, as the part files are. A
   * score or MIDI file replaces the song's score or MIDI file; an audio track the song's track of
   * the same voice (`voice`, else 'all').
   */
  async uploadPractice(actor: SessionUser, id: number, file: Readable, originalName: string, voice: TPracticeTrackVoice | undefined): Promise<TSong> {
    await this.editable(actor, id);
    const stored = await this.storage.save(file, {
      area: PRACTICE_FILE_AREA,
      maxBytes: songLimits.partFileBytes,
      allowed: uploadKinds.practice,
      tooLargeMessage: errors.partFileTooLarge,
      wrongTypeMessage: practiceErrors.fileType,
    });
    const kind = practiceKindOf(stored.kind)!;
    if (kind !== 'audio' && voice !== undefined) {
      await this.storage.remove(PRACTICE_FILE_AREA, stored.name);
      throw badRequest(practiceErrors.voiceOnlyAudio);
    }
    const replaced = await this.repo.addPracticeFile({
      song_id: id,
      kind,
      voice: kind === 'audio' ? (voice ?? 'all') : null,
      voice_map: '{}',
      name: safeOriginalName(originalName, stored.kind),
      stored: stored.name,
      type: stored.kind,
      size: stored.size,
      uploaded_at: iso(this.clock.now()),
      uploaded_by: actor.id,
    });
    if (replaced === undefined) {
      // The song was deleted while its file arrived.
      await this.storage.remove(PRACTICE_FILE_AREA, stored.name);
      throw notFound(errors.songNotFound);
    }
    for (const old of replaced) await this.storage.remove(PRACTICE_FILE_AREA, old);
    return this.get(actor, id);
  }

  /** An audio track's voice, or the leader's correction of a score's or MIDI file's voices. */
  async updatePractice(actor: SessionUser, id: number, fileId: number, input: TPracticeFileRequest): Promise<TSong> {
    await this.editable(actor, id);
    const file = await this.repo.practiceFile(id, fileId);
    if (!file) throw notFound(practiceErrors.fileNotFound);
    if (input.voice !== undefined && file.kind !== 'audio') throw badRequest(practiceErrors.voiceOnlyAudio);
    if (input.voice_map !== undefined && file.kind === 'audio') throw badRequest(practiceErrors.voiceMapOnlyScore);
    if (input.voice !== undefined && input.voice !== file.voice) {
      // One track per voice: the track that had this voice already goes, as an upload would replace it.
      const other = (await this.repo.practiceFiles(id)).find((f) => f.kind === 'audio' && f.voice === input.voice);
      if (other && (await this.repo.deletePracticeFile(id, other.id))) await this.storage.remove(PRACTICE_FILE_AREA, other.stored);
    }
    await this.repo.updatePracticeFile(fileId, {
      ...(input.voice !== undefined ? { voice: input.voice } : {}),
      ...(input.voice_map !== undefined ? { voice_map: JSON.stringify(input.voice_map) } : {}),
    });
    return this.get(actor, id);
  }

  async deletePractice(actor: SessionUser, id: number, fileId: number): Promise<TSong> {
    await this.editable(actor, id);
    const stored = await this.repo.deletePracticeFile(id, fileId);
    if (!stored) throw notFound(practiceErrors.fileNotFound);
    await this.storage.remove(PRACTICE_FILE_AREA, stored);
    return this.get(actor, id);
  }

  /** A practice file of a song the actor may see. */
  async practiceFile(actor: SessionUser, id: number, fileId: number): Promise<PartFile> {
    await this.visible(actor, id);
    const file = await this.repo.practiceFile(id, fileId);
    if (!file || !SAFE_NAME.test(file.stored)) throw notFound(practiceErrors.fileNotFound);
    return { stored: file.stored, name: safeOriginalName(file.name, file.type), type: file.type };
  }

  /**
   * Setlist candidates (spec §5): the actor's own songs plus the songs of the event's community,
   * searched by title or composer, by title. The caller has checked the actor may edit the event.
   */
  async setlistCandidates(actor: SessionUser, communityId: number | null, search: string | undefined, limit: number): Promise<TSongCandidate[]> {
    const scope: SongScope = { viewerId: actor.id, all: false, candidatesOf: { communityId } };
    const rows = await this.repo.list(scope, { search, sort: 'title', order: 'asc', limit, offset: 0, history: this.historyFor(actor) });
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      composer: r.composer,
      key: r.key,
      category: r.category,
      owner_type: r.owner_type,
      has_part_file: Boolean(r.part_file_stored),
      part_file_name: r.part_file_name,
      part_file_type: r.part_file_type,
      last_sung: r.last_sung,
      times_sung_12m: Number(r.times_sung_12m ?? 0),
    }));
  }

  /** A community's songs (id, title, category, history) for its statistics page; the caller checked membership. */
  async communitySongs(actor: SessionUser, communityId: number, limit: number) {
    const rows = await this.repo.historyOfOwner({ type: 'community', id: communityId }, this.historyFor(actor), limit);
    return rows.map((r) => ({ song_id: r.id, title: r.title, category: r.category, last_sung: r.last_sung, times_sung_12m: Number(r.times_sung_12m ?? 0) }));
  }

  /** Which of these song ids are setlist candidates for the actor and community. */
  candidateIds(actor: SessionUser, communityId: number | null, ids: number[]): Promise<number[]> {
    return this.repo.idsWithin({ viewerId: actor.id, all: false, candidatesOf: { communityId } }, ids);
  }

  /** The caller's personal collection and one per community they belong to, with counts. */
  async collections(actor: SessionUser, q: { community_id?: number; user_only?: boolean }): Promise<TSongCollection[]> {
    const communities = await this.communities.listMine(actor);
    const counts = await this.repo.countsByOwner({ viewerId: actor.id, all: false });
    const count = (type: string, id: number) => Number(counts.find((c) => c.owner_type === type && c.owner_id === id)?.n ?? 0);
    const out: TSongCollection[] = [];
    if (!q.community_id) {
      out.push({ id: 'user', owner_type: 'user', owner_id: actor.id, name: songsUi.personal, song_count: count('user', actor.id), can_add: true, can_import: true, chord_notation: 'german' });
    }
    if (!q.user_only) {
      for (const c of communities) {
        if (q.community_id && c.id !== q.community_id) continue;
        const canAdd = can(actor, { type: 'community.contribute', community: { visibility: c.visibility, role: c.role, allow_member_edits: c.allow_member_edits } });
        const canImport = can(actor, { type: 'songbook.import', songbook: { owner_type: 'community', owner_id: c.id, role: c.role } });
        out.push({ id: `community:${c.id}`, owner_type: 'community', owner_id: c.id, name: c.name, song_count: count('community', c.id), can_add: canAdd, can_import: canImport, chord_notation: c.chord_notation });
      }
    }
    return out;
  }
}

function toPracticeFile(row: PracticeFileRow): TPracticeFile {
  const parsed = ZVoiceMap.safeParse(JSON.parse(row.voice_map));
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    type: row.type,
    size: Number(row.size),
    uploaded_at: row.uploaded_at,
    voice: (row.voice as TPracticeTrackVoice | null) ?? null,
    voice_map: parsed.success ? parsed.data : {},
  };
}

/**
 * Stores sheet music with the part-file rules (type by its bytes, 10 MB while streaming) and, for
 * a PDF, checks that it opens (issue 58); one that does not is removed and refused with `unreadable`.
 * Shared by the song's upload and the songbook import.
 */
export async function savePartFile(storage: FileStorage, stream: Readable, unreadable: string): Promise<StoredFile> {
  const stored = await storage.save(stream, {
    area: PART_FILE_AREA,
    maxBytes: songLimits.partFileBytes,
    allowed: uploadKinds.partFile,
    tooLargeMessage: errors.partFileTooLarge,
    wrongTypeMessage: errors.partFileType,
  });
  if (stored.kind === 'pdf' && !(await storedPdfOpens(storage, PART_FILE_AREA, stored.name))) {
    await storage.remove(PART_FILE_AREA, stored.name);
    throw new AppError(422, unreadable);
  }
  return stored;
}

/** A song's columns from the song form's fields (also an import's songs, songbook-transfer.service.ts). */
export function songFields(input: TSongRequest) {
  return {
    title: input.title,
    title_sort: sortKey(input.title),
    composer: input.composer || null,
    composer_sort: input.composer ? sortKey(input.composer) : null,
    key: input.key || null,
    tempo: input.tempo || null,
    lyrics: input.lyrics || null,
    notes: input.notes || null,
    category: input.category || DEFAULT_SONG_CATEGORY,
    ...(input.chord_notation ? { chord_notation: input.chord_notation } : {}),
  };
}

