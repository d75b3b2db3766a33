import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { DB, SongPracticeFilesTable, SongsTable } from '../../db/schema.ts';
import { songHistory, type HistoryFilter } from '../song-history/song-history.query.ts';
import { ftsQuery, searchTerms, tsQuery } from './song-search.ts';

export type PracticeFileRow = Selectable<SongPracticeFilesTable>;

export type SongRow = Selectable<SongsTable> & {
  community_name: string | null;
  /** For a community song: the community's allow_member_edits and the viewer's role there (the policy's inputs). */
  community_allow_member_edits: number | null;
  viewer_role: string | null;
  /** The song history (issue 22): the last past event that held it and the events in the last 12 months. */
  last_sung: string | null;
  times_sung_12m: number | string | null;
};

/**
 * A list page's song: every column but the lyrics and notes (most of a song's bytes, which no list
 * shows), with its community's name, its history and what the policy needs for its verdict.
 */
export type SongPageRow = Omit<SongRow, 'lyrics' | 'notes'>;
/** What the policy needs of a song read for its viewer (songs.service.ts access). */
export type SongAccessRow = Pick<SongRow, 'owner_type' | 'owner_id' | 'community_allow_member_edits' | 'viewer_role'>;

/** The songs' columns a list page shows: all but lyrics and notes (and PostgreSQL's search vector). */
const LIST_COLUMNS = [
  'songs.id',
  'songs.title',
  'songs.title_sort',
  'songs.composer',
  'songs.composer_sort',
  'songs.key',
  'songs.tempo',
  'songs.category',
  'songs.chord_notation',
  'songs.owner_type',
  'songs.owner_id',
  'songs.created_by',
  'songs.part_file_name',
  'songs.part_file_stored',
  'songs.part_file_type',
  'songs.part_file_size',
  'songs.part_file_uploaded_at',
  'songs.created_at',
  'songs.updated_at',
] as const;

/** The figures beside a list page: matches, the viewer's own songs in scope, the scope's categories. */
export interface SongFigures {
  /** Matches, counted up to the cap asked for: exact when `totalExact`, else a lower bound. */
  total: number;
  totalExact: boolean;
  own: number;
  categories: string[];
}

/** Which songs a list covers: everything the viewer may see, narrowed to one owner if asked. */
export interface SongScope {
  viewerId: number;
  /** Global admins see every song. */
  all: boolean;
  owner?: { type: 'user' | 'community'; id: number };
  /** Only community songs (of the viewer's communities). */
  communityOnly?: boolean;
  /** Setlist candidates: the viewer's own songs plus this community's (null: own songs only). */
  candidatesOf?: { communityId: number | null };
}

export interface SongListOptions {
  search?: string;
  category?: string;
  sort: 'title' | 'composer' | 'category' | 'key' | 'last_sung';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Which events count for last_sung and times_sung_12m (song-history.query.ts); the list's songs are added. */
  history: Omit<HistoryFilter, 'songIds'>;
}

type Q = SelectQueryBuilder<DB, 'songs', object>;

/** New songs per INSERT of an import: 13 columns each stays far below SQLite's 32 766 parameters. */
const IMPORT_CHUNK = 100;

/** A global admin's list of every song: no owner condition at all. */
const everySong = (scope: SongScope) => scope.all && !scope.owner && !scope.candidatesOf && !scope.communityOnly;

/** The low 32 bits of an FTS5 rowid: the song's id (migration 0022). */
const SONG_ID_MASK = sql.lit(0xffffffff);
/** The lowest FTS5 rowid of a songbook's songs: its key (2 × owner id, + 1 for a user's) in the high 32 bits (migration 0022). */
const songbookKey = (o: string) => sql.raw(`((2 * ${o}.owner_id + (${o}.owner_type = 'user')) << 32)`);
/** The same for a songbook named in the query. */
const songbookFirst = (o: { type: 'user' | 'community'; id: number }) => BigInt(2 * o.id + (o.type === 'user' ? 1 : 0)) << 32n;
/** A songbook's mark on its words in songs.search (migration 0022): "c12x", "u5x". */
const ownerToken = (type: 'user' | 'community', id: number) => `${type === 'user' ? 'u' : 'c'}${id}x`;
/** Where a songbook's mark goes in a tsquery made in SQL (never a character of a search term). */
const OWNER_MARK = '#';

/** The scope's songbooks when the scope itself names them (one owner, or a setlist's candidates); null when read from memberships. */
function knownOwners(scope: SongScope): { type: 'user' | 'community'; id: number }[] | null {
  if (scope.candidatesOf) {
    const id = scope.candidatesOf.communityId;
    return [{ type: 'user', id: scope.viewerId }, ...(id ? [{ type: 'community' as const, id }] : [])];
  }
  return scope.owner ? [scope.owner] : null;
}

export class SongsRepository {
  private readonly db: Kysely<DB>;
  private readonly dialect: Dialect;

  constructor(database: Database) {
    this.db = database.db;
    this.dialect = database.dialect;
  }

  /** The scope as a condition on the songs' owner columns. */
  private inScope(scope: SongScope) {
    return (eb: ExpressionBuilder<DB, 'songs'>): Expression<SqlBool> => {
      const owner = (ownerType: 'user' | 'community', ownerId: number) => eb.and([eb('songs.owner_type', '=', ownerType), eb('songs.owner_id', '=', ownerId)]);
      if (scope.candidatesOf) {
        const communityId = scope.candidatesOf.communityId;
        const own = owner('user', scope.viewerId);
        return communityId ? eb.or([own, owner('community', communityId)]) : own;
      }
      if (scope.owner) return owner(scope.owner.type, scope.owner.id);
      if (!scope.all) {
        const mine = this.db.selectFrom('community_users').select('community_id').where('user_id', '=', scope.viewerId);
        const theirs = eb.and([eb('songs.owner_type', '=', 'community'), eb('songs.owner_id', 'in', mine)]);
        return scope.communityOnly ? theirs : eb.or([owner('user', scope.viewerId), theirs]);
      }
      return eb('songs.owner_type', '=', 'community');
    };
  }

  /** Every song of the scope; a global admin's whole songbook without a condition. */
  private scoped(scope: SongScope): Q {
    const q = this.db.selectFrom('songs') as unknown as Q;
    return everySong(scope) ? q : q.where(this.inScope(scope));
  }

  /**
   * The scope's songs, narrowed to the search's matches and a category. A search reads only the
   * scope's songbooks in the database's text index (migrations 0020, 0022). SQLite: for each
   * songbook its rowid range of the FTS5 table's matches, then each match's song by its key
   * (CROSS JOIN keeps that order whatever statistics the planner has, so the work grows with the
   * scope's matches, not with the songbook or the instance); the ranges are the scope, so no
   * owner condition follows (the triggers keep each song's range its owner's). PostgreSQL: the GIN
   * index of songs.search, whose words carry their songbook, asked for the scope's songbooks'
   * words, beside the owner condition; the planner chooses between it and the owner's title index.
   */
  private matched(scope: SongScope, terms: string[], category: string | undefined): Q {
    let q: Q;
    const owners = this.owners(scope);
    const known = knownOwners(scope);
    if (terms.length && this.dialect === 'sqlite') {
      const fts = () => this.db.selectFrom(sql`songs_fts`.as('songs_fts')) as unknown as SelectQueryBuilder<DB, never, object>;
      // Each songbook's range of rowids (migration 0022: its key in the high 32 bits); one named songbook's as constants.
      const from =
        known?.length === 1
          ? fts().where(sql<SqlBool>`songs_fts.rowid between ${songbookFirst(known[0])} and ${songbookFirst(known[0]) + 0xffffffffn}`)
          : owners
            ? (this.db.selectFrom(sql`(select ${songbookKey('x')} as lo, ${songbookKey('x')} + ${SONG_ID_MASK} as hi from (${owners}) x)`.as('o')) as unknown as SelectQueryBuilder<DB, never, object>)
                .crossJoin(sql`songs_fts`.as('songs_fts'))
                .where(sql<SqlBool>`songs_fts.rowid between o.lo and o.hi`)
            : fts();
      q = from
        .crossJoin('songs')
        .where(sql<SqlBool>`songs_fts match ${ftsQuery(terms)}`)
        .where(sql<SqlBool>`songs.id = (songs_fts.rowid & ${SONG_ID_MASK})`) as unknown as Q;
    } else {
      q = this.scoped(scope);
      if (terms.length) {
        // Every term as a prefix of a songbook's word ('c12xmar':*), all of them in one of the scope's songbooks.
        const query = known
          ? sql`${known.map((o) => `(${tsQuery(terms.map((t) => ownerToken(o.type, o.id) + t))})`).join(' | ')}::tsquery`
          : sql`(select string_agg('(' || replace(${tsQuery(terms.map((t) => OWNER_MARK + t))}, ${OWNER_MARK}, case when o.owner_type = 'user' then 'u' else 'c' end || o.owner_id || 'x') || ')', ' | ') from (${owners ?? sql`select distinct owner_type, owner_id from songs`}) o)::tsquery`;
        q = q.where(sql<SqlBool>`songs.search @@ ${query}`);
      }
    }
    if (category) q = q.where('songs.category', '=', category);
    return q;
  }

  /**
   * One page in one statement: the ids are ordered and cut first (a narrow sort), then only those
   * rows are read, so thousands of matches are never sorted with their other columns. The page is
   * a CTE read twice (by the history and by the rows), which both engines compute once.
   */
  list(scope: SongScope, opts: SongListOptions): Promise<SongPageRow[]> {
    const direction = opts.order === 'desc' ? 'desc' : 'asc';
    const terms = opts.search ? searchTerms(opts.search) : [];
    const byTitle = opts.sort === 'title';
    // title_sort is already folded and never null, so the owner's title index can serve the default order.
    const order = (h: string) =>
      byTitle
        ? sql`songs.title_sort`
        : opts.sort === 'composer'
          ? sql`coalesce(songs.composer_sort, '')`
          : opts.sort === 'last_sung'
            ? // Never sung sorts as the oldest: first when ascending ("longest unsung"), last when descending.
              sql`coalesce(${sql.ref(`${h}.last_sung`)}, '')`
            : sql`lower(coalesce(${sql.ref(`songs.${opts.sort}`)}, ''))`;
    let matches = this.matched(scope, terms, opts.category);
    if (opts.sort === 'last_sung') {
      // The history of every match (one grouped statement over their setlist items), to order by.
      const ids = this.matched(scope, terms, opts.category).select('songs.id');
      matches = matches.leftJoin(songHistory(this.db, { ...opts.history, songIds: ids }, 'song').as('hs'), 'hs.song_id', 'songs.id') as unknown as Q;
    }
    const page = matches
      .select('songs.id')
      .orderBy(order('hs'), direction)
      .$if(opts.sort === 'last_sung', (q) => q.orderBy(sql`songs.title_sort`))
      // In title order the tie follows the direction, so either direction is the index's order.
      .orderBy('songs.id', byTitle ? direction : 'asc')
      .limit(opts.limit)
      .offset(opts.offset);
    const withPage = this.db.with('page', () => page);
    // Read by name inside the statement that carries the WITH (a builder made from withPage would repeat it).
    const pageIds = (this.db as unknown as Kysely<{ page: { id: number } }>).selectFrom('page').select('page.id');
    // The page's history rides along in the same statement: the page's songs only.
    return this.joined(scope.viewerId, withPage as unknown as Kysely<DB>)
      .select(LIST_COLUMNS)
      .select('communities.name as community_name')
      .leftJoin(songHistory(this.db, { ...opts.history, songIds: pageIds }, 'song').as('h'), 'h.song_id', 'songs.id')
      .select(['h.last_sung', sql<number>`coalesce(h.n_since, 0)`.as('times_sung_12m')])
      .where('songs.id', 'in', pageIds)
      .orderBy(order('h'), direction)
      .$if(opts.sort === 'last_sung', (q) => q.orderBy(sql`songs.title_sort`))
      .orderBy('songs.id', byTitle ? direction : 'asc')
      .execute() as Promise<SongPageRow[]>;
  }

  /**
   * The scope's songbooks as rows (owner_type, owner_id), so that each is read by a seek of its
   * own indexes; null for every song (a global admin's list without an owner).
   */
  private owners(scope: SongScope): RawBuilder<unknown> | null {
    const one = (type: string, id: number) => sql`select cast(${type} as varchar(10)) as owner_type, cast(${id} as integer) as owner_id`;
    const theirs = sql`select 'community' as owner_type, community_id as owner_id from community_users where user_id = ${scope.viewerId}`;
    if (scope.candidatesOf) {
      const id = scope.candidatesOf.communityId;
      return id ? sql`${one('user', scope.viewerId)} union all ${one('community', id)}` : one('user', scope.viewerId);
    }
    if (scope.owner) return one(scope.owner.type, scope.owner.id);
    if (!scope.all) return scope.communityOnly ? theirs : sql`${one('user', scope.viewerId)} union all ${theirs}`;
    return scope.communityOnly ? sql`select 'community' as owner_type, id as owner_id from communities` : null;
  }

  /**
   * Matches, own songs and categories in one statement (the two counts ride along on every
   * category row; no row means an empty scope), computed on every request. The matches are
   * counted up to `countUpTo` + 1 (a lower bound past it; null: all), so a broad word in a large
   * songbook does not read every match. The categories are read by a skip scan of each
   * songbook's (owner, category) index, one seek per category, however many songs it has; the
   * viewer's own songs by its (owner, created_by) index.
   */
  async figures(scope: SongScope, opts: Pick<SongListOptions, 'search' | 'category'>, viewerId: number, countUpTo: number | null): Promise<SongFigures> {
    const terms = opts.search ? searchTerms(opts.search) : [];
    let matches = this.matched(scope, terms, opts.category).select(sql<number>`1`.as('one'));
    if (countUpTo !== null) matches = matches.limit(countUpTo + 1);
    const total = this.db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n'));
    const owners = this.owners(scope);
    let rows: { category: string; total: number | string | null; own: number | string | null }[];
    if (owners) {
      const first = (o: string) => sql`(select min(s.category) from songs s where s.owner_type = ${sql.ref(`${o}.owner_type`)} and s.owner_id = ${sql.ref(`${o}.owner_id`)})`;
      const next = sql`(select min(s.category) from songs s where s.owner_type = c.owner_type and s.owner_id = c.owner_id and s.category > c.category)`;
      const own = sql`(select sum((select count(*) from songs s where s.owner_type = o.owner_type and s.owner_id = o.owner_id and s.created_by = ${viewerId})) from owners o)`;
      rows = (
        await sql<{ category: string; total: number; own: number }>`with recursive owners(owner_type, owner_id) as (${owners}),
          c(owner_type, owner_id, category) as (
            select o.owner_type, o.owner_id, ${first('o')} from owners o
            union all
            select c.owner_type, c.owner_id, ${next} from c where c.category is not null
          )
          select k.category, (${total}) as total, ${own} as own
          from (select distinct c.category from c where c.category is not null order by c.category limit 200) k
          order by k.category`.execute(this.db)
      ).rows;
    } else {
      const own = this.scoped(scope).where('songs.created_by', '=', viewerId).select((eb) => eb.fn.countAll<number>().as('n'));
      const categories = this.scoped(scope).select('songs.category').distinct().orderBy('songs.category').limit(200);
      rows = await this.db.selectFrom(categories.as('c')).select(['c.category', total.as('total'), own.as('own')]).orderBy('c.category').execute();
    }
    const n = Number(rows[0]?.total ?? 0);
    const exact = countUpTo === null || n <= countUpTo;
    return { total: exact ? n : countUpTo, totalExact: exact, own: Number(rows[0]?.own ?? 0), categories: rows.map((r) => r.category) };
  }

  /** Songs with their community joined and what the policy needs about the viewer there; the caller picks the columns. */
  private joined(viewerId: number, from: Kysely<DB> = this.db) {
    return from
      .selectFrom('songs')
      .leftJoin('communities', (j) => j.onRef('communities.id', '=', 'songs.owner_id').on('songs.owner_type', '=', 'community'))
      .leftJoin('community_users as viewer', (j) =>
        j.onRef('viewer.community_id', '=', 'songs.owner_id').on('songs.owner_type', '=', 'community').on('viewer.user_id', '=', viewerId),
      )
      .select(['communities.allow_member_edits as community_allow_member_edits', 'viewer.role as viewer_role']);
  }

  /** Songs with their columns and their community's name (a song's own read). */
  private rows(viewerId: number) {
    return this.joined(viewerId).select([...LIST_COLUMNS, 'songs.lyrics', 'songs.notes']).select('communities.name as community_name');
  }

  /**
   * One owner's songs, narrow (id, title, category) with their history, by title: the statistics
   * page. The history is the one song history query, restricted to the owner's songs.
   */
  historyOfOwner(owner: { type: 'user' | 'community'; id: number }, history: Omit<HistoryFilter, 'songIds'>, limit: number) {
    const ids = this.db.selectFrom('songs').select('songs.id').where('songs.owner_type', '=', owner.type).where('songs.owner_id', '=', owner.id);
    return this.db
      .selectFrom('songs')
      .leftJoin(songHistory(this.db, { ...history, songIds: ids }, 'song').as('h'), 'h.song_id', 'songs.id')
      .select(['songs.id', 'songs.title', 'songs.category', 'h.last_sung', 'h.n_since as times_sung_12m'])
      .where('songs.owner_type', '=', owner.type)
      .where('songs.owner_id', '=', owner.id)
      .orderBy('songs.title_sort')
      .orderBy('songs.id')
      .limit(limit)
      .execute();
  }

  /** Song counts per owner for the collections list. */
  countsByOwner(scope: SongScope) {
    return this.scoped(scope)
      .select(['songs.owner_type', 'songs.owner_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['songs.owner_type', 'songs.owner_id'])
      .execute();
  }

  /** Which of these ids the scope holds (setlist checks). */
  async idsWithin(scope: SongScope, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.scoped(scope).select('songs.id').where('songs.id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }

  /** One song; with `history`, its last_sung and times_sung_12m in the same statement (else null). */
  findById(id: number, viewerId: number, history?: Omit<HistoryFilter, 'songIds'>): Promise<SongRow | undefined> {
    const q = history
      ? this.rows(viewerId)
          .leftJoin(songHistory(this.db, { ...history, songIds: [id] }, 'song').as('h'), 'h.song_id', 'songs.id')
          .select(['h.last_sung', 'h.n_since as times_sung_12m'])
      : this.rows(viewerId).select([sql<null>`null`.as('last_sung'), sql<null>`null`.as('times_sung_12m')]);
    return q.where('songs.id', '=', id).executeTakeFirst() as Promise<SongRow | undefined>;
  }

  /** A new song; the text index follows it (migration 0020). */
  async insert(row: Insertable<SongsTable>): Promise<number> {
    const { id } = await this.db.insertInto('songs').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, patch: Partial<Insertable<SongsTable>>): Promise<void> {
    await this.db.updateTable('songs').set(patch).where('id', '=', id).execute();
  }

  /**
   * Sets a song's part-file columns and returns the stored file they pointed to before, read and
   * written in one transaction (the row locked on PostgreSQL): of two uploads racing for one
   * song, each learns exactly which file it replaced, so no file is left behind on disk.
   * `undefined` when the song is gone (deleted meanwhile).
   */
  async swapPartFile(id: number, patch: Partial<Insertable<SongsTable>>): Promise<string | null | undefined> {
    const previous = await this.db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('songs').select('part_file_stored').where('id', '=', id);
      if (this.dialect === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirst();
      if (!row) return undefined;
      await trx.updateTable('songs').set(patch).where('id', '=', id).execute();
      return row.part_file_stored;
    });
    return previous;
  }

  /** Every song of one owner, in the caller's transaction; returns the stored part files and practice files. */
  async deleteOwned(
    executor: Kysely<DB>,
    ownerType: 'user' | 'community',
    ownerId: number,
  ): Promise<{ files: string[]; practiceFiles: string[]; count: number }> {
    const rows = await executor.selectFrom('songs').select('part_file_stored').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
    const practice = await executor
      .selectFrom('song_practice_files')
      .innerJoin('songs', 'songs.id', 'song_practice_files.song_id')
      .select('song_practice_files.stored')
      .where('songs.owner_type', '=', ownerType)
      .where('songs.owner_id', '=', ownerId)
      .execute();
    await executor.deleteFrom('songs').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
    return { files: rows.flatMap((r) => (r.part_file_stored ? [r.part_file_stored] : [])), practiceFiles: practice.map((r) => r.stored), count: rows.length };
  }

  /** A songbook's songs as an import compares them (title, composer, whether it has sheet music). */
  importIndex(owner: { type: 'user' | 'community'; id: number }) {
    return this.db
      .selectFrom('songs')
      .select(['id', 'title', 'composer', 'part_file_stored'])
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .execute();
  }

  /**
   * An import's writes in one transaction (issue 60): the new songs, a hundred to a statement, and
   * the sheet music for songs that had none. A song that has meanwhile got a file or gone makes the
   * whole import fail (`changed`), so nothing of it is written.
   */
  async importSongs(songs: Insertable<SongsTable>[], attachments: { id: number; patch: Partial<Insertable<SongsTable>> }[], changed: () => Error): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < songs.length; i += IMPORT_CHUNK) await this.insertChunk(trx, songs.slice(i, i + IMPORT_CHUNK));
      for (const { id, patch } of attachments) {
        const result = await trx.updateTable('songs').set(patch).where('id', '=', id).where('part_file_stored', 'is', null).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw changed();
      }
    });
  }

  /** One statement of an import's new songs (its own method, so that a test can fail one halfway). */
  async insertChunk(trx: Kysely<DB>, songs: Insertable<SongsTable>[]): Promise<void> {
    if (songs.length) await trx.insertInto('songs').values(songs).execute();
  }

  /** Every song of a songbook with everything the export writes, by title. */
  exportRows(owner: { type: 'user' | 'community'; id: number }) {
    return this.db
      .selectFrom('songs')
      .select(['id', 'title', 'composer', 'key', 'tempo', 'category', 'notes', 'lyrics', 'chord_notation', 'part_file_name', 'part_file_stored', 'part_file_type'])
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .orderBy('title_sort')
      .orderBy('id')
      .execute();
  }

  /** Deletes a song (its practice files' rows go with it) and returns the practice files it had stored. */
  async delete(id: number): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const practice = await trx.selectFrom('song_practice_files').select('stored').where('song_id', '=', id).execute();
      await trx.deleteFrom('songs').where('id', '=', id).execute();
      return practice.map((r) => r.stored);
    });
  }

  /** A song's practice files: the score or MIDI file first, then the audio tracks in upload order. */
  practiceFiles(songId: number): Promise<PracticeFileRow[]> {
    return this.db
      .selectFrom('song_practice_files')
      .selectAll()
      .where('song_id', '=', songId)
      .orderBy(sql`case when kind = 'audio' then 1 else 0 end`)
      .orderBy('id')
      .execute();
  }

  practiceFile(songId: number, fileId: number): Promise<PracticeFileRow | undefined> {
    return this.db.selectFrom('song_practice_files').selectAll().where('song_id', '=', songId).where('id', '=', fileId).executeTakeFirst();
  }

  /**
   * Adds a practice file in place of the one it replaces (a score or MIDI file replaces the song's
   * score or MIDI file; an audio track the track of the same voice), in one transaction with the
   * song's row locked on PostgreSQL, so two uploads racing for one song each learn which stored
   * files they replaced. Returns those, or `undefined` when the song is gone.
   */
  async addPracticeFile(row: Insertable<SongPracticeFilesTable>): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      let song = trx.selectFrom('songs').select('id').where('id', '=', row.song_id);
      if (this.dialect === 'postgres') song = song.forUpdate();
      if (!(await song.executeTakeFirst())) return undefined;
      let old = trx.selectFrom('song_practice_files').select(['id', 'stored']).where('song_id', '=', row.song_id);
      old = row.kind === 'audio' ? old.where('kind', '=', 'audio').where('voice', '=', row.voice ?? 'all') : old.where('kind', '!=', 'audio');
      const replaced = await old.execute();
      if (replaced.length) await trx.deleteFrom('song_practice_files').where('id', 'in', replaced.map((r) => r.id)).execute();
      await trx.insertInto('song_practice_files').values(row).execute();
      return replaced.map((r) => r.stored);
    });
  }

  async updatePracticeFile(fileId: number, patch: Partial<Pick<SongPracticeFilesTable, 'voice' | 'voice_map'>>): Promise<void> {
    await this.db.updateTable('song_practice_files').set(patch).where('id', '=', fileId).execute();
  }

  /** Deletes one practice file's row; returns its stored name, or null when it was already gone. */
  async deletePracticeFile(songId: number, fileId: number): Promise<string | null> {
    const row = await this.db.deleteFrom('song_practice_files').where('song_id', '=', songId).where('id', '=', fileId).returning('stored').executeTakeFirst();
    return row?.stored ?? null;
  }
}
