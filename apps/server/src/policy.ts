import type { SessionUser } from './domain/sessions.ts';

/**
 * Every permission rule in one place: can(actor, action). Services ask it before they read or
 * change anything on someone's behalf; routes never decide permissions themselves. Later modules
 * add their actions to `Action` and a case below.
 */
export type Actor = SessionUser | null;

/** What the policy needs to know about a community and the actor's place in it. */
export interface CommunityAccess {
  visibility: string;
  /** The actor's role in the community, or null when not a member. */
  role: string | null;
}

/** A song's owner and, for a community song, the actor's place in that community. */
export interface SongAccess {
  owner_type: 'user' | 'community';
  owner_id: number;
  /** For a community song: the actor's role there (null when not a member) and the community's flag. */
  community: { role: string | null; allow_member_edits: boolean } | null;
}

/** A whole songbook: one's own, or a group's with the actor's role there (null when not a member). */
export type SongbookAccess = { owner_type: 'user'; owner_id: number } | { owner_type: 'community'; owner_id: number; role: string | null };

/** An event, and the actor's place in it and in its community. */
export interface EventAccess {
  visibility: 'private' | 'community' | 'public';
  owner_id: number;
  organizer_id: number;
  /** Whether the actor is on the attendee list. */
  is_attendee: boolean;
  /** For an event of a community: the actor's role there (null when not a member) and the community's flag. */
  community: { role: string | null; allow_member_edits: boolean } | null;
}

/** A post: its author and the actor's role in the post's community (null when not a member). */
export interface PostAccess {
  /** Null once the author deleted their account. */
  user_id: number | null;
  role: string | null;
}

export type Action =
  /** The global admin console (/gl_admin/…): global admins only. */
  | { type: 'admin.console' }
  /**
   * Learn whether an e-mail address has an account (issue 53, #3): global admins only. Everyone
   * else who invites gets the same answer whether or not it has one.
   */
  | { type: 'account.exists' }
  | { type: 'notification.manage'; notification: { user_id: number } }
  /** Export one's data (issue 61): the account's owner only, not even a global admin. */
  | { type: 'account.export'; userId: number }
  /** Delete an account (issue 61): its owner, and global admins in the console. */
  | { type: 'account.delete'; userId: number }
  | { type: 'profile.manage'; userId: number }
  /** Set (upload) or remove a profile photo: only its owner, not even a global admin (issue 19). */
  | { type: 'profile.image'; userId: number }
  /**
   * Load someone's profile photo (docs/decisions.md, Profile pictures): the owner, global admins,
   * and whoever shares a community or an event (owner, organizer, attendee) with them: the lists
   * where photos appear beside names.
   */
  | { type: 'profile.image.view'; image: { owner_id: number; shares_community: boolean; shares_event: boolean } }
  /** See the community at all (lists, by id, invitation banners aside). */
  | { type: 'community.view'; community: CommunityAccess }
  /** Members' business: the member list, performers. */
  | { type: 'community.members'; community: CommunityAccess }
  /** Join without an invitation. */
  | { type: 'community.join'; community: CommunityAccess }
  /**
   * Leave a community (issue 58, #7): its members, except its last admin (`otherAdmins`: how many
   * admins it has besides the actor), who must first make another member admin.
   */
  | { type: 'community.leave'; community: CommunityAccess; otherAdmins: number }
  /** Administer: edit settings, change roles, remove members, invite, manage performers. */
  | { type: 'community.manage'; community: CommunityAccess }
  /** Add content (songs, events, setlists) to a community: admins, or members when allow_member_edits. */
  | { type: 'community.contribute'; community: CommunityAccess & { allow_member_edits: boolean } }
  | { type: 'song.view'; song: SongAccess }
  /** Edit, delete, upload or remove the part file. */
  | { type: 'song.edit'; song: SongAccess }
  /**
   * Import files into a songbook (issue 60): one's own personal songbook; a group's only its admins
   * (and global admins), since an import adds hundreds of songs at once.
   */
  | { type: 'songbook.import'; songbook: SongbookAccess }
  /** Export a songbook as a ZIP: whoever sees its songs (its owner; a group's members; global admins). */
  | { type: 'songbook.export'; songbook: SongbookAccess }
  /** See an event, its attendees, setlist and header image (DESIGN.md §5). The events list mirrors this in SQL. */
  | { type: 'event.view'; event: EventAccess }
  /**
   * Edit details, setlist and header image: only an event the actor may see (issue 53, #1: a
   * series edit reaches occurrences the URL's does not, and one may be private to others).
   */
  | { type: 'event.edit'; event: EventAccess }
  | { type: 'event.delete'; event: EventAccess }
  /** Add and remove attendees: the organizer (spec §6), and global admins. */
  | { type: 'event.organize'; event: EventAccess }
  /**
   * Put oneself on the attendee list or answer (set one's own status): see attendeeAllowed; for an
   * event without a community only who is already on the list (docs/decisions.md, issue 19).
   */
  | { type: 'event.attend'; event: EventAccess }
  /**
   * Set another attendee's status (issue 23, the leader keeps attendance): the event's organizer,
   * its owner, the admins of its community, global admins. Everyone sets their own via event.attend.
   */
  | { type: 'event.attendance.manage'; event: EventAccess }
  /** Set a member's voice part in a community (issue 23): the member themselves, or whoever manages it. */
  | { type: 'community.voice_part'; community: CommunityAccess; userId: number }
  /**
   * See someone's absence, note included (issue 23; issue 53, #2): its owner, and the leaders (the
   * admins) of a community the absent person belongs to, while they plan that community's event
   * (`event` read for the actor, so its community's role is theirs; `member`: the absent person is
   * a member of the event's community). Never through an event without a community, never to a
   * plain member or an organizer who does not lead the community, not even to a global admin who
   * is not one of its admins.
   */
  | { type: 'absence.view'; absence: { user_id: number }; event: EventAccess | null; member: boolean }
  /** Read a post and comment on it: members of its community, global admins. */
  | { type: 'post.view'; post: PostAccess }
  /** Edit or delete a post: its author, the community's admins, global admins (spec §6). */
  | { type: 'post.edit'; post: PostAccess }
  /** Delete a comment: its author, the post community's admins, global admins. */
  | { type: 'comment.delete'; comment: { user_id: number | null }; post: PostAccess };

export const isGlobalAdmin = (actor: { role: string } | null): boolean =>
  actor?.role === 'global_admin' || actor?.role === 'admin';

const isCommunityAdminRole = (role: string | null) => role === 'community_admin' || role === 'admin';

/**
 * Whether this user sees the event by their own place in it (DESIGN.md §5), leaving aside the
 * global admin's right to see everything: the event.view rule, also for people other than the
 * actor. A notice that carries an event's title (its cancellation) goes only to those it holds for.
 */
export function eventVisibleTo(userId: number, e: EventAccess): boolean {
  if (e.visibility === 'public' || e.owner_id === userId || e.organizer_id === userId || e.is_attendee) return true;
  return e.visibility === 'community' && (e.community?.role ?? null) !== null;
}

/**
 * Who may be on an event's attendee list (docs/decisions.md, "Attendee lists", issue 19): its
 * owner and organizer; for an event of a community, that community's members (a global admin is a
 * member of every community, spec §6); for an event without a community, whoever the organizer
 * put on the list. A row that stops meeting this (the member leaves or is removed, the event moves
 * to another community or turns private) is deleted at that moment and the organizer is told:
 * CommunitiesRepository.removeMembership and EventsRepository.removeIneligibleAttendees carry this
 * rule in SQL.
 */
export function attendeeAllowed(
  person: { id: number; role: string },
  e: Pick<EventAccess, 'owner_id' | 'organizer_id' | 'is_attendee'> & { community: { role: string | null } | null },
): boolean {
  if (e.owner_id === person.id || e.organizer_id === person.id) return true;
  if (e.community !== null) return e.community.role !== null || isGlobalAdmin(person);
  return e.is_attendee;
}

/** Community content: admins always, members when the community allows member edits. */
function contribute(actor: SessionUser, role: string | null, allowMemberEdits: boolean): boolean {
  return isGlobalAdmin(actor) || isCommunityAdminRole(role) || (role !== null && allowMemberEdits);
}

export function can(actor: Actor, action: Action): boolean {
  if (!actor) return false;
  switch (action.type) {
    case 'admin.console':
    case 'account.exists':
      return isGlobalAdmin(actor);
    case 'notification.manage':
      // Only the recipient reads or changes a notification; not even a global admin.
      return action.notification.user_id === actor.id;
    case 'profile.manage':
    case 'profile.image':
    case 'account.export':
      return action.userId === actor.id;
    case 'account.delete':
      return action.userId === actor.id || isGlobalAdmin(actor);
    case 'profile.image.view':
      return action.image.owner_id === actor.id || isGlobalAdmin(actor) || action.image.shares_community || action.image.shares_event;
    case 'community.view':
      // A global admin is admin and member of every community (spec §6).
      return action.community.visibility !== 'Private' || action.community.role !== null || isGlobalAdmin(actor);
    case 'community.members':
      return action.community.role !== null || isGlobalAdmin(actor);
    case 'community.join':
      return action.community.visibility !== 'Private' || isGlobalAdmin(actor);
    case 'community.leave':
      if (action.community.role === null) return false;
      return !isCommunityAdminRole(action.community.role) || action.otherAdmins > 0;
    case 'community.manage':
      return isCommunityAdminRole(action.community.role) || isGlobalAdmin(actor);
    case 'community.contribute':
      return contribute(actor, action.community.role, action.community.allow_member_edits);
    case 'song.view':
      if (isGlobalAdmin(actor)) return true;
      return action.song.owner_type === 'user' ? action.song.owner_id === actor.id : (action.song.community?.role ?? null) !== null;
    case 'song.edit':
      if (action.song.owner_type === 'user') return action.song.owner_id === actor.id || isGlobalAdmin(actor);
      return contribute(actor, action.song.community?.role ?? null, action.song.community?.allow_member_edits ?? false);
    case 'songbook.import':
      if (action.songbook.owner_type === 'user') return action.songbook.owner_id === actor.id;
      return isCommunityAdminRole(action.songbook.role) || isGlobalAdmin(actor);
    case 'songbook.export':
      if (action.songbook.owner_type === 'user') return action.songbook.owner_id === actor.id;
      return action.songbook.role !== null || isGlobalAdmin(actor);
    case 'event.view':
      return isGlobalAdmin(actor) || eventVisibleTo(actor.id, action.event);
    case 'event.edit': {
      const e = action.event;
      if (e.owner_id === actor.id || isGlobalAdmin(actor)) return true;
      if (!eventVisibleTo(actor.id, e)) return false;
      return e.community !== null && e.community.role !== null && (isCommunityAdminRole(e.community.role) || e.community.allow_member_edits);
    }
    case 'event.delete':
      return action.event.owner_id === actor.id || isGlobalAdmin(actor) || isCommunityAdminRole(action.event.community?.role ?? null);
    case 'event.organize':
      return action.event.organizer_id === actor.id || action.event.owner_id === actor.id || isGlobalAdmin(actor);
    case 'event.attend':
      return eventVisibleTo(actor.id, action.event) || isGlobalAdmin(actor) ? attendeeAllowed(actor, action.event) : false;
    case 'event.attendance.manage': {
      const e = action.event;
      return e.organizer_id === actor.id || e.owner_id === actor.id || isGlobalAdmin(actor) || isCommunityAdminRole(e.community?.role ?? null);
    }
    case 'community.voice_part':
      return (action.userId === actor.id && action.community.role !== null) || isCommunityAdminRole(action.community.role) || isGlobalAdmin(actor);
    case 'absence.view':
      if (action.absence.user_id === actor.id) return true;
      return action.event !== null && action.member && action.event.community !== null && isCommunityAdminRole(action.event.community.role);
    case 'post.view':
      return action.post.role !== null || isGlobalAdmin(actor);
    case 'post.edit':
      return action.post.user_id === actor.id || isCommunityAdminRole(action.post.role) || isGlobalAdmin(actor);
    case 'comment.delete':
      return action.comment.user_id === actor.id || isCommunityAdminRole(action.post.role) || isGlobalAdmin(actor);
  }
}
