import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { committedBetween, RememberedReads } from '../../src/db/remembered.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const dir = mkdtempSync(path.join(os.tmpdir(), 'zb-mark-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Database.writeMark (SQLite): moves with every write, by this connection or another', () => {
  const url = `sqlite:${path.join(dir, 'app.db')}`;
  const here = openDatabase(url);
  const there = openDatabase(url);
  afterAll(async () => {
    await here.close();
    await there.close();
  });

  it('moves at once with a write on this connection, and stays while nothing is written', async () => {
    await sql`create table t (id integer primary key, v text)`.execute(here.db);
    const before = here.writeMark();
    expect(before).not.toBeNull();
    await sql`select * from t`.execute(here.db);
    expect(here.writeMark()).toBe(before);
    await sql`insert into t (v) values ('a')`.execute(here.db);
    expect(here.writeMark()).not.toBe(before);
  });

  it("moves with another connection's commit from the event loop's next turn on (a request reaches an instance through I/O)", async () => {
    await nextTurn();
    const before = here.writeMark();
    await sql`insert into t (v) values ('b')`.execute(there.db);
    await nextTurn();
    expect(here.writeMark()).not.toBe(before);
  });

  it('is null while a transaction is open on this connection (its reads see rows that may yet be undone)', async () => {
    await here.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t (v) values ('c')`.execute(trx);
        expect(here.writeMark()).toBeNull();
        throw new Error('undone');
      })
      .catch(() => {});
    expect(here.writeMark()).not.toBeNull();
  });
});

describe('RememberedReads: what was read, until the mark moves', () => {
  const fake = (marks: (string | null)[]) => {
    let i = 0;
    return { writeMark: () => marks[Math.min(i++, marks.length - 1)] } as unknown as Database;
  };

  it('answers what was read at the current mark, and forgets everything when it moves', () => {
    const memory = new RememberedReads(fake(['1', '1', '2']), true);
    const sessions = memory.kind<string, { user_id: number }>('users');
    const mark = memory.now();
    sessions.set(mark, 'x', { user_id: 7 }, 7);
    expect(memory.now()).toBe('1');
    expect(sessions.get('x')).toEqual({ user_id: 7 });
    expect(memory.now()).toBe('2');
    expect(sessions.get('x')).toBeUndefined();
  });

  it('drops a value read at a mark that has moved since (a read an await separated from its filing)', () => {
    const memory = new RememberedReads(fake(['1', '2']), true);
    const sessions = memory.kind<string, { user_id: number }>('users');
    const mark = memory.now();
    memory.now();
    sessions.set(mark, 'x', { user_id: 7 }, 7);
    expect(sessions.get('x')).toBeUndefined();
  });

  it('remembers nothing with no mark (PostgreSQL, a transaction open) or when off', () => {
    const none = new RememberedReads(fake([null]), true);
    const noneKind = none.kind<string, number>('users');
    noneKind.set(none.now(), 'k', 1, 1);
    expect(noneKind.get('k')).toBeUndefined();
    const off = new RememberedReads(fake(['1']), false);
    const offKind = off.kind<string, number>('users');
    expect(off.now()).toBeNull();
    offKind.set('1', 'k', 1, 1);
    expect(offKind.get('k')).toBeUndefined();
  });

  it('keeps each kind apart: the same key in two kinds is two values', () => {
    const memory = new RememberedReads(fake(['1']), true);
    const events = memory.kind<number, string>('events');
    const counts = memory.kind<number, string>('users');
    const mark = memory.now();
    events.set(mark, 5, 'event five', 5);
    counts.set(mark, 5, 'user five', 5);
    expect([events.get(5), counts.get(5)]).toEqual(['event five', 'user five']);
  });

  it('holds at most its bound, of every kind together: past it, everything is forgotten and remembering starts over', () => {
    const memory = new RememberedReads(fake(['1']), true, 2);
    const users = memory.kind<string, string>('users');
    const events = memory.kind<number, string>('events');
    const mark = memory.now();
    users.set(mark, 'a', 'a', 1);
    events.set(mark, 2, 'b', 2);
    users.set(mark, 'c', 'c', 1);
    expect([users.get('a'), events.get(2), users.get('c')]).toEqual([undefined, undefined, 'c']);
  });
});

describe('RememberedReads.writeWithin (SQLite): a write forgets only what it reaches, unless it moved the world', () => {
  const database = openDatabase(`sqlite:${path.join(dir, 'reach.db')}`);
  const other = openDatabase(`sqlite:${path.join(dir, 'reach.db')}`);
  const sqlite = database.sqlite!;
  afterAll(async () => {
    await database.close();
    await other.close();
  });
  sqlite.exec(`create table answer_versions (scope text, id integer, n integer, primary key (scope, id));
    insert into answer_versions values ('world', 0, 0);
    create table statuses (user_id integer primary key, status text);
    create table songs (id integer primary key, title text);
    create trigger songs_world after insert on songs begin update answer_versions set n = n + 1 where scope = 'world' and id = 0; end;
    insert into statuses values (1, 'pending'), (2, 'pending');`);
  /**
   * A memory of three kinds, as the sessions' read has, holding values for users 1 and 2 and events
   * 5 and 6, read at the current mark; `held()` names those still held at the mark then.
   */
  const filled = () => {
    const memory = new RememberedReads(database, true);
    const sessions = memory.kind<string, string>('users');
    const roles = memory.kind<string, string>('users');
    const events = memory.kind<number, string>('events');
    const mark = memory.now();
    sessions.set(mark, 'a', 'one', 1);
    roles.set(mark, '1 3', 'member', 1);
    sessions.set(mark, 'b', 'two', 2);
    events.set(mark, 5, 'five', 5);
    events.set(mark, 6, 'six', 6);
    const held = () => {
      memory.now();
      const values = { 'session a': sessions.get('a'), 'role 1 3': roles.get('1 3'), 'session b': sessions.get('b'), 'event 5': events.get(5), 'event 6': events.get(6) };
      return Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [name]));
    };
    return { memory, held };
  };
  const setStatus = (user: number) => (db: typeof sqlite) => db.prepare('update statuses set status = ? where user_id = ?').run('confirmed', user);

  it("forgets its users' and events' values and keeps the rest, past the write's mark", async () => {
    await nextTurn();
    const { memory, held } = filled();
    expect(memory.writeWithin({ users: [1], events: [5] }, setStatus(1))).toBe(true);
    expect(sqlite.prepare('select status from statuses where user_id = 1').pluck().get()).toBe('confirmed');
    expect(held()).toEqual(['session b', 'event 6']);
  });

  it('forgets everything when the write moved the world (a row the versions do not cover)', async () => {
    await nextTurn();
    const { memory, held } = filled();
    expect(memory.writeWithin({ users: [1] }, (db) => db.prepare("insert into songs (title) values ('Marija')").run())).toBe(true);
    expect(held()).toEqual([]);
  });

  it('forgets everything when the mark had moved before it (another write of this connection)', async () => {
    await nextTurn();
    const { memory, held } = filled();
    sqlite.prepare('update statuses set status = ? where user_id = 2').run('declined');
    memory.writeWithin({ users: [1] }, setStatus(1));
    expect(held()).toEqual([]);
  });

  it("forgets everything at the next turn after another connection's commit, as before", async () => {
    await nextTurn();
    const { memory, held } = filled();
    memory.writeWithin({ users: [1] }, setStatus(1));
    other.sqlite!.prepare('update statuses set status = ? where user_id = 2').run('maybe');
    await nextTurn();
    expect(held()).toEqual([]);
  });

  it('keeps no value read before the write and filed after it (a read an await separated from its filing)', async () => {
    await nextTurn();
    const memory = new RememberedReads(database, true);
    const sessions = memory.kind<string, string>('users');
    const mark = memory.now();
    memory.writeWithin({ users: [1] }, setStatus(1));
    sessions.set(mark, 'b', 'two', 2);
    expect(sessions.get('b')).toBeUndefined();
  });

  it('does not write, and says so, inside a transaction, when off, or on PostgreSQL: the caller writes the usual way', async () => {
    const write = vi.fn();
    sqlite.exec('begin');
    expect(filled().memory.writeWithin({ users: [1] }, write)).toBe(false);
    sqlite.exec('rollback');
    expect(new RememberedReads(database, false).writeWithin({ users: [1] }, write)).toBe(false);
    expect(new RememberedReads({ sqlite: null, writeMark: () => null } as unknown as Database, true).writeWithin({ users: [1] }, write)).toBe(false);
    expect(write).not.toHaveBeenCalled();
  });
});

describe('committedBetween: the transactions a later PostgreSQL snapshot sees ended', () => {
  const mark = (xmin: number, xmax: number, running: number[] = []) => ({ xmin, xmax, running: new Set(running) });

  it('names the ids given since and those running before, once ended', () => {
    expect(committedBetween(mark(10, 10), mark(10, 10))).toEqual([]);
    expect(committedBetween(mark(10, 10), mark(13, 13))).toEqual([10, 11, 12]);
    expect(committedBetween(mark(8, 10, [8, 9]), mark(9, 12, [9, 11]))).toEqual([8, 10]);
  });

  it('is null for an older snapshot, one taken beside it, or too many ids between', () => {
    expect(committedBetween(mark(13, 13), mark(10, 10))).toBeNull();
    // b still sees 9 running, which a saw ended: b is not later than a.
    expect(committedBetween(mark(10, 12), mark(9, 12, [9]))).toBeNull();
    expect(committedBetween(mark(10, 10), mark(10, 2000))).toBeNull();
  });
});

describe('RememberedReads on PostgreSQL: used once a statement sent after the request found the database at their mark, or past only its own writes', () => {
  /** A read pool whose snapshot is `state.snapshot`; counts the statements asking for it. */
  const postgres = (state: { snapshot: string; asked: number }) =>
    ({
      sqlite: null,
      writeMark: () => null,
      readPool: {
        query: async (q: { text: string }) => {
          expect(q.text).toContain('pg_current_snapshot()');
          state.asked += 1;
          return { rows: [{ mark: state.snapshot }] };
        },
      },
    }) as unknown as Database;
  /** This instance's write as transaction `xid`: a pool's answer, given when `done` is called. */
  const write = (xid: number, movedWorld = false) => {
    let done!: () => void;
    const result = new Promise<{ rows: { xid: string; moved_world: boolean }[] }>((resolve) => (done = () => resolve({ rows: [{ xid: String(xid), moved_world: movedWorld }] })));
    return { result, done };
  };

  it('files a read under the mark its statement ran with, and uses it only after asking: one statement for the calls of a turn', async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    expect(memory.now()).toBeNull();
    sessions.set(memory.readAt(memory.now(), '10:10:'), 'x', 'row', 1);
    const mark = memory.now();
    expect(mark).toBe('10:10:');
    const confirms = [0, 1, 2].map(() => memory.confirmed(mark, () => sessions.get('x')));
    expect(confirms.every((c) => c instanceof Promise)).toBe(true);
    expect(await Promise.all(confirms)).toEqual(['row', 'row', 'row']);
    expect(state.asked).toBe(1);
  });

  it('asks nothing when nothing is held', () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    sessions.set(memory.readAt(null, '10:10:'), 'x', 'row', 1);
    expect(memory.confirmed(memory.now(), () => sessions.get('y'))).toBeUndefined();
    expect(state.asked).toBe(0);
  });

  it("forgets everything when a transaction not its own ended since (another instance's write), and files the next read under the new mark", async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    sessions.set(memory.readAt(null, '10:10:'), 'x', 'old', 1);
    state.snapshot = '11:11:';
    expect(await memory.confirmed(memory.now(), () => sessions.get('x'))).toBeUndefined();
    expect(memory.now()).toBe('11:11:');
    sessions.set(memory.readAt(memory.now(), '11:11:'), 'x', 'new', 1);
    expect(await memory.confirmed(memory.now(), () => sessions.get('x'))).toBe('new');
  });

  it('past its own writes whose reach is known, forgets only what they reached', async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    const events = memory.kind<number, string>('events');
    const at = memory.readAt(null, '10:10:');
    sessions.set(at, 'a', 'user 1', 1);
    sessions.set(at, 'b', 'user 2', 2);
    events.set(at, 7, 'event 7', 7);
    const click = write(10);
    const written = memory.ownWrite(click.result, { users: [1], events: [7] });
    click.done();
    await written;
    state.snapshot = '11:11:';
    expect(await memory.confirmed(memory.now(), () => sessions.get('b'))).toBe('user 2');
    expect(memory.now()).toBe('11:11:');
    expect(sessions.get('a')).toBeUndefined();
    expect(events.get(7)).toBeUndefined();
  });

  it('waits for its own write that ended before the mark was read but has not come back, instead of forgetting everything', async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    const at = memory.readAt(null, '10:10:');
    sessions.set(at, 'a', 'user 1', 1);
    sessions.set(at, 'b', 'user 2', 2);
    const click = write(10);
    const written = memory.ownWrite(click.result, { users: [1] });
    state.snapshot = '11:11:';
    const asked = memory.confirmed(memory.now(), () => sessions.get('b'));
    // A session read that came back meanwhile at the new mark is not filed: its ended id is not known yet.
    await nextTurn();
    expect(memory.readAt(memory.now(), '11:11:')).not.toBe(memory.now());
    click.done();
    await written;
    expect(await asked).toBe('user 2');
    expect(sessions.get('a')).toBeUndefined();
  });

  it("forgets everything past its own write when it moved the world's version (an attendee added: a write the reach does not cover)", async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    sessions.set(memory.readAt(null, '10:10:'), 'b', 'user 2', 2);
    const click = write(10, true);
    const written = memory.ownWrite(click.result, { users: [1] });
    click.done();
    await written;
    expect(sessions.get('b')).toBeUndefined();
    // A read filed meanwhile at the earlier mark is forgotten too once a mark past the write is seen.
    sessions.set(memory.readAt(memory.now(), '10:10:'), 'b', 'user 2', 2);
    state.snapshot = '11:11:';
    expect(await memory.confirmed(memory.now(), () => sessions.get('b'))).toBeUndefined();
  });

  it('does not file a read at a mark older than the one held; a newer one past a stranger replaces what is held', () => {
    const memory = new RememberedReads(postgres({ snapshot: '10:10:', asked: 0 }), true);
    const sessions = memory.kind<string, string>('users');
    sessions.set(memory.readAt(null, '10:10:'), 'x', 'x at 10', 1);
    sessions.set(memory.readAt(memory.now(), '9:9:'), 'y', 'y at 9', 2);
    expect(sessions.get('y')).toBeUndefined();
    expect(sessions.get('x')).toBe('x at 10');
    sessions.set(memory.readAt(memory.now(), '11:11:'), 'z', 'z at 11', 3);
    expect(sessions.get('x')).toBeUndefined();
    expect(sessions.get('z')).toBe('z at 11');
  });

  it('a confirmation at a mark older than the one held meanwhile answers from what is held', async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), true);
    const sessions = memory.kind<string, string>('users');
    sessions.set(memory.readAt(null, '10:10:'), 'x', 'x at 10', 1);
    const asked = memory.confirmed(memory.now(), () => sessions.get('x'));
    // Another request's read, answered before the confirmation, brings a newer mark past a stranger's write.
    sessions.set(memory.readAt(memory.now(), '11:11:'), 'x', 'x at 11', 1);
    expect(await asked).toBe('x at 11');
  });

  it('remembers nothing when off: no mark, nothing asked', async () => {
    const state = { snapshot: '10:10:', asked: 0 };
    const memory = new RememberedReads(postgres(state), false);
    const sessions = memory.kind<string, string>('users');
    sessions.set(memory.readAt(memory.now(), '10:10:'), 'x', 'row', 1);
    expect(sessions.get('x')).toBeUndefined();
    expect(memory.confirmed(memory.now(), () => sessions.get('x'))).toBeUndefined();
    const click = write(10);
    click.done();
    expect(await memory.ownWrite(click.result, { users: [1] })).toEqual({ rows: [{ xid: '10', moved_world: false }] });
    expect(state.asked).toBe(0);
  });
});
