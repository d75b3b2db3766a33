import { newUser } from '../factories.ts';
import { multipart } from '../helper.ts';
import { actorNames, MUSICXML, PDF, PNG, unique, type Actor, type ActorName, type World } from './world.ts';

/**
 * The permission table: every /api route (method and Fastify path pattern) with, for each of the
 * six callers of the fixture world (world.ts), whether it may call it, and how a real request is
 * built. The security suite (test/api/security-permissions.test.ts) sends every case as every
 * caller and compares; a route the app registers that is missing here fails the run, and so does
 * an entry for a route that no longer exists.
 *
 * "Allowed" means a 2xx answer (or one of `ok`, e.g. 409 "already a member": the permission check
 * was passed); "denied" means exactly the status in `deny` (default: 401 for anonymous, 403 for
 * the others). The house answers 404 instead of 403 where existence must not leak: a private
 * community, and what lives in it, for someone who is not its member; someone else's
 * notification; an event the caller may not see.
 *
 * Unless a case says otherwise, "the community" is c1 (private, member edits off) and the
 * objects are c1's, owned by its community admin; a post and comment are the member's.
 */

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** A multipart body (payload and content-type header) instead of JSON. */
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

export interface Case {
  /** Told apart in failure messages when a route has more than one case. */
  label?: string;
  allow: readonly ActorName[];
  /** Denial status per caller; default 401 for anonymous, 403 for the rest. */
  deny?: Partial<Record<ActorName, 401 | 403 | 404>>;
  /** Non-2xx answers that still mean "allowed" (the call got past every permission check). */
  ok?: number[];
  /** Call as a throwaway user standing where the caller stands (the call ends or changes the session, password, …). */
  twin?: boolean;
  request: (w: World, actor: Actor) => Req | Promise<Req>;
}

const ALL = actorNames;
const LOGGED_IN = actorNames.filter((a) => a !== 'anonymous');
const GLOBAL = ['globalAdmin'] as const;
/** Members of c1 and the global admin (a global admin is admin and member of every community). */
const MEMBERS = ['member', 'communityAdmin', 'globalAdmin'] as const;
/** Admins of c1 and the global admin. */
const ADMINS = ['communityAdmin', 'globalAdmin'] as const;
/** Outsiders of private c1 get 404: the community (and what is in it) does not exist for them. */
const HIDDEN = { otherAdmin: 404, unverified: 404 } as const;
const HIDDEN_ALL = { member: 404, otherAdmin: 404, unverified: 404, communityAdmin: 404, globalAdmin: 404 } as const;

const get = (url: string): Req => ({ method: 'GET', url });
/** An import's body: the chosen rows (for the import itself) and one ChordPro file with a title of its own. */
const importForm = (selected: string[] | null) => {
  const boundary = '----zbperm' + Math.random().toString(16).slice(2);
  const options = selected ? `--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify({ selected })}\r\n` : '';
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="p.cho"\r\nContent-Type: text/plain\r\n\r\n{title: ${unique('Uvožena ')}}\r\n--${boundary}--\r\n`;
  return { payload: Buffer.from(options + file), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const image = (field: string) => multipart(field, 'slika.png', 'image/png', PNG);
const eventBody = (w: World, o: Record<string, unknown> = {}) => ({ title: 'Vaja zbora', date: '2031-06-01', time: '19:00', location: 'Župnišče', visibility: 'community', community_id: w.c1, ...o });
const c1Body = async (w: World) => {
  const c = (await w.actors.globalAdmin.client.get(`/api/communities/${w.c1}`)).json();
  return { name: c.name, description: c.description, visibility: 'Private' };
};
/** A mass of c1 (community visibility), owned by its community admin. */
const massEvent = async (w: World) => {
  const res = await w.actors.communityAdmin.client.post('/api/events', eventBody(w, { title: unique('Maša '), event_type: 'mass' }));
  return res.json().event.id as number;
};
/** A fresh user who is a member of a fresh private community (for the association routes). */
const associated = async (w: World) => {
  const communityId = await w.make.community();
  return { communityId, userId: w.actors.member.user!.id };
};

export const permissions: Record<string, Case[]> = {
  'GET /api/health': [{ allow: ALL, request: () => get('/api/health') }],

  // ---------------------------------------------------------------- the API's description (issue 55, public)
  'GET /api/openapi.json': [{ allow: ALL, request: () => get('/api/openapi.json') }],
  'GET /api/docs': [{ allow: ALL, request: () => get('/api/docs') }],
  'GET /api/docs/json': [{ allow: ALL, request: () => get('/api/docs/json') }],
  'GET /api/docs/yaml': [{ allow: ALL, request: () => get('/api/docs/yaml') }],
  'GET /api/docs/static/*': [{ allow: ALL, request: () => get('/api/docs/static/swagger-ui.css') }],
  'GET /api/docs/static/swagger-initializer.js': [{ allow: ALL, request: () => get('/api/docs/static/swagger-initializer.js') }],
  // Swagger UI's own redirect to the page.
  'GET /api/docs/static/index.html': [{ allow: ALL, ok: [302], request: () => get('/api/docs/static/index.html') }],

  // ---------------------------------------------------------------- auth (public by nature)
  'GET /api/get-csrf-token': [{ allow: ALL, request: () => get('/api/get-csrf-token') }],
  'POST /api/auth/register': [
    {
      allow: ALL,
      request: () => {
        const username = unique('nov');
        return { method: 'POST', url: '/api/auth/register', body: { username, email: `${username}@zbor.test`, password: 'geslo-12345', terms_accepted: true } };
      },
    },
  ],
  'POST /api/login': [
    {
      allow: ALL,
      twin: true,
      request: async (w) => {
        const u = await newUserOf(w);
        return { method: 'POST', url: '/api/login', body: { username: u.username, password: u.password } };
      },
    },
  ],
  'POST /api/logout': [{ allow: ALL, twin: true, request: () => ({ method: 'POST', url: '/api/logout' }) }],
  'POST /api/resend-verification': [{ allow: ALL, request: () => ({ method: 'POST', url: '/api/resend-verification', body: { username: unique('kdo') } }) }],
  'GET /api/verify-email/:token': [{ allow: ALL, request: async (w) => get(`/api/verify-email/${await w.make.verifyToken()}`) }],
  'POST /api/auth/forgot-password': [{ allow: ALL, request: () => ({ method: 'POST', url: '/api/auth/forgot-password', body: { email: `${unique('x')}@zbor.test` } }) }],
  'GET /api/auth/verify-reset-token/:token': [{ allow: ALL, request: async (w) => get(`/api/auth/verify-reset-token/${await w.make.resetToken()}`) }],
  'POST /api/auth/reset-password': [
    { allow: ALL, request: async (w) => ({ method: 'POST', url: '/api/auth/reset-password', body: { token: await w.make.resetToken(), password: 'novo-geslo-1' } }) },
  ],

  // ---------------------------------------------------------------- invitations
  // The token is the permission: anyone holding the link may read its details.
  'GET /api/invitations/details': [
    { allow: ALL, request: (w) => get(`/api/invitations/details?token=${w.pendingInvitation.token}&community_id=${w.c1}`) },
  ],
  'GET /api/communities/invitation-details': [
    { allow: ALL, request: (w) => get(`/api/communities/invitation-details?token=${w.pendingInvitation.token}&community_id=${w.c1}`) },
  ],
  // An invitation addressed to the caller, into a fresh community of someone else (accepting must not change c1).
  'POST /api/communities/accept-invitation': [
    {
      allow: LOGGED_IN,
      request: async (w, a) => {
        const inv = await w.make.hostInvitation(a.user?.email ?? `${unique('anon')}@zbor.test`);
        return { method: 'POST', url: '/api/communities/accept-invitation', body: { token: inv.token, community_id: inv.communityId, make_primary: false } };
      },
    },
    {
      label: "someone else's invitation",
      allow: [],
      deny: { unverified: 403, member: 403, otherAdmin: 403, communityAdmin: 403, globalAdmin: 403 },
      request: async (w) => {
        const inv = await w.make.hostInvitation(`${unique('drug')}@zbor.test`);
        return { method: 'POST', url: '/api/communities/accept-invitation', body: { token: inv.token, community_id: inv.communityId } };
      },
    },
  ],
  'POST /api/communities/process-invitation': [
    {
      allow: LOGGED_IN,
      request: async (w, a) => {
        const inv = await w.make.hostInvitation(a.user?.email ?? `${unique('anon')}@zbor.test`);
        return { method: 'POST', url: '/api/communities/process-invitation', body: { token: inv.token, community_id: inv.communityId } };
      },
    },
  ],
  'POST /api/register-invited-user': [
    {
      allow: ALL,
      twin: true,
      request: async (w) => {
        const email = `${unique('povabljen')}@zbor.test`;
        const inv = await w.make.invitation(await w.make.community(), email);
        return { method: 'POST', url: '/api/register-invited-user', body: { username: unique('pov'), password: 'geslo-123', community_id: inv.communityId, invitation_token: inv.token, email } };
      },
    },
  ],

  // ---------------------------------------------------------------- profile (always the caller's own)
  // ---------------------------------------------------------------- calendar feeds (always the caller's own, issue 24)
  'GET /api/calendar-feeds': [{ allow: LOGGED_IN, request: () => get('/api/calendar-feeds') }],
  'POST /api/calendar-feeds/rotate': [{ allow: LOGGED_IN, twin: true, request: () => ({ method: 'POST', url: '/api/calendar-feeds/rotate', body: { scope: 'user' } }) }],
  'GET /api/reminders/settings': [{ allow: LOGGED_IN, request: () => get('/api/reminders/settings') }],
  'PUT /api/reminders/settings': [{ allow: LOGGED_IN, twin: true, request: () => ({ method: 'PUT', url: '/api/reminders/settings', body: { hours: 2 } }) }],
  // The one-click answer: the token is the proof, whoever calls (an unknown token is 404 for all).
  'GET /api/rsvp/:token': [{ allow: [], deny: { anonymous: 404, ...HIDDEN_ALL }, request: () => get(`/api/rsvp/${'x'.repeat(43)}`) }],
  'POST /api/rsvp/:token': [
    { allow: [], deny: { anonymous: 404, ...HIDDEN_ALL }, request: () => ({ method: 'POST', url: `/api/rsvp/${'x'.repeat(43)}`, body: { status: 'confirmed' } }) },
  ],
  'GET /api/profile': [{ allow: LOGGED_IN, request: () => get('/api/profile') }],
  'PUT /api/profile': [{ allow: LOGGED_IN, twin: true, request: (_w, a) => ({ method: 'PUT', url: '/api/profile', body: { email: a.user?.email ?? 'x@zbor.test', display_name: 'Ime' } }) }],
  'POST /api/profile/change-password': [
    { allow: LOGGED_IN, twin: true, request: (_w, a) => ({ method: 'POST', url: '/api/profile/change-password', body: { old_password: a.user?.password ?? 'x', new_password: 'novo-geslo-12' } }) },
  ],
  // A verified caller gets 400 "already verified": the route itself was allowed.
  // Issue 61: everything acts on the caller's own account only; another user's export is never reachable (test/api/my-data.test.ts).
  'GET /api/profile/my-data': [{ allow: LOGGED_IN, request: () => get('/api/profile/my-data') }],
  'POST /api/profile/my-data/export': [{ allow: LOGGED_IN, twin: true, request: () => ({ method: 'POST', url: '/api/profile/my-data/export' }) }],
  // No export made yet: 404 for every logged-in caller once the password is right.
  'POST /api/profile/my-data/export/download': [
    { allow: LOGGED_IN, ok: [404], twin: true, request: (_w, a) => ({ method: 'POST', url: '/api/profile/my-data/export/download', body: { password: a.user?.password ?? 'x' } }) },
  ],
  // A twin that is its group's last admin is refused with 409 (the rule of leaving a group).
  'POST /api/profile/delete-account': [
    { allow: LOGGED_IN, ok: [409], twin: true, request: (_w, a) => ({ method: 'POST', url: '/api/profile/delete-account', body: { password: a.user?.password ?? 'x' } }) },
  ],
  'POST /api/profile/send-verification-email': [{ allow: LOGGED_IN, ok: [400], twin: true, request: () => ({ method: 'POST', url: '/api/profile/send-verification-email' }) }],
  'DELETE /api/profile/image': [{ allow: LOGGED_IN, twin: true, request: () => ({ method: 'DELETE', url: '/api/profile/image' }) }],
  'POST /api/profile/upload-image': [{ allow: LOGGED_IN, twin: true, request: () => ({ method: 'POST', url: '/api/profile/upload-image', multipart: image('profile_image') }) }],
  // Profile pictures appear beside names in lists: the owner, global admins and who shares a community or an event with the owner (issue 19).
  'GET /api/uploads/profile-images/:name': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/uploads/profile-images/${w.profileImageName}`) }],

  // ---------------------------------------------------------------- notifications (the member's)
  'GET /api/notifications': [{ allow: LOGGED_IN, request: () => get('/api/notifications') }],
  'GET /api/notifications/unread-count': [{ allow: LOGGED_IN, request: () => get('/api/notifications/unread-count') }],
  'PUT /api/notifications/read-all': [{ allow: LOGGED_IN, request: () => ({ method: 'PUT', url: '/api/notifications/read-all' }) }],
  'PUT /api/notifications/:id/read': [
    { allow: ['member'], deny: { ...HIDDEN_ALL, member: undefined }, request: (w) => ({ method: 'PUT', url: `/api/notifications/${w.notificationId}/read` }) },
  ],
  'DELETE /api/notifications/:id': [
    { allow: ['member'], deny: { ...HIDDEN_ALL, member: undefined }, request: async (w) => ({ method: 'DELETE', url: `/api/notifications/${await w.make.notification()}` }) },
  ],

  // ---------------------------------------------------------------- communities
  'GET /api/communities': [{ allow: LOGGED_IN, request: () => get('/api/communities') }],
  'GET /api/user/communities': [{ allow: LOGGED_IN, request: () => get('/api/user/communities') }],
  'GET /api/communities/:id': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/communities/${w.c1}`) }],
  'POST /api/communities': [
    { allow: LOGGED_IN, request: () => ({ method: 'POST', url: '/api/communities', body: { name: unique('Zbor '), description: 'Nov zbor', visibility: 'Private' } }) },
  ],
  'PUT /api/communities/:id': [{ allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'PUT', url: `/api/communities/${w.c1}`, body: await c1Body(w) }) }],
  // Members are already in (200 already_member); outsiders cannot join a private community.
  'POST /api/communities/:id/join': [
    { allow: MEMBERS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/communities/${await w.make.community()}/join`, body: {} }) },
  ],
  'POST /api/communities/:id/admin/join': [
    { allow: MEMBERS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/communities/${await w.make.community()}/admin/join`, body: {} }) },
  ],
  'GET /api/communities/:id/users': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/communities/${w.c1}/users`) }],
  'POST /api/communities/:id/invites': [
    { allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: `/api/communities/${w.c1}/invites`, body: { email: `${unique('v')}@zbor.test` } }) },
  ],
  'PUT /api/communities/:id/admin/users/:userId/role': [
    {
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => ({ method: 'PUT', url: `/api/communities/${await w.make.community()}/admin/users/${w.actors.member.user!.id}/role`, body: { role: 'member' } }),
    },
  ],
  'DELETE /api/communities/:id/admin/users/:userId': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/communities/${await w.make.community()}/admin/users/${w.actors.member.user!.id}` }) },
  ],

  // Leaving (issue 58, #7): the member leaves a fresh community they are in; its maker is its last
  // admin (409, past the checks); a global admin who is not in it has no membership to end (404).
  'DELETE /api/communities/:id/membership': [
    {
      allow: ['member', 'communityAdmin'],
      deny: { ...HIDDEN, globalAdmin: 404 },
      ok: [409],
      request: async (w) => ({ method: 'DELETE', url: `/api/communities/${await w.make.community()}/membership` }),
    },
  ],

  // ---------------------------------------------------------------- performers
  'GET /api/communities/:id/song-stats': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/communities/${w.c1}/song-stats`) }],
  'GET /api/communities/:id/song-stats/:songId': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/communities/${w.c1}/song-stats/${w.communitySong}`) }],
  'GET /api/communities/:id/performers': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/communities/${w.c1}/performers`) }],
  'POST /api/communities/:id/performers': [
    { allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: `/api/communities/${w.c1}/performers`, body: { name: unique('Izv '), description: 'Sopran' } }) },
  ],
  'PUT /api/communities/:id/performers/:performerId': [
    { allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'PUT', url: `/api/communities/${w.c1}/performers/${w.performerId}`, body: { name: 'Organist', description: 'Orgle' } }) },
  ],
  'DELETE /api/communities/:id/performers/:performerId': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/communities/${w.c1}/performers/${await w.make.performer()}` }) },
  ],
  'POST /api/communities/:id/performers/:performerId/image': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/communities/${w.c1}/performers/${await w.make.performer()}/image`, multipart: image('image') }) },
  ],
  'GET /api/uploads/performer-images/:name': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/uploads/performer-images/${w.performerImageName}`) }],

  // ---------------------------------------------------------------- songs (c1's community song; member edits off)
  'GET /api/songs': [{ allow: LOGGED_IN, request: () => get('/api/songs') }],
  'GET /api/song-collections': [{ allow: LOGGED_IN, request: () => get('/api/song-collections') }],
  'GET /api/songs/:id': [
    { allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/songs/${w.communitySong}`) },
    { label: "the member's personal song", allow: ['member', 'globalAdmin'], deny: { unverified: 404, otherAdmin: 404, communityAdmin: 404 }, request: (w) => get(`/api/songs/${w.personalSong}`) },
  ],
  'POST /api/songs': [
    { label: 'personal', allow: LOGGED_IN, request: () => ({ method: 'POST', url: '/api/songs', body: { title: unique('Moja ') } }) },
    { label: 'into c1', allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: '/api/songs', body: { title: unique('Naša '), community_id: w.c1 } }) },
  ],
  'PUT /api/songs/:id': [{ allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'PUT', url: `/api/songs/${w.communitySong}`, body: { title: 'Sveta noč', composer: 'F. X. Gruber' } }) }],
  'DELETE /api/songs/:id': [{ allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/songs/${await w.make.song()}` }) }],
  'POST /api/songs/:id/upload-part': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/songs/${await w.make.song()}/upload-part`, multipart: multipart('file', 'p.pdf', 'application/pdf', PDF) }) },
  ],
  'DELETE /api/songs/:id/part-file': [
    {
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await w.make.song();
        await w.make.partFile(id);
        return { method: 'DELETE', url: `/api/songs/${id}/part-file` };
      },
    },
  ],
  'GET /api/songs/:id/part-file': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/songs/${w.communitySong}/part-file`) }],
  // The songbook's import and export (issue 60): a group's admins import, its members export; one's own songbook always.
  'POST /api/songs/import/preview': [
    { label: 'personal', allow: LOGGED_IN, request: () => ({ method: 'POST', url: '/api/songs/import/preview', multipart: importForm(null) }) },
    { label: 'into c1', allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: `/api/songs/import/preview?community_id=${w.c1}`, multipart: importForm(null) }) },
  ],
  'POST /api/songs/import': [
    { label: 'personal', allow: LOGGED_IN, request: () => ({ method: 'POST', url: '/api/songs/import', multipart: importForm(['p.cho']) }) },
    { label: 'into c1', allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: `/api/songs/import?community_id=${w.c1}`, multipart: importForm(['p.cho']) }) },
  ],
  'GET /api/songs/export': [
    { label: 'personal', allow: LOGGED_IN, request: () => get('/api/songs/export') },
    { label: 'of c1', allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/songs/export?community_id=${w.c1}`) },
  ],
  // Issue 59: practice files, by the song's rules: its editors change them, whoever sees the song reads them.
  'POST /api/songs/:id/practice-files': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/songs/${await w.make.song()}/practice-files`, multipart: multipart('file', 'zbor.musicxml', 'application/xml', MUSICXML) }) },
  ],
  'PUT /api/songs/:id/practice-files/:fileId': [
    {
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await w.make.song();
        return { method: 'PUT', url: `/api/songs/${id}/practice-files/${await w.make.practiceFile(id)}`, body: { voice_map: { P1: 'bass' } } };
      },
    },
  ],
  'DELETE /api/songs/:id/practice-files/:fileId': [
    {
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await w.make.song();
        return { method: 'DELETE', url: `/api/songs/${id}/practice-files/${await w.make.practiceFile(id)}` };
      },
    },
  ],
  'GET /api/songs/:id/practice-files/:fileId': [
    {
      allow: MEMBERS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await w.make.song();
        return get(`/api/songs/${id}/practice-files/${await w.make.practiceFile(id)}`);
      },
    },
  ],

  // ---------------------------------------------------------------- events (owned and organized by c1's admin)
  'GET /api/events': [{ allow: LOGGED_IN, request: () => get('/api/events') }],
  'GET /api/users': [{ allow: LOGGED_IN, request: () => get('/api/users') }],
  'GET /api/events/:id': [
    { label: 'private', allow: ADMINS, deny: { ...HIDDEN, member: 404 }, request: (w) => get(`/api/events/${w.events.private}?include_attendees=true`) },
    { label: 'community', allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/events/${w.events.community}?include_attendees=true`) },
    { label: 'public', allow: LOGGED_IN, request: (w) => get(`/api/events/${w.events.public}?include_attendees=true`) },
    // Private: owner, organizer and attendees (DESIGN.md §5); the community's admin is none of them.
    { label: "the member's private event", allow: ['member', 'globalAdmin'], deny: { ...HIDDEN, communityAdmin: 404 }, request: async (w) => get(`/api/events/${await w.make.memberPrivateEvent()}`) },
  ],
  'POST /api/events': [
    { label: 'personal', allow: LOGGED_IN, request: (w) => ({ method: 'POST', url: '/api/events', body: eventBody(w, { community_id: null, visibility: 'private' }) }) },
    { label: 'into c1', allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: '/api/events', body: eventBody(w) }) },
  ],
  // Edit and delete: global admin, the owner, an admin of the event's community (spec §6). Editing
  // needs seeing: a member's private event stays hidden from the community admin (DESIGN.md §5,
  // docs/decisions.md); deleting it reveals nothing, so the admin may.
  'PUT /api/events/:id': [
    { allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'PUT', url: `/api/events/${w.events.community}`, body: eventBody(w, { title: 'Vaja pred božičem' }) }) },
    {
      label: "the member's private event",
      allow: ['member', 'globalAdmin'],
      deny: { ...HIDDEN, communityAdmin: 404 },
      request: async (w) => ({ method: 'PUT', url: `/api/events/${await w.make.memberPrivateEvent()}`, body: eventBody(w, { visibility: 'private' }) }),
    },
  ],
  'DELETE /api/events/:id': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/events/${await w.make.event('community')}` }) },
    { label: "the member's private event", allow: ['member', ...ADMINS], deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/events/${await w.make.memberPrivateEvent()}` }) },
  ],
  // The organizer (here the community admin, who created it) and global admins.
  'POST /api/events/:id/attendees': [
    {
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => ({ method: 'POST', url: `/api/events/${await w.make.event('community')}/attendees`, body: { user_ids: [w.actors.member.user!.id] } }),
    },
  ],
  // The attendee sets their own attendance (spec §6); the organizer (here the community admin),
  // the owner, the community's admins and global admins set anyone's (issue 23).
  'PUT /api/events/:id/attendees/:userId': [
    {
      label: "the member's own row",
      allow: ['member', ...ADMINS],
      deny: HIDDEN,
      request: async (w) => {
        const id = await withAttendee(w);
        return { method: 'PUT', url: `/api/events/${id}/attendees/${w.actors.member.user!.id}`, body: { status: 'going' } };
      },
    },
    {
      label: "the organizer's row",
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await withAttendee(w, w.actors.communityAdmin.user!.id);
        return { method: 'PUT', url: `/api/events/${id}/attendees/${w.actors.communityAdmin.user!.id}`, body: { status: 'going' } };
      },
    },
  ],
  // Issue 23: a member sets their own voice part, the community's admins anyone's.
  'PUT /api/communities/:id/voice-parts/:userId': [
    {
      label: "the member's own part",
      allow: MEMBERS,
      deny: HIDDEN,
      request: (w) => ({ method: 'PUT', url: `/api/communities/${w.c1}/voice-parts/${w.actors.member.user!.id}`, body: { voice_part: 'Tenor' } }),
    },
    {
      label: "the community admin's part",
      allow: ADMINS,
      deny: HIDDEN,
      request: (w) => ({ method: 'PUT', url: `/api/communities/${w.c1}/voice-parts/${w.actors.communityAdmin.user!.id}`, body: { voice_part: 'Bas' } }),
    },
  ],
  // Issue 23: absences are one's own; someone else's is 404, as if it did not exist.
  'GET /api/profile/absences': [{ allow: LOGGED_IN, request: () => get('/api/profile/absences') }],
  'POST /api/profile/absences': [
    { allow: LOGGED_IN, request: () => ({ method: 'POST', url: '/api/profile/absences', body: { start_date: '2031-07-01', end_date: '2031-07-10', note: 'Dopust' } }) },
  ],
  'DELETE /api/profile/absences/:id': [
    {
      allow: ['member'],
      deny: HIDDEN_ALL,
      request: async (w) => {
        const made = await w.actors.member.client.post('/api/profile/absences', { start_date: '2031-08-01', end_date: '2031-08-02' });
        return { method: 'DELETE', url: `/api/profile/absences/${made.json().absence.id}` };
      },
    },
  ],
  // The organizer and global admins take anyone off the list; everyone may take themselves off (docs/decisions.md).
  'DELETE /api/events/:id/attendees/:userId': [
    {
      label: "the member's own row",
      allow: ['member', ...ADMINS],
      deny: HIDDEN,
      request: async (w) => ({ method: 'DELETE', url: `/api/events/${await withAttendee(w)}/attendees/${w.actors.member.user!.id}` }),
    },
    {
      label: "the organizer's row",
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await withAttendee(w, w.actors.communityAdmin.user!.id);
        return { method: 'DELETE', url: `/api/events/${id}/attendees/${w.actors.communityAdmin.user!.id}` };
      },
    },
  ],
  'GET /api/events/:id/header-image': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/events/${w.events.community}/header-image`) }],
  'POST /api/events/:id/header-image': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/events/${await w.make.event('community')}/header-image`, multipart: image('file') }) },
  ],
  'DELETE /api/events/:id/header-image': [
    {
      allow: ADMINS,
      deny: HIDDEN,
      request: async (w) => {
        const id = await w.make.event('community');
        await w.make.headerImage(id);
        return { method: 'DELETE', url: `/api/events/${id}/header-image` };
      },
    },
  ],

  // ---------------------------------------------------------------- setlists (on c1's community event)
  'GET /api/setlists': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/setlists?event_id=${w.events.community}`) }],
  'GET /api/setlists/:id': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/setlists/${w.setlistId}`) }],
  'POST /api/setlists': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: '/api/setlists', body: { name: 'Maša', event_id: await w.make.event('community'), songs: [{ song_id: w.communitySong }] } }) },
  ],
  'PUT /api/setlists/:id': [
    { allow: ADMINS, deny: HIDDEN, request: (w) => ({ method: 'PUT', url: `/api/setlists/${w.setlistId}`, body: { name: 'Maša', songs: [{ song_id: w.communitySong, order: 1 }] } }) },
  ],
  'DELETE /api/setlists/:id': [{ allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/setlists/${await w.make.setlist(await w.make.event('community'))}` }) }],
  'GET /api/events/:id/song-candidates': [{ allow: ADMINS, deny: HIDDEN, request: (w) => get(`/api/events/${w.events.community}/song-candidates`) }],

  // ---------------------------------------------------------------- posts (the member's post in c1)
  'GET /api/posts': [{ allow: LOGGED_IN, request: () => get('/api/posts') }],
  'GET /api/posts/:id': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => get(`/api/posts/${w.postId}`) }],
  'POST /api/posts': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: '/api/posts', body: { title: 'Vaja', content: 'Jutri ob 19h.', community_id: w.c1 } }) }],
  'PUT /api/posts/:id': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => ({ method: 'PUT', url: `/api/posts/${w.postId}`, body: { title: 'Vaja', content: 'Prinesite note.' } }) }],
  'DELETE /api/posts/:id': [{ allow: MEMBERS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/posts/${await w.make.post()}` }) }],
  'POST /api/comments': [{ allow: MEMBERS, deny: HIDDEN, request: (w) => ({ method: 'POST', url: '/api/comments', body: { content: 'Pridem.', content_type: 'post', content_id: w.postId } }) }],
  'DELETE /api/comments/:id': [{ allow: MEMBERS, deny: HIDDEN, request: async (w) => ({ method: 'DELETE', url: `/api/comments/${await w.make.comment(w.postId)}` }) }],

  // ---------------------------------------------------------------- liturgical calendar
  'GET /api/catholic-festivities': [{ allow: LOGGED_IN, request: () => get('/api/catholic-festivities?year=2026&month=12') }],
  'GET /api/catholic-festivities/range': [{ allow: LOGGED_IN, request: () => get('/api/catholic-festivities/range?days=30&start_date=2026-12-01') }],

  // ---------------------------------------------------------------- the liturgical day and the Mass plan (issue 22)
  'GET /api/liturgy/day': [{ allow: LOGGED_IN, request: () => get('/api/liturgy/day?date=2026-11-29') }],
  'GET /api/events/:id/mass-plan': [{ allow: ADMINS, deny: HIDDEN, request: async (w) => get(`/api/events/${await massEvent(w)}/mass-plan`) }],
  'POST /api/events/:id/mass-plan': [
    { allow: ADMINS, deny: HIDDEN, request: async (w) => ({ method: 'POST', url: `/api/events/${await massEvent(w)}/mass-plan`, body: { slots: [{ role: 'Vstopna', song_id: null }] } }) },
  ],

  // ---------------------------------------------------------------- global admin console: global admins only
  'GET /api/gl_admin/users': [admin(() => get('/api/gl_admin/users'))],
  'GET /api/gl_admin/users/unverified': [admin(() => get('/api/gl_admin/users/unverified'))],
  'PUT /api/gl_admin/users/:id': [
    admin(async (w) => {
      const u = await newUserOf(w);
      return { method: 'PUT', url: `/api/gl_admin/users/${u.id}`, body: { username: u.username, email: u.email, role: 'user', display_name: 'Ime' } };
    }),
  ],
  'DELETE /api/gl_admin/users/:id': [admin(async (w) => ({ method: 'DELETE', url: `/api/gl_admin/users/${(await newUserOf(w)).id}` }))],
  'POST /api/gl_admin/users/:id/assign-community': [
    admin(async (w) => ({ method: 'POST', url: `/api/gl_admin/users/${(await newUserOf(w)).id}/assign-community`, body: { community_id: await w.make.community() } })),
  ],
  'GET /api/gl_admin/mail/failed': [admin(() => get('/api/gl_admin/mail/failed'))],
  // No failed message in the fixture world: an admin gets past the check to the 404 for the id.
  'POST /api/gl_admin/mail/:id/resend': [{ ...admin(() => ({ method: 'POST', url: '/api/gl_admin/mail/999999/resend' })), ok: [404] }],
  'POST /api/gl_admin/users/:id/verify-email': [admin(async (w) => ({ method: 'POST', url: `/api/gl_admin/users/${(await newUserOf(w, false)).id}/verify-email` }))],
  'POST /api/gl_admin/users/:id/send-verification': [admin(async (w) => ({ method: 'POST', url: `/api/gl_admin/users/${(await newUserOf(w, false)).id}/send-verification` }))],
  'POST /api/gl_admin/users/:id/approve': [admin(async (w) => ({ method: 'POST', url: `/api/gl_admin/users/${w.actors.member.user!.id}/approve` }))],
  'GET /api/gl_admin/communities': [admin(() => get('/api/gl_admin/communities'))],
  'GET /api/gl_admin/communities/stats': [admin(() => get('/api/gl_admin/communities/stats'))],
  'POST /api/gl_admin/communities': [admin(() => ({ method: 'POST', url: '/api/gl_admin/communities', body: { name: unique('Zbor '), description: 'Nov' } }))],
  'PUT /api/gl_admin/communities/:id': [
    admin(async (w) => ({ method: 'PUT', url: `/api/gl_admin/communities/${await w.make.community()}`, body: { name: unique('Zbor '), description: 'Preimenovan' } })),
  ],
  'DELETE /api/gl_admin/communities/:id': [admin(async (w) => ({ method: 'DELETE', url: `/api/gl_admin/communities/${await w.make.community()}` }))],
  'GET /api/gl_admin/performers': [admin(() => get('/api/gl_admin/performers'))],
  'GET /api/gl_admin/communities/:community_id/performers': [admin((w) => get(`/api/gl_admin/communities/${w.c1}/performers`))],
  'POST /api/gl_admin/communities/:community_id/performers': [
    admin((w) => ({ method: 'POST', url: `/api/gl_admin/communities/${w.c1}/performers`, body: { name: unique('Izv '), community_id: w.c1 } })),
  ],
  'PUT /api/gl_admin/performers/:id': [admin(async (w) => ({ method: 'PUT', url: `/api/gl_admin/performers/${await w.make.performer()}`, body: { name: unique('Izv '), community_id: w.c1 } }))],
  'DELETE /api/gl_admin/performers/:id': [admin(async (w) => ({ method: 'DELETE', url: `/api/gl_admin/performers/${await w.make.performer()}` }))],
  'POST /api/gl_admin/performers/:id/image': [admin(async (w) => ({ method: 'POST', url: `/api/gl_admin/performers/${await w.make.performer()}/image`, multipart: image('image') }))],
  'PUT /api/gl_admin/communities/:community_id/performers/:id': [
    admin(async (w) => ({ method: 'PUT', url: `/api/gl_admin/communities/${w.c1}/performers/${await w.make.performer()}`, body: { name: unique('Izv '), community_id: w.c1 } })),
  ],
  'DELETE /api/gl_admin/communities/:community_id/performers/:id': [
    admin(async (w) => ({ method: 'DELETE', url: `/api/gl_admin/communities/${w.c1}/performers/${await w.make.performer()}` })),
  ],
  'POST /api/gl_admin/communities/:community_id/performers/:id/image': [
    admin(async (w) => ({ method: 'POST', url: `/api/gl_admin/communities/${w.c1}/performers/${await w.make.performer()}/image`, multipart: image('image') })),
  ],
  'GET /api/gl_admin/invitations': [admin(() => get('/api/gl_admin/invitations'))],
  'POST /api/gl_admin/invitations/create': [
    admin((w) => ({ method: 'POST', url: '/api/gl_admin/invitations/create', body: { email: `${unique('v')}@zbor.test`, community_id: w.c1, make_primary: false } })),
  ],
  'DELETE /api/gl_admin/invitations/:id': [
    admin(async (w) => ({ method: 'DELETE', url: `/api/gl_admin/invitations/${(await w.make.invitation(w.c1, `${unique('v')}@zbor.test`)).id}` })),
  ],
  'GET /api/gl_admin/community-users': [admin(() => get('/api/gl_admin/community-users'))],
  'GET /api/gl_admin/community-users/stats': [admin(() => get('/api/gl_admin/community-users/stats'))],
  'PUT /api/gl_admin/community-users/:user_id/role': [
    admin(async (w) => {
      const { communityId, userId } = await associated(w);
      return { method: 'PUT', url: `/api/gl_admin/community-users/${userId}/role`, body: { community_id: communityId, role: 'member' } };
    }),
  ],
  'PUT /api/gl_admin/community-users/:user_id/primary': [
    admin(async (w) => {
      const u = await newUserOf(w);
      const communityId = await w.make.community();
      await w.app.ctx.services.communities.addMember(u.id, communityId, 'member', false);
      return { method: 'PUT', url: `/api/gl_admin/community-users/${u.id}/primary`, body: { community_id: communityId } };
    }),
  ],
  'DELETE /api/gl_admin/community-users/:user_id/:community_id': [
    admin(async (w) => {
      const { communityId, userId } = await associated(w);
      return { method: 'DELETE', url: `/api/gl_admin/community-users/${userId}/${communityId}` };
    }),
  ],
};

/** A global-admin-only route: 401 anonymous, 403 everyone else. */
function admin(request: Case['request']): Case {
  return { allow: GLOBAL, request };
}

/** A throwaway user of the same database (verified unless told). */
async function newUserOf(w: World, verified = true) {
  return newUser(w.app, { verified });
}

/** A fresh community event of c1 with the member (or `userId`) on its attendee list. */
async function withAttendee(w: World, userId = w.actors.member.user!.id) {
  const id = await w.make.event('community');
  const res = await w.actors.communityAdmin.client.post(`/api/events/${id}/attendees`, { user_ids: [userId] });
  if (res.statusCode !== 200) throw new Error(`attendee add failed: ${res.statusCode} ${res.body}`);
  return id;
}
