import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { Client, linkFrom, multipart, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

/** The six kinds of caller the security suite tries every route as. */
export const actorNames = ['anonymous', 'unverified', 'member', 'otherAdmin', 'communityAdmin', 'globalAdmin'] as const;
export type ActorName = (typeof actorNames)[number];

export interface Actor {
  name: ActorName;
  client: Client;
  /** null for the anonymous caller. */
  user: TestUser | null;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082',
  'hex',
);
export const PDF = onePagePdf('Zdrava Marija');
export const MUSICXML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Tenor</part-name></score-part></part-list><part id="P1"><measure number="1"/></part></score-partwise>\n');

let seq = 0;
/** A name no other call of this run uses. */
export const unique = (prefix: string) => `${prefix}${++seq}_${Math.random().toString(36).slice(2, 6)}`;

function expect2xx(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`world: ${what} failed: ${res.statusCode} ${res.body}`);
}

/**
 * The fixture world, built through the API once per run:
 * - community `c1` (private, member edits off) with its admin (communityAdmin) and a member;
 *   in it events of each visibility owned by the admin (the community one with a header image
 *   and a setlist), a community song with a part file, the member's post with the member's
 *   comment, a performer with an image, a pending invitation;
 * - the member's personal song, profile picture and a notification;
 * - community `c2` (private) with its admin (otherAdmin), who is not in c1;
 * - a global admin; an anonymous client; an unverified session (a user who changed their e-mail
 *   in the profile after login: the session continues, docs/decisions.md "Accounts").
 */
export async function buildWorld(t: TestApp) {
  const app = t.app;
  const communityAdmin = await loggedIn(app);
  const c1 = await newCommunity(communityAdmin.client, { visibility: 'Private' });
  const member = await loggedIn(app);
  await addMember(app, member.user.id, c1.id);
  const otherAdmin = await loggedIn(app);
  const c2 = await newCommunity(otherAdmin.client, { visibility: 'Private' });
  const globalAdmin = await loggedIn(app, await newUser(app, { role: 'global_admin' }));
  const unverified = await loggedIn(app);
  const newEmail = `${unique('nov')}@zbor.test`;
  expect2xx(await unverified.client.put('/api/profile', { email: newEmail }), 'unverified e-mail change');
  unverified.user.email = newEmail;
  const actors: Record<ActorName, Actor> = {
    anonymous: { name: 'anonymous', client: new Client(app), user: null },
    unverified: { name: 'unverified', ...unverified },
    member: { name: 'member', ...member },
    otherAdmin: { name: 'otherAdmin', ...otherAdmin },
    communityAdmin: { name: 'communityAdmin', ...communityAdmin },
    globalAdmin: { name: 'globalAdmin', ...globalAdmin },
  };
  const A = communityAdmin.client;
  const M = member.client;

  // ---- objects of c1
  const event = async (visibility: 'private' | 'community' | 'public', owner: Client = A, communityId: number | null = c1.id) => {
    const res = await owner.post('/api/events', { title: unique('Vaja '), date: '2031-05-10', time: '19:30', location: 'Cerkev', visibility, community_id: communityId, event_type: 'rehearsal' });
    expect2xx(res, 'event');
    return res.json().event.id as number;
  };
  const events = { private: await event('private'), community: await event('community'), public: await event('public') };
  /** A private event of c1 owned by the member (made while member edits were on, as after switching them off). */
  const memberPrivateEvent = async () => {
    const body = await (await A.get(`/api/communities/${c1.id}`)).json();
    const put = (allow: boolean) => A.put(`/api/communities/${c1.id}`, { name: body.name, description: body.description, visibility: 'Private', allow_member_edits: allow });
    expect2xx(await put(true), 'member edits on');
    const id = await event('private', M);
    expect2xx(await put(false), 'member edits off');
    return id;
  };
  const headerImage = async (eventId: number) => {
    const m = multipart('file', 'naslovnica.png', 'image/png', PNG);
    expect2xx(await A.send('POST', `/api/events/${eventId}/header-image`, m.payload, m.headers), 'header image');
  };
  await headerImage(events.community);
  const song = async (communityId: number | null = c1.id, owner: Client = A) => {
    const res = await owner.post('/api/songs', { title: unique('Pesem '), composer: 'A. Foerster', community_id: communityId });
    expect2xx(res, 'song');
    return res.json().song.id as number;
  };
  const partFile = async (songId: number) => {
    const m = multipart('file', 'part.pdf', 'application/pdf', PDF);
    expect2xx(await A.send('POST', `/api/songs/${songId}/upload-part`, m.payload, m.headers), 'part file');
  };
  /** A MusicXML score to practise with (issue 59); its file id. */
  const practiceFile = async (songId: number) => {
    const m = multipart('file', 'zbor.musicxml', 'application/xml', MUSICXML);
    const res = await A.send('POST', `/api/songs/${songId}/practice-files`, m.payload, m.headers);
    expect2xx(res, 'practice file');
    return res.json().song.practice_files[0].id as number;
  };
  const communitySong = await song();
  await partFile(communitySong);
  const personalSong = await song(null, M);
  const setlist = async (eventId: number) => {
    const res = await A.post('/api/setlists', { name: 'Maša', event_id: eventId, songs: [{ song_id: communitySong, order: 1 }] });
    expect2xx(res, 'setlist');
    return res.json().setlist.id as number;
  };
  const setlistId = await setlist(events.community);
  const post = async (author: Client = M) => {
    const res = await author.post('/api/posts', { title: 'Vaja', content: 'Prinesite note.', community_id: c1.id });
    expect2xx(res, 'post');
    return res.json().post.id as number;
  };
  const comment = async (postId: number, author: Client = M) => {
    const res = await author.post('/api/comments', { content: 'Pridem!', content_type: 'post', content_id: postId });
    expect2xx(res, 'comment');
    return res.json().comment.id as number;
  };
  const postId = await post();
  const commentId = await comment(postId);
  const performer = async (communityId = c1.id, admin: Client = A) => {
    const res = await admin.post(`/api/communities/${communityId}/performers`, { name: unique('Izvajalec '), description: 'Orgle' });
    expect2xx(res, 'performer');
    return res.json().performer.id as number;
  };
  const performerImage = async (performerId: number) => {
    const m = multipart('image', 'a.png', 'image/png', PNG);
    const res = await A.send('POST', `/api/communities/${c1.id}/performers/${performerId}/image`, m.payload, m.headers);
    expect2xx(res, 'performer image');
    return (res.json().image_url as string).split('/').pop()!;
  };
  const performerId = await performer();
  const performerImageName = await performerImage(performerId);
  const profileImage = multipart('profile_image', 'jaz.png', 'image/png', PNG);
  const profileRes = await M.send('POST', '/api/profile/upload-image', profileImage.payload, profileImage.headers);
  expect2xx(profileRes, 'profile image');
  const profileImageName = (profileRes.json().image_url as string).split('/').pop()!;

  /** The text of the newest e-mail to `email`. */
  const lastMailTo = async (email: string) => {
    await app.ctx.mailer.flush();
    const dir = path.join(t.dataDir, 'outbox');
    const files = readdirSync(dir).sort().reverse();
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      if (text.includes(`To: ${email}`)) return text;
    }
    throw new Error(`world: no mail to ${email}`);
  };
  /** A pending invitation of `communityId` for `email`, sent by `by` (a community admin): id and token. */
  const invitation = async (communityId: number, email: string, by: Client = A) => {
    const res = await by.post(`/api/communities/${communityId}/invites`, { email, make_primary: false });
    expect2xx(res, 'invitation');
    const mail = await lastMailTo(email);
    const token = mail.includes('/verify-or-invite/')
      ? linkFrom(mail, 'http://localhost:8080/verify-or-invite/').split('/').pop()!
      : linkFrom(mail, 'http://localhost:8080/accept-invitation?token=').split('token=')[1]!;
    return { id: res.json().invitation.id as number, token, communityId };
  };
  const pendingInvitation = await invitation(c1.id, `${unique('vabljen')}@zbor.test`);

  /** A pending invitation for `email` into a fresh private community of a user who is none of the callers. */
  const host = await loggedIn(app);
  const hostInvitation = async (email: string) => invitation((await newCommunity(host.client, { visibility: 'Private' })).id, email, host.client);

  const notification = async (userId = member.user.id) => {
    await app.ctx.services.notifications.notify([userId], { type: 'event', content: 'Nova vaja', reference_type: 'event', reference_id: events.community });
    const row = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id as number;
  };
  const notificationId = await notification();

  /** A fresh private community run like c1: the community admin and the member, nobody else. */
  const community = async () => {
    const c = await newCommunity(A, { visibility: 'Private' });
    await addMember(app, member.user.id, c.id);
    return c.id;
  };

  /** A throwaway user standing where `name` stands (same role and memberships), logged in on a new client. */
  const twin = async (name: ActorName): Promise<Actor> => {
    if (name === 'anonymous') return { name, client: new Client(app), user: null };
    const u = await newUser(app, { role: name === 'globalAdmin' ? 'global_admin' : 'user' });
    if (name === 'member') await addMember(app, u.id, c1.id);
    if (name === 'communityAdmin') await addMember(app, u.id, c1.id, 'community_admin');
    if (name === 'otherAdmin') await addMember(app, u.id, c2.id, 'community_admin');
    const { client } = await loggedIn(app, u);
    if (name === 'unverified') await app.ctx.repos.users.update(u.id, { email_verified: 0 });
    return { name, client, user: u };
  };

  /** A verification (24 characters) or reset (43) token of a fresh user, as the e-mail carries it. */
  const verifyToken = async () => {
    const u = await newUser(app, { verified: false });
    await app.ctx.services.auth.resendVerification(u.username);
    return linkFrom(await lastMailTo(u.email), 'http://localhost:8080/verify-email/').split('/').pop()!;
  };
  const resetToken = async () => {
    const u = await newUser(app);
    await app.ctx.services.auth.forgotPassword(u.email);
    return linkFrom(await lastMailTo(u.email), 'http://localhost:8080/reset-password/').split('/').pop()!;
  };

  return {
    app,
    t,
    actors,
    c1: c1.id,
    c2: c2.id,
    events,
    communitySong,
    personalSong,
    setlistId,
    postId,
    commentId,
    performerId,
    performerImageName,
    profileImageName,
    pendingInvitation,
    notificationId,
    make: { event, memberPrivateEvent, headerImage, song, partFile, practiceFile, setlist, post, comment, performer, invitation, hostInvitation, notification, community, twin, verifyToken, resetToken },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
