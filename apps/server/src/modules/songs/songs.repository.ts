import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import { param, preparedRead } from '../../db/prepared.ts';
import type { DB, SongsTable } from '../../db/schema.ts';
import { songHistory, type HistoryFilter } from '../song-history/song-history.query.ts';

export type SongRow = Selectable<SongsTable> & {
  community_name: string | null;
  /** For a community song: the community's allow_member_edits and the viewer's role there (the policy's inputs). */
  community_allow_member_edits: number | null;
  viewer_role: string | null;
  /** The song history (issue 22): the last past event that held it and the events in the last 12 months. */
  last_sung: string | null;
  times_sung_12m: number | string | null;
};

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
  /**
   * The matches are many (the count reached its cap): on SQLite the page walks the scope's title
   * index and keeps the songs the full-text index matched, stopping at the page's end, instead
   * of reading and sorting every match.
   */
  manyMatches?: boolean;
  /** Which events count for last_sung and times_sung_12m (song-history.query.ts); the list's songs are added. */
  history: Omit<HistoryFilter, 'songIds'>;
}

type Q = SelectQueryBuilder<DB, 'songs', object>;

/** Sort and search key: lower-case with diacritics folded, so "Čast" sorts among the C's. */
export const sortKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Full-text terms: each word becomes a prefix match, all must match. Anything but letters and
 * digits is dropped, so no user input reaches the FTS syntax.
 */
export function searchTerms(search: string): string[] {
  return search
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

export class SongsRepository {
  private readonly db: Kysely<DB>;
  private readonly dialect: Dialect;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.dialect = database.dialect;
  }

  private scoped(scope: SongScope): Q {
    let q = this.db.selectFrom('songs') as unknown as Q;
    if (scope.candidatesOf) {
      const communityId = scope.candidatesOf.communityId;
      q = q.where((eb) => {
        const own = eb.and([eb('songs.owner_type', '=', 'user'), eb('songs.owner_id', '=', scope.viewerId)]);
        return communityId ? eb.or([own, eb.and([eb('songs.owner_type', '=', 'community'), eb('songs.owner_id', '=', communityId)])]) : own;
      });
    } else if (scope.owner) {
      q = q.where('songs.owner_type', '=', scope.owner.type).where('songs.owner_id', '=', scope.owner.id);
    } else if (!scope.all) {
      const mine = this.db.selectFrom('community_users').select('community_id').where('user_id', '=', scope.viewerId);
      q = q.where((eb) =>
        scope.communityOnly
          ? eb.and([eb('songs.owner_type', '=', 'community'), eb('songs.owner_id', 'in', mine)])
          : eb.or([
              eb.and([eb('songs.owner_type', '=', 'user'), eb('songs.owner_id', '=', scope.viewerId)]),
              eb.and([eb('songs.owner_type', '=', 'community'), eb('songs.owner_id', 'in', mine)]),
            ]),
      );
    } else if (scope.communityOnly) {
      q = q.where('songs.owner_type', '=', 'community');
    }
    return q;
  }

  /** The full-text query of a search (FTS5's on SQLite, a tsquery on PostgreSQL); null: no words. */
  private matchText(search: string | undefined): string | null {
    const terms = search ? searchTerms(search) : [];
    if (!terms.length) return null;
    // PostgreSQL: the tsquery's own text (terms already folded as the 'simple' configuration would),
    // so the parameter is a tsquery (`$n::tsquery`, read once), where to_tsquery(…, $n) in a plan
    // made without values is computed again for every row it tests.
    return this.dialect === 'sqlite' ? terms.map((t) => `"${t}"*`).join(' ') : terms.map((t) => `${sortKey(t)}:*`).join(' & ');
  }

  /** `match`: matchText's result (or its slot); `category` likewise. */
  private filtered(scope: SongScope, opts: { match: string | null; category?: string; manyMatches?: boolean }): Q {
    let q = this.scoped(scope);
    const match = opts.match;
    if (match !== null) {
      if (this.dialect === 'sqlite') {
        // Few matches: driven from the full-text index (each match's row read, then sorted). Many:
        // the matches' ids as a list (a Bloom filter) beside the scope's index in page order.
        q = opts.manyMatches
          ? // "+" keeps the planner from driving by id from the list (which it prefers once ANALYZE has run).
            q.where(sql<boolean>`+songs.id in (select rowid from songs_fts where songs_fts match ${match})`)
          : (q.innerJoin(sql<{ id: number }>`(select rowid as id from songs_fts where songs_fts match ${match})`.as('fts'), 'fts.id', 'songs.id') as unknown as Q);
      } else {
        // Many: "is true" is not indexable, so the plan (prepared once for every word) walks the
        // owner's title index and stops at the page's end; few: the GIN index finds the matches.
        q = opts.manyMatches
          ? q.where(sql<boolean>`(songs.search @@ ${match}::tsquery) is true`)
          : q.where(sql<boolean>`songs.search @@ ${match}::tsquery`);
      }
    }
    if (opts.category) q = q.where('songs.category', '=', opts.category);
    return q;
  }

  /**
   * The list and the figures are prepared once per shape (which scope, filters, order, few or many
   * matches) with `param()` slots for the values (db/prepared.ts preparedRead): building and
   * compiling these nested queries with Kysely cost more than running them, and on PostgreSQL
   * planning the song page cost more than executing it. At most a few dozen shapes.
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
   * One page in one statement: the ids are ordered and cut first (a narrow sort), then only those
   * rows are read in full, so lyrics and notes of thousands of matches are never sorted. The page
   * is a CTE read twice (by the history and by the rows), which both engines compute once.
   */
  list(scope: SongScope, opts: SongListOptions): Promise<SongRow[]> {
    const direction = opts.order === 'desc' ? 'desc' : 'asc';
    const match = this.matchText(opts.search);
    const { slots, shape, values } = this.slotted(scope);
    const key = `list ${shape} ${match !== null} ${!!opts.category} ${opts.sort} ${direction} ${!!opts.manyMatches} ${opts.history.allEvents}`;
    return this.shaped<SongRow>(
      key,
      () => {
        // The song history's values are slots too (song-history.query.ts).
        const history = { viewerId: param<number>('historyViewer'), allEvents: opts.history.allEvents, before: param<string>('before'), since: param<string>('since') };
        // title_sort is already folded and never null, so the index can serve the default order.
        const order = (h: string) =>
          opts.sort === 'title'
            ? sql`songs.title_sort`
            : opts.sort === 'composer'
              ? sql`coalesce(songs.composer_sort, '')`
              : opts.sort === 'last_sung'
                ? // Never sung sorts as the oldest: first when ascending ("longest unsung"), last when descending.
                  sql`coalesce(${sql.ref(`${h}.last_sung`)}, '')`
                : sql`lower(coalesce(${sql.ref(`songs.${opts.sort}`)}, ''))`;
        const filter = { match: match === null ? null : param<string>('match'), category: opts.category ? param<string>('category') : undefined, manyMatches: opts.manyMatches };
        let matches = this.filtered(slots, filter);
        if (opts.sort === 'last_sung') {
          // The history of every match (one grouped statement over their setlist items), to order by.
          const ids = this.filtered(slots, filter).select('songs.id');
          matches = matches.leftJoin(songHistory(this.db, { ...history, songIds: ids }, 'song').as('hs'), 'hs.song_id', 'songs.id') as unknown as Q;
        }
        const page = matches
          .select('songs.id')
          .orderBy(order('hs'), direction)
          .$if(opts.sort === 'last_sung', (q) => q.orderBy(sql`songs.title_sort`))
          .orderBy('songs.id')
          .limit(param<number>('limit'))
          .offset(param<number>('offset'));
        const withPage = this.db.with('page', () => page);
        // Read by name inside the statement that carries the WITH (a builder made from withPage would repeat it).
        const pageIds = (this.db as unknown as Kysely<{ page: { id: number } }>).selectFrom('page').select('page.id');
        // The page's history rides along in the same statement: the page's songs only.
        return this.rows(param<number>('viewer'), withPage as unknown as Kysely<DB>)
          .leftJoin(songHistory(this.db, { ...history, songIds: pageIds }, 'song').as('h'), 'h.song_id', 'songs.id')
          .select(['h.last_sung', 'h.n_since as times_sung_12m'])
          .where('songs.id', 'in', pageIds)
          .orderBy(order('h'), direction)
          .$if(opts.sort === 'last_sung', (q) => q.orderBy(sql`songs.title_sort`))
          .orderBy('songs.id');
      },
      { ...values, match, category: opts.category, limit: opts.limit, offset: opts.offset, historyViewer: opts.history.viewerId, before: opts.history.before, since: opts.history.since },
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
    const match = this.matchText(opts.search);
    const { slots, shape, values } = this.slotted(scope);
    const key = `figures ${shape} ${match !== null} ${!!opts.category} ${countUpTo !== null}`;
    const rows = await this.shaped<{ category: string; total: number | null; own: number | null }>(
      key,
      () => {
        const filter = { match: match === null ? null : param<string>('match'), category: opts.category ? param<string>('category') : undefined };
        let matches = this.filtered(slots, filter).select(sql<number>`1`.as('one'));
        if (countUpTo !== null) matches = matches.limit(param<number>('countLimit'));
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
      { ...values, match, category: opts.category, countLimit: countUpTo === null ? null : countUpTo + 1, ownBy: viewerId },
    );
    const n = Number(rows[0]?.total ?? 0);
    const exact = countUpTo === null || n <= countUpTo;
    return { total: exact ? n : countUpTo, totalExact: exact, own: Number(rows[0]?.own ?? 0), categories: rows.map((r) => r.category) };
  }

  /** Songs with their community's name and what the policy needs about the viewer there. */
  private rows(viewerId: number | ReturnType<typeof param<number>>, from: Kysely<DB> = this.db) {
    return from
      .selectFrom('songs')
      .leftJoin('communities', (j) => j.onRef('communities.id', '=', 'songs.owner_id').on('songs.owner_type', '=', 'community'))
      .leftJoin('community_users as viewer', (j) =>
        j.onRef('viewer.community_id', '=', 'songs.owner_id').on('songs.owner_type', '=', 'community').on('viewer.user_id', '=', viewerId),
      )
      .selectAll('songs')
      .select(['communities.name as community_name', 'communities.allow_member_edits as community_allow_member_edits', 'viewer.role as viewer_role']);
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
