import { errors, postLimits, success } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Actor = { client: Client; user: TestUser };

/** A community with its admin, a member, a second member, an outsider and a global admin, all logged in. */
async function group(o: { visibility?: 'Private' | 'Public' } = {}) {
  const admin = await loggedIn(t.app);
  const community = await newCommunity(admin.client, { visibility: o.visibility });
  const member = await loggedIn(t.app);
  await addMember(t.app, member.user.id, community.id);
  const other = await loggedIn(t.app);
  await addMember(t.app, other.user.id, community.id);
  const outsider = await loggedIn(t.app);
  const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
  return { admin, member, other, outsider, global, community };
}

async function createPost(actor: Actor, communityId: number, o: Record<string, unknown> = {}) {
  const res = await actor.client.post('/api/posts', { title: 'Vaja v četrtek', content: 'Prinesite note za polnočnico.', community_id: communityId, ...o });
  if (res.statusCode !== 201) throw new Error(`post create failed: ${res.statusCode} ${res.body}`);
  return res.json().post as { id: number; [k: string]: unknown };
}

async function createComment(actor: Actor, postId: number, content = 'Pridem!') {
  const res = await actor.client.post('/api/comments', { content, content_type: 'post', content_id: postId });
  if (res.statusCode !== 201) throw new Error(`comment create failed: ${res.statusCode} ${res.body}`);
  return res.json().comment as { id: number; [k: string]: unknown };
}

const count = async (table: 'posts' | 'comments', column: 'id' | 'post_id', value: number) =>
  Number(
    (await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', value).executeTakeFirstOrThrow()).n,
  );

describe('posts: create, read, edit, delete', () => {
  it('a member writes a post; it answers {message, post} and the detail has its comments', async () => {
    const { member, other, community } = await group();
    const res = await member.client.post('/api/posts', { title: '  Vaja  ', content: ' Prinesite note. ', community_id: community.id, csrf_token: 'x' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(success.postCreated);
    const post = res.json().post;
    expect(post).toMatchObject({
      community_id: community.id,
      community_name: community.name,
      title: 'Vaja',
      content: 'Prinesite note.',
      user_id: member.user.id,
      username: member.user.username,
      display_name: null,
      profile_image: null,
      comments_count: 0,
      can_edit: true,
      comments: [],
    });
    expect(post.created_at).toBe(post.updated_at);
    await createComment(other, post.id, 'Bom zraven.');
    const detail = (await other.client.get(`/api/posts/${post.id}`)).json();
    expect(detail).toMatchObject({ id: post.id, comments_count: 1, can_edit: false });
    expect(detail.comments).toEqual([
      expect.objectContaining({ content: 'Bom zraven.', user_id: other.user.id, username: other.user.username, post_id: post.id, can_delete: true }),
    ]);
  });

  it('an empty title is stored as none; without community_id the post goes to the primary community', async () => {
    const { member, community } = await group();
    const post = await createPost(member, community.id, { title: '', community_id: undefined });
    expect(post).toMatchObject({ title: null, community_id: community.id });
    const noCommunity = await loggedIn(t.app);
    const res = await noCommunity.client.post('/api/posts', { content: 'Živjo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.postNoCommunity);
  });

  it('refuses a missing or blank content, a long title, a long content, and anonymous callers', async () => {
    const { member, community } = await group();
    for (const body of [{}, { content: '' }, { content: '   ' }, { content: null }, { title: 'Samo naslov' }]) {
      const res = await member.client.post('/api/posts', { community_id: community.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(errors.postContentRequired);
    }
    const longTitle = await member.client.post('/api/posts', { community_id: community.id, content: 'x', title: 'a'.repeat(postLimits.title + 1) });
    expect(longTitle.json().error).toBe(errors.postTitleTooLong);
    const longContent = await member.client.post('/api/posts', { community_id: community.id, content: 'a'.repeat(postLimits.content + 1) });
    expect(longContent.json().error).toBe(errors.postContentTooLong);
    expect((await member.client.post('/api/posts', { community_id: community.id, content: 'a'.repeat(postLimits.content) })).statusCode).toBe(201);
    expect((await new Client(t.app).post('/api/posts', { content: 'x', community_id: community.id })).statusCode).toBe(401);
    expect((await new Client(t.app).get('/api/posts')).statusCode).toBe(401);
    const post = await createPost(member, community.id);
    const blank = await member.client.put(`/api/posts/${post.id}`, { title: 'Nov', content: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(errors.postContentRequired);
  });

  it('edits title and text; the community stays; updated_at moves', async () => {
    const { member, community } = await group();
    const elsewhere = await newCommunity(member.client);
    const post = await createPost(member, community.id);
    t.clock.advance(60_000);
    const res = await member.client.put(`/api/posts/${post.id}`, { title: null, content: 'Popravljeno besedilo', community_id: elsewhere.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(success.postUpdated);
    expect(res.json().post).toMatchObject({ id: post.id, title: null, content: 'Popravljeno besedilo', community_id: community.id });
    expect(res.json().post.updated_at > res.json().post.created_at).toBe(true);
  });

  it('deleting a post deletes its comments', async () => {
    const { admin, member, other, community } = await group();
    const post = await createPost(member, community.id);
    const keep = await createPost(member, community.id);
    await createComment(other, post.id);
    await createComment(admin, post.id);
    await createComment(member, keep.id);
    expect(await count('comments', 'post_id', post.id)).toBe(2);
    const res = await member.client.delete(`/api/posts/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(success.postDeleted);
    expect(await count('posts', 'id', post.id)).toBe(0);
    expect(await count('comments', 'post_id', post.id)).toBe(0);
    expect(await count('comments', 'post_id', keep.id)).toBe(1);
    const gone = await member.client.get(`/api/posts/${post.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(errors.postNotFound);
    expect((await member.client.delete(`/api/posts/${post.id}`)).statusCode).toBe(404);
  });
});

/** Who tries, and the status they get: the member (author), admins yes; another member no; an outsider does not see it. */
const matrix = (g: Awaited<ReturnType<typeof group>>): [Actor, number][] => [
  [g.member, 200],
  [g.admin, 200],
  [g.global, 200],
  [g.other, 403],
  [g.outsider, 404],
];

describe('posts: who may do what', () => {
  it('members of A cannot list, read, comment on, edit or delete the posts of B', async () => {
    const a = await group();
    const b = await group({ visibility: 'Public' });
    const priv = await group();
    const postB = await createPost(b.member, b.community.id);
    const postPriv = await createPost(priv.member, priv.community.id);
    await createPost(a.member, a.community.id);
    const x = a.member.client;
    // A public community the user is not in: 403; a private one they cannot see: 404.
    const listB = await x.get(`/api/posts?community_id=${b.community.id}`);
    expect(listB.statusCode).toBe(403);
    expect(listB.json().error).toBe(errors.postCommunityForbidden);
    expect((await x.get(`/api/posts?community_id=${priv.community.id}`)).statusCode).toBe(404);
    for (const id of [postB.id, postPriv.id]) {
      const read = await x.get(`/api/posts/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error).toBe(errors.postNotFound);
      expect((await x.post('/api/comments', { content: 'Vsiljivec', content_type: 'post', content_id: id })).statusCode).toBe(404);
      expect((await x.put(`/api/posts/${id}`, { content: 'Vdor' })).statusCode).toBe(404);
      expect((await x.delete(`/api/posts/${id}`)).statusCode).toBe(404);
    }
    expect((await x.post('/api/posts', { content: 'Tuja objava', community_id: b.community.id })).statusCode).toBe(403);
    expect((await x.post('/api/posts', { content: 'Tuja objava', community_id: priv.community.id })).statusCode).toBe(404);
    expect(await count('comments', 'post_id', postB.id)).toBe(0);
    // Without community_id: the posts of the caller's own communities only.
    const mine = (await x.get('/api/posts')).json();
    expect(mine.posts.map((p: { community_id: number }) => p.community_id)).toEqual([a.community.id]);
    expect((await a.outsider.client.get('/api/posts')).json()).toMatchObject({ posts: [], total: 0, pages: 1, current_page: 1 });
  });

  it('a global admin reads, lists and comments on any community posts', async () => {
    const { member, global, community } = await group();
    const post = await createPost(member, community.id);
    expect((await global.client.get(`/api/posts?community_id=${community.id}`)).json().total).toBe(1);
    expect((await global.client.get(`/api/posts/${post.id}`)).json()).toMatchObject({ id: post.id, can_edit: true });
    await createComment(global, post.id, 'Pozdrav od skrbnika.');
  });

  it('edit and delete: author, community admin and global admin yes; other member no; outsider not found', async () => {
    const g = await group();
    const cases = matrix(g);
    for (const [actor, status] of cases) {
      const post = await createPost(g.member, g.community.id);
      const view = await actor.client.get(`/api/posts/${post.id}`);
      if (status === 404) expect(view.statusCode).toBe(404);
      else expect(view.json().can_edit).toBe(status === 200);
      const listed = (await actor.client.get(`/api/posts?community_id=${g.community.id}`)).json();
      if (status !== 404) expect(listed.posts.find((p: { id: number }) => p.id === post.id).can_edit).toBe(status === 200);
      const edit = await actor.client.put(`/api/posts/${post.id}`, { title: 'Sprememba', content: 'Nova vsebina' });
      expect(edit.statusCode).toBe(status);
      if (status === 403) expect(edit.json().error).toBe(errors.forbidden);
      const del = await actor.client.delete(`/api/posts/${post.id}`);
      expect(del.statusCode).toBe(status);
      expect(await count('posts', 'id', post.id)).toBe(status === 200 ? 0 : 1);
    }
  });

  it('comment delete: its author, the community admin and a global admin yes; other members no; outsiders not found', async () => {
    const g = await group();
    const post = await createPost(g.admin, g.community.id);
    const cases = matrix(g);
    for (const [actor, status] of cases) {
      const comment = await createComment(g.member, post.id);
      const seen = status === 404 ? undefined : (await actor.client.get(`/api/posts/${post.id}`)).json().comments.find((c: { id: number }) => c.id === comment.id);
      if (seen) expect(seen.can_delete).toBe(status === 200);
      const res = await actor.client.delete(`/api/comments/${comment.id}`);
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(res.json().message).toBe(success.commentDeleted);
      if (status === 404) expect(res.json().error).toBe(errors.commentNotFound);
      expect(await count('comments', 'id', comment.id)).toBe(status === 200 ? 0 : 1);
    }
    // The post's author is the community admin here; a plain member author of the post gets no say over others' comments.
    const own = await createPost(g.other, g.community.id);
    const c = await createComment(g.member, own.id);
    expect((await g.other.client.delete(`/api/comments/${c.id}`)).statusCode).toBe(403);
    expect((await g.member.client.delete('/api/comments/999999')).statusCode).toBe(404);
  });

  it('a member who leaves the community no longer sees its posts', async () => {
    const g = await group();
    const post = await createPost(g.member, g.community.id);
    expect((await g.admin.client.delete(`/api/communities/${g.community.id}/admin/users/${g.member.user.id}`)).statusCode).toBe(200);
    expect((await g.member.client.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await g.member.client.put(`/api/posts/${post.id}`, { content: 'x' })).statusCode).toBe(404);
  });
});

describe('comments: validation', () => {
  it('requires content, the post type and an existing post; limits the length', async () => {
    const { member, community } = await group();
    const post = await createPost(member, community.id);
    const send = (body: Record<string, unknown>) => member.client.post('/api/comments', { content_type: 'post', content_id: post.id, ...body });
    for (const content of [undefined, '', '   ']) {
      const res = await send({ content });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(errors.commentContentRequired);
    }
    expect((await send({ content: 'a'.repeat(postLimits.comment + 1) })).json().error).toBe(errors.commentTooLong);
    expect((await send({ content: 'a'.repeat(postLimits.comment) })).statusCode).toBe(201);
    expect((await send({ content: 'x', content_type: 'event' })).json().error).toBe(errors.commentTypeInvalid);
    const missing = await send({ content: 'x', content_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(errors.postNotFound);
    const ok = await send({ content: '  Hvala!  ', csrf_token: 'x' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: success.commentCreated, comment: { content: 'Hvala!', post_id: post.id, can_delete: true } });
    expect((await member.client.get(`/api/posts/${post.id}`)).json().comments_count).toBe(2);
  });
});

describe('posts: notifications', () => {
  it('members are told about a new post (not the author); the author about a comment (not their own)', async () => {
    const { admin, member, other, outsider, community } = await group();
    const post = await createPost(member, community.id, { title: 'Nove note' });
    for (const who of [admin, other]) {
      const inbox = (await who.client.get('/api/notifications')).json().notifications;
      expect(inbox[0]).toMatchObject({ type: 'post_created', reference_type: 'post', reference_id: post.id });
      expect(inbox[0].content).toContain('Nove note');
      expect(inbox[0].content).toContain(community.name);
    }
    expect((await member.client.get('/api/notifications')).json().notifications).toEqual([]);
    expect((await outsider.client.get('/api/notifications')).json().notifications).toEqual([]);

    await createComment(member, post.id, 'Moj lasten komentar');
    expect((await member.client.get('/api/notifications')).json().notifications).toEqual([]);
    await createComment(other, post.id, 'Super');
    const inbox = (await member.client.get('/api/notifications')).json().notifications;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ type: 'post_comment', reference_type: 'post', reference_id: post.id });
    expect(inbox[0].content).toContain('Nove note');
    expect(inbox[0].content).toContain(other.user.username);

    // Deleting the post takes the notifications about it along (their link would lead nowhere).
    await admin.client.delete(`/api/posts/${post.id}`);
    expect((await member.client.get('/api/notifications')).json().notifications).toEqual([]);
    expect((await other.client.get('/api/notifications')).json().notifications).toEqual([]);
  });

  it('a post without a title is named by the start of its text', async () => {
    const { admin, member, community } = await group();
    await createPost(member, community.id, { title: null, content: `Kratko sporočilo ${'z'.repeat(100)}` });
    const n = (await admin.client.get('/api/notifications')).json().notifications[0];
    expect(n.content).toContain('Kratko sporočilo');
    expect(n.content.endsWith('…')).toBe(true);
  });
});

describe('posts: pages', () => {
  it('10 per page by default, newest first, with pages and total; comment counts in the list', async () => {
    const { member, other, community } = await group();
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      ids.push((await createPost(member, community.id, { title: `Objava ${i}` })).id);
      t.clock.advance(1000);
    }
    await createComment(other, ids[22]);
    await createComment(other, ids[22]);
    const first = (await other.client.get(`/api/posts?community_id=${community.id}`)).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 10, pages: 3, total: 23 });
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0]).toMatchObject({ id: ids[22], comments_count: 2 });
    expect(first.posts[1]).toMatchObject({ id: ids[21], comments_count: 0 });
    const third = (await other.client.get(`/api/posts?community_id=${community.id}&page=3&per_page=10`)).json();
    expect(third.posts.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1], ids[0]]);
    const beyond = (await other.client.get(`/api/posts?community_id=${community.id}&page=9`)).json();
    expect(beyond).toMatchObject({ posts: [], total: 23, pages: 3, current_page: 9 });
    expect((await other.client.get(`/api/posts?community_id=${community.id}&per_page=5`)).json()).toMatchObject({ pages: 5 });
    expect((await other.client.get('/api/posts?page=0')).statusCode).toBe(400);
    expect((await other.client.get(`/api/posts?per_page=${postLimits.pageSizeMax + 1}`)).statusCode).toBe(400);
  });

  it('a list page and a post with comments cost a fixed number of statements', async () => {
    if (!t.database.statements) return; // counted on SQLite
    const { member, other, community } = await group();
    const ids: number[] = [];
    for (let i = 0; i < 15; i += 1) ids.push((await createPost(member, community.id)).id);
    for (const id of ids.slice(0, 5)) for (let i = 0; i < 3; i += 1) await createComment(other, id);
    const statements = async (url: string) => {
      const before = t.database.statements!.count;
      expect((await other.client.get(url)).statusCode).toBe(200);
      return t.database.statements!.count - before;
    };
    // Session lookup, community and membership, rows, total.
    expect(await statements(`/api/posts?community_id=${community.id}`)).toBeLessThanOrEqual(5);
    expect(await statements('/api/posts')).toBeLessThanOrEqual(3);
    expect(await statements(`/api/posts/${ids[0]}`)).toBeLessThanOrEqual(3);
  });
});
