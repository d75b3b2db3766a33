import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import { idList, inIdList, literal, param, preparedRead } from '../../db/prepared.ts';
import type { DB, SongPrefixesTable, SongsTable } from '../../db/schema.ts';
import { jsonBool, jsonObject } from '../../db/json.ts';
import { songHistory, type HistoryFilter } from '../song-history/song-history.query.ts';
import { insertPrefixes, replacePrefixes, searchTerms } from './song-prefixes.ts';

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
 * A list page's song: the API's list item (contracts ZSongListItem) but the viewer's part, as JSON
 * text the database writes (db/json.ts), its history, and what the policy needs for its verdict.
 */
export type SongPageRow = SongAccessRow & { item: string } & Pick<SongRow, 'id' | 'last_sung' | 'times_sung_12m'>;
/** The song history of a list page's songs, by song id (SongsRepository.historyOf). */
export type PageHistory = Map<number, Pick<SongRow, 'last_sung' | 'times_sung_12m'>>;
/** What the policy needs of a song read for its viewer (songs.service.ts access). */
export type SongAccessRow = Pick<SongRow, 'owner_type' | 'owner_id' | 'community_allow_member_edits' | 'viewer_role'>;

/**
 * ZSongListItem's fields in SQL but the viewer's: the song history (read beside it) and can_edit
 * (the policy's), added by the service. What is left is the same for every member who may see
 * the song (a community's songbook page is shared by its members, songs.service.ts). The lyrics
 * and notes are most of a song's bytes and stay out.
 */
function listItemJson(dialect: Dialect) {
  const c = (column: string) => sql.ref(column);
  return jsonObject(dialect, {
    id: c('songs.id'),
    title: c('songs.title'),
    composer: c('songs.composer'),
    key: c('songs.key'),
    tempo: c('songs.tempo'),
    category: c('songs.category'),
    owner_type: c('songs.owner_type'),
    owner_id: c('songs.owner_id'),
    community_id: sql`case when songs.owner_type = 'community' then songs.owner_id end`,
    community_name: c('communities.name'),
    has_part_file: jsonBool(dialect, sql`songs.part_file_stored is not null`),
    part_file_name: c('songs.part_file_name'),
    part_file_type: c('songs.part_file_type'),
    part_file_size: c('songs.part_file_size'),
    part_file_uploaded_at: c('songs.part_file_uploaded_at'),
    created_by: c('songs.created_by'),
    created_at: c('songs.created_at'),
    updated_at: c('songs.updated_at'),
  });
}

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
/** A search: the index `sp` (song_prefixes), with `songs` joined when the query needs the songs' columns. */
type S = SelectQueryBuilder<DB & { sp: SongPrefixesTable }, 'sp' | 'songs', object>;

/** A global admin's list of every song: no owner condition at all. */
const everySong = (scope: SongScope) => scope.all && !scope.owner && !scope.candidatesOf && !scope.communityOnly;

export class SongsRepository {
  private readonly db: Kysely<DB>;
  private readonly dialect: Dialect;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.dialect = database.dialect;
  }

  /** The scope as a condition on a table's owner columns: the songs, or the search index `sp`. */
  private inScope(scope: SongScope, t: 'songs' | 'sp') {
    const type = sql.ref<string>(`${t}.owner_type`);
    const id = sql.ref<number>(`${t}.owner_id`);
    return (eb: ExpressionBuilder<DB, 'songs'>): Expression<SqlBool> => {
      const owner = (ownerType: string, ownerId: number) => eb.and([eb(type, '=', ownerType), eb(id, '=', ownerId)]);
      if (scope.candidatesOf) {
        const communityId = scope.candidatesOf.communityId;
        const own = owner('user', scope.viewerId);
        return communityId ? eb.or([own, owner('community', communityId)]) : own;
      }
      if (scope.owner) return owner(scope.owner.type, scope.owner.id);
      if (!scope.all) {
        const mine = this.db.selectFrom('community_users').select('community_id').where('user_id', '=', scope.viewerId);
        const theirs = eb.and([eb(type, '=', 'community'), eb(id, 'in', mine)]);
        return scope.communityOnly ? theirs : eb.or([owner('user', scope.viewerId), theirs]);
      }
      return eb(type, '=', 'community');
    };
  }

  /** Every song of the scope; a global admin's whole songbook without a condition. */
  private scoped(scope: SongScope): Q {
    const q = this.db.selectFrom('songs') as unknown as Q;
    return everySong(scope) ? q : q.where(this.inScope(scope, 'songs'));
  }

  /**
   * A search's matches, read from the index: the first term's prefix within the scope (for one
   * owner already in title order), each further term a lookup of the same entry under its own
   * prefix. `withSongs` joins the songs' rows (for a category or another order); without it only
   * the index is read. The terms are values or their slots.
   */
  private searched(scope: SongScope, terms: string[], withSongs: boolean): S {
    let q = this.db.selectFrom('song_prefixes as sp') as unknown as S;
    if (!everySong(scope)) q = q.where(this.inScope(scope, 'sp') as never);
    q = q.where('sp.prefix', '=', terms[0]);
    terms.slice(1).forEach((term, i) => {
      const t = (column: string) => sql.ref(`sp${i + 2}.${column}`);
      q = q.where(
        sql<SqlBool>`exists (select 1 from song_prefixes ${sql.table(`sp${i + 2}`)} where ${t('prefix')} = ${term} and ${t('owner_type')} = sp.owner_type and ${t('owner_id')} = sp.owner_id and ${t('title_sort')} = sp.title_sort and ${t('song_id')} = sp.song_id)`,
      );
    });
    return withSongs ? q.innerJoin('songs', 'songs.id', 'sp.song_id') : q;
  }

  /**
   * The list and the figures are prepared once per shape (which scope, how many search words, a
   * category or not, the order) with `param()` slots for the values (db/prepared.ts
   * preparedRead): building and compiling these nested queries with Kysely cost more than running
   * them, and on PostgreSQL planning the song page cost more than executing it. The app asks a
   * few dozen shapes; every combination together is a few hundred.
   */
  private readonly shapes = new Map<string, (args: Record<string, unknown>) => Promise<unknown[]>>();

  private shaped<Row>(key: string, build: () => Parameters<typeof preparedRead>[1] extends (db: never) => infer Q ? Q : never, args: Record<string, unknown>): Promise<Row[]> {
    let run = this.shapes.get(key);
    if (!run) {
      run = preparedRead(this.database, build);
      this.shapes.set(key, run);
    }
    return run(args) as Promise<Row[]>;
  }

  /** The scope with slots for its values, its shape, and the values. */
  private slotted(scope: SongScope) {
    const slots: SongScope = {
      viewerId: param<number>('viewer'),
      all: scope.all,
      communityOnly: scope.communityOnly,
      owner: scope.owner && { type: param<'user' | 'community'>('ownerType'), id: param<number>('ownerId') },
      candidatesOf: scope.candidatesOf && { communityId: scope.candidatesOf.communityId ? param<number>('candidates') : null },
    };
    const shape = [scope.all, !!scope.owner, !!scope.communityOnly, scope.candidatesOf ? (scope.candidatesOf.communityId ? 2 : 1) : 0].map(Number).join('');
    const values = { viewer: scope.viewerId, ownerType: scope.owner?.type, ownerId: scope.owner?.id, candidates: scope.candidatesOf?.communityId ?? null };
    return { slots, shape, values };
  }

  /**
   * The matches of a search or the scope's songs, narrowed to a category: `terms` and `category`
   * are slots. A search in title order without a category reads nothing but the index.
   */
  private matched(scope: SongScope, terms: string[], category: string | undefined, rows: boolean): Q {
    let q = terms.length ? (this.searched(scope, terms, rows || !!category) as unknown as Q) : this.scoped(scope);
    if (category) q = q.where('songs.category', '=', category);
    return q;
  }

  /** A search's terms as values (`term0`…) and as slots. */
  private termsOf(search: string | undefined) {
    const terms = search ? searchTerms(search) : [];
    return { terms, slots: terms.map((_, i) => param<string>(`term${i}`)), values: Object.fromEntries(terms.map((t, i) => [`term${i}`, t])) };
  }

  /**
   * One page in one statement: the ids are ordered and cut first (a narrow sort), then only those
   * rows are read in full, so lyrics and notes of thousands of matches are never sorted. The page
   * is a CTE read twice (by the history and by the rows), which both engines compute once. A
   * search in title order walks the index in its order and stops at the page's end.
   */
  list(scope: SongScope, opts: SongListOptions): Promise<SongPageRow[]> {
    const direction = opts.order === 'desc' ? 'desc' : 'asc';
    const search = this.termsOf(opts.search);
    const { slots, shape, values } = this.slotted(scope);
    const key = `list ${shape} ${search.terms.length} ${!!opts.category} ${opts.sort} ${direction} ${opts.history.allEvents}`;
    return this.shaped<SongPageRow>(
      key,
      () => {
        // The song history's values are slots too (song-history.query.ts).
        const history = { viewerId: param<number>('historyViewer'), allEvents: opts.history.allEvents, before: param<string>('before'), since: param<string>('since') };
        const byTitle = opts.sort === 'title';
        // Title and last sung need no column of the songs: a search orders them by the index's own
        // columns (the same values as the songs'), in title order walking it in its order.
        const fromIndex = search.terms.length > 0 && (byTitle || opts.sort === 'last_sung');
        const t = fromIndex ? { title: 'sp.title_sort', id: 'sp.song_id' } : { title: 'songs.title_sort', id: 'songs.id' };
        // title_sort is already folded and never null, so the index can serve the default order.
        const order = (h: string) =>
          byTitle
            ? sql.ref(t.title)
            : opts.sort === 'composer'
              ? sql`coalesce(songs.composer_sort, '')`
              : opts.sort === 'last_sung'
                ? // Never sung sorts as the oldest: first when ascending ("longest unsung"), last when descending.
                  sql`coalesce(${sql.ref(`${h}.last_sung`)}, '')`
                : sql`lower(coalesce(${sql.ref(`songs.${opts.sort}`)}, ''))`;
        const category = opts.category ? param<string>('category') : undefined;
        let matches = this.matched(slots, search.slots, category, !fromIndex);
        if (opts.sort === 'last_sung') {
          // The history of every match (one grouped statement over their setlist items), to order by.
          const ids = this.matched(slots, search.slots, category, !fromIndex).select(sql.ref<number>(t.id).as('id'));
          matches = matches.leftJoin(songHistory(this.db, { ...history, songIds: ids }, 'song').as('hs'), 'hs.song_id', t.id as never) as unknown as Q;
        }
        const page = matches
          .select(sql.ref<number>(t.id).as('id'))
          .orderBy(order('hs'), direction)
          .$if(opts.sort === 'last_sung', (q) => q.orderBy(sql.ref(t.title)))
          // In title order the tie follows the direction, so either direction is the index's order.
          .orderBy(sql.ref(t.id), byTitle ? direction : 'asc')
          .limit(literal('limit'))
          .offset(param<number>('offset'));
        const withPage = this.db.with('page', () => page);
        // Read by name inside the statement that carries the WITH (a builder made from withPage would repeat it).
        const pageIds = (this.db as unknown as Kysely<{ page: { id: number } }>).selectFrom('page').select('page.id');
        // The page's history rides along in the same statement: the page's songs only.
        return this.joined(param<number>('viewer'), withPage as unknown as Kysely<DB>)
          .select(['songs.id', 'songs.owner_type', 'songs.owner_id'])
          .leftJoin(songHistory(this.db, { ...history, songIds: pageIds }, 'song').as('h'), 'h.song_id', 'songs.id')
          .select([listItemJson(this.dialect).as('item'), 'h.last_sung', sql<number>`coalesce(h.n_since, 0)`.as('times_sung_12m')])
          .where('songs.id', 'in', pageIds)
          .orderBy(byTitle ? sql`songs.title_sort` : order('h'), direction)
          .$if(opts.sort === 'last_sung', (q) => q.orderBy(sql`songs.title_sort`))
          .orderBy('songs.id', byTitle ? direction : 'asc');
      },
      { ...values, ...search.values, category: opts.category, limit: opts.limit, offset: opts.offset, historyViewer: opts.history.viewerId, before: opts.history.before, since: opts.history.since },
    );
  }

  /**
   * Matches, own songs and categories in one statement (the two counts ride along on every
   * category row; no row means an empty scope), computed on every request: nothing is kept in
   * the process, so a write on any app instance shows at once (issue 20). The matches are
   * counted up to `countUpTo` + 1 (a lower bound past it; null: all), so a broad word in a large songbook
   * does not read every match; one owner's categories are read by a skip scan of its
   * (owner, category) index, one seek per category, however many songs it has.
   */
  async figures(scope: SongScope, opts: Pick<SongListOptions, 'search' | 'category'>, viewerId: number, countUpTo: number | null): Promise<SongFigures> {
    const search = this.termsOf(opts.search);
    const { slots, shape, values } = this.slotted(scope);
    const key = `figures ${shape} ${search.terms.length} ${!!opts.category} ${countUpTo !== null}`;
    const rows = await this.shaped<{ category: string; total: number | null; own: number | null }>(
      key,
      () => {
        let matches = this.matched(slots, search.slots, opts.category ? param<string>('category') : undefined, false).select(sql<number>`1`.as('one'));
        if (countUpTo !== null) matches = matches.limit(literal('countLimit'));
        const total = this.db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n'));
        const own = this.scoped(slots).where('songs.created_by', '=', param<number>('ownBy')).select((eb) => eb.fn.countAll<number>().as('n'));
        if (slots.owner) {
          const { type, id } = slots.owner;
          const next = (after: ReturnType<typeof sql>) =>
            sql`(select min(s.category) from songs s where s.owner_type = ${type} and s.owner_id = ${id} and s.category > ${after})`;
          return sql<{ category: string; total: number; own: number }>`with recursive c(category) as (
              select min(s.category) from songs s where s.owner_type = ${type} and s.owner_id = ${id}
              union all
              select ${next(sql.ref('c.category'))} from c where c.category is not null
            )
            select c.category, (${total}) as total, (${own}) as own from c where c.category is not null order by c.category limit 200`.compile(this.db);
        }
        const categories = this.scoped(slots).select('songs.category').distinct().orderBy('songs.category').limit(200);
        return this.db.selectFrom(categories.as('c')).select(['c.category', total.as('total'), own.as('own')]).orderBy('c.category');
      },
      { ...values, ...search.values, category: opts.category, countLimit: countUpTo === null ? null : countUpTo + 1, ownBy: viewerId },
    );
    const n = Number(rows[0]?.total ?? 0);
    const exact = countUpTo === null || n <= countUpTo;
    return { total: exact ? n : countUpTo, totalExact: exact, own: Number(rows[0]?.own ?? 0), categories: rows.map((r) => r.category) };
  }

  /**
   * What a shared songbook page adds for its viewer (songs.service.ts): the viewer's own songs in
   * the community's songbook, by its (owner, created_by) index.
   */
  async ownCount(communityId: number, viewerId: number): Promise<number> {
    const rows = await this.shaped<{ n: number }>(
      'own',
      () => this.scoped(this.slotted({ viewerId: 0, all: false, owner: { type: 'community', id: 0 } }).slots).where('songs.created_by', '=', param<number>('ownBy')).select((eb) => eb.fn.countAll<number>().as('n')),
      { ownerType: 'community', ownerId: communityId, ownBy: viewerId },
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The song history of these songs (a shared songbook page's, songs.service.ts), one statement by the setlist items' song index. */
  async historyOf(songIds: number[], history: Omit<HistoryFilter, 'songIds'>): Promise<PageHistory> {
    const rows = await this.shaped<{ song_id: number; last_sung: string; n_since: number }>(
      `history ${history.allEvents}`,
      () =>
        songHistory(this.db, { viewerId: param<number>('viewer'), allEvents: history.allEvents, before: param<string>('before'), since: param<string>('since') }, 'song').where(
          inIdList(this.dialect, 'ss.song_id', 'ids'),
        ),
      { ids: idList(this.dialect, songIds), viewer: history.viewerId, before: history.before, since: history.since },
    );
    return new Map(rows.map((r) => [Number(r.song_id), { last_sung: r.last_sung, times_sung_12m: Number(r.n_since) }]));
  }

  /** Songs with their community joined and what the policy needs about the viewer there; the caller picks the columns. */
  private joined(viewerId: number | ReturnType<typeof param<number>>, from: Kysely<DB> = this.db) {
    return from
      .selectFrom('songs')
      .leftJoin('communities', (j) => j.onRef('communities.id', '=', 'songs.owner_id').on('songs.owner_type', '=', 'community'))
      .leftJoin('community_users as viewer', (j) =>
        j.onRef('viewer.community_id', '=', 'songs.owner_id').on('songs.owner_type', '=', 'community').on('viewer.user_id', '=', viewerId),
      )
      .select(['communities.allow_member_edits as community_allow_member_edits', 'viewer.role as viewer_role']);
  }

  /** Songs with every column and their community's name (a song's own read; a list page's item has the name inside). */
  private rows(viewerId: number) {
    return this.joined(viewerId).selectAll('songs').select('communities.name as community_name');
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

  /** A song with its search index rows, in one transaction. */
  insert(row: Insertable<SongsTable>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('songs').values(row).returning('id').executeTakeFirstOrThrow();
      await insertPrefixes(trx, [{ ...row, composer: row.composer ?? null, id }]);
      return id;
    });
  }

  /** A change of title, composer or owner rewrites the song's search index rows in the same transaction. */
  async update(id: number, patch: Partial<Insertable<SongsTable>>): Promise<void> {
    const indexed = (['title', 'composer', 'title_sort', 'owner_type', 'owner_id'] as const).some((k) => k in patch);
    if (!indexed) {
      await this.db.updateTable('songs').set(patch).where('id', '=', id).execute();
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('songs').set(patch).where('id', '=', id).execute();
      await replacePrefixes(trx, id);
    });
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

  /** Every song of one owner, in the caller's transaction; returns the stored part files. */
  async deleteOwned(executor: Kysely<DB>, ownerType: 'user' | 'community', ownerId: number): Promise<{ files: string[]; count: number }> {
    const rows = await executor.selectFrom('songs').select('part_file_stored').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
    await executor.deleteFrom('songs').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
    return { files: rows.flatMap((r) => (r.part_file_stored ? [r.part_file_stored] : [])), count: rows.length };
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('songs').where('id', '=', id).execute();
  }
}
