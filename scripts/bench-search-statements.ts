// The song search's statements alone (docs/performance.md, "How cost grows"): the two statements
// of GET /api/songs?search=… (the figures and the page, SongsRepository.figures and .list) as the
// repository builds them for one member, each prepared once and run many times straight through
// better-sqlite3 or pg, with no HTTP, Kysely or mapping around them. Prints the median time of
// both statements together per query (SQLite: the process's CPU time; PostgreSQL: the server's
// planning + execution time from EXPLAIN ANALYZE).
//
//   npx tsx scripts/bench-search-statements.ts DATA_DIR_OR_POSTGRES_URL [member] [rounds]
//
// The database is one `seed-demo` made, e.g. `seed-demo --songs 100000 --groups 10`; the member
// (default pevec010) is one of the first group's.
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import path from 'node:path';
import type { Database } from '../apps/server/src/db/database.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { SongsRepository, type SongScope } from '../apps/server/src/modules/songs/songs.repository.ts';

const [target, member = 'pevec010', roundsArg = '200'] = process.argv.slice(2);
if (!target) throw new Error('usage: bench-search-statements.ts DATA_DIR|postgres://… [member] [rounds]');
const rounds = Number(roundsArg);
const isPg = target.startsWith('postgres');

const sqlite = isPg ? null : new SQLite(path.join(target, 'app.db'), { readonly: true });
sqlite?.function('fold_case', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v));
const pool = isPg ? new pg.Pool({ connectionString: target, max: 1, options: '-c jit=off -c random_page_cost=1.1' }) : null;

/** The statements a repository call runs, captured (not run) by a Kysely whose driver answers nothing. */
let captured: CompiledQuery[] = [];
const capture = new Kysely<DB>({
  dialect: isPg ? new PostgresDialect({ pool: pool! }) : new SqliteDialect({ database: sqlite! }),
  log: (e) => {
    if (e.level === 'query') captured.push(e.query);
  },
});
const database = { db: capture, dialect: isPg ? 'postgres' : 'sqlite', sqlite, pool, statements: null, close: async () => {} } as Database;
const repo = new SongsRepository(database);

const user = isPg
  ? (await pool!.query<{ id: number; community_id: number }>('select id, community_id from users where username = $1', [member])).rows[0]
  : (sqlite!.prepare('select id, community_id from users where username = ?').get(member) as { id: number; community_id: number });
const today = new Date().toISOString().slice(0, 10);
const history = { viewerId: user.id, allEvents: false, before: today, since: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}` };

async function statements(scope: SongScope, search: string): Promise<CompiledQuery[]> {
  captured = [];
  await repo.figures(scope, { search }, user.id, 500);
  await repo.list(scope, { search, sort: 'title', order: 'asc', limit: 50, offset: 0, history });
  return captured;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(qs: CompiledQuery[]): Promise<{ us: number; rows: number }> {
  const samples: number[] = [];
  let rows = 0;
  if (sqlite) {
    const prepared = qs.map((q) => [sqlite.prepare(q.sql), q.parameters] as const);
    for (let i = 0; i < rounds + 10; i++) {
      const t = process.cpuUsage();
      rows = 0;
      for (const [s, p] of prepared) rows += s.all(...(p as unknown[])).length;
      const d = process.cpuUsage(t);
      if (i >= 10) samples.push(d.user + d.system);
    }
  } else {
    for (let i = 0; i < rounds + 5; i++) {
      let us = 0;
      rows = 0;
      for (const q of qs) {
        const plan = (await pool!.query({ text: `explain (analyze, timing off, format json) ${q.sql}`, values: q.parameters as unknown[] })).rows[0]['QUERY PLAN'][0];
        us += (plan['Planning Time'] + plan['Execution Time']) * 1000;
        rows += plan.Plan['Actual Rows'];
      }
      if (i >= 5) samples.push(us);
    }
  }
  return { us: median(samples), rows };
}

const searches = ['m', 'sve', 'marija ang', 'zivljenje', 'qqq'];
// SEARCH_PLANS=word: print each statement of that search with its plan instead (EXPLAIN ANALYZE / QUERY PLAN).
const plansOf = process.env.SEARCH_PLANS;
const scopes: [string, SongScope][] = [
  ['community_id', { viewerId: user.id, all: false, owner: { type: 'community', id: user.community_id } }],
  ['all they see', { viewerId: user.id, all: false }],
];
const songs = isPg ? (await pool!.query('select count(*)::int n from songs')).rows[0].n : (sqlite!.prepare('select count(*) n from songs').get() as { n: number }).n;
console.log(`${isPg ? 'PostgreSQL' : 'SQLite'}, ${songs} songs, member ${member}, median of ${rounds}`);
console.log('| scope | search | µs (figures + page) | rows |');
console.log('|---|---|---:|---:|');
for (const [label, scope] of scopes) {
  if (plansOf) {
    for (const q of await statements(scope, plansOf)) {
      const plan = sqlite
        ? (sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail)
        : (await pool!.query({ text: `explain (analyze, buffers) ${q.sql}`, values: q.parameters as unknown[] })).rows.map((r) => r['QUERY PLAN']);
      console.log(`\n${label}: ${q.sql}\n${JSON.stringify(q.parameters)}\n${plan.join('\n')}`);
    }
    continue;
  }
  for (const search of searches) {
    const r = await time(await statements(scope, search));
    console.log(`| ${label} | ${search} | ${Math.round(r.us)} | ${r.rows} |`);
  }
}
await pool?.end();
