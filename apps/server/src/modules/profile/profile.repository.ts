import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, UsersTable } from '../../db/schema.ts';

export type ProfileUserRow = Selectable<UsersTable>;

/** One of a user's communities, as the profile lists it. */
export type UserCommunityRow = { id: number; name: string; role: string; is_primary: number; voice_part: string | null };

/** The profile's own reads: the user with their communities, and who may see a profile photo. */
export class ProfileRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /** Whether any user other than `exceptId` has this profile image URL (data from before issue 19 may share one). */
  async profileImageUsedByOthers(url: string, exceptId: number): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('profile_image', '=', url).where('id', '!=', exceptId).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * For the profile photo at `url`: its owner and what ties the viewer to them (a shared community,
   * a shared event: both among its owner, organizer and attendees), for policy.ts profile.image.view.
   */
  async profileImageTies(url: string, viewerId: number): Promise<{ owner_id: number; shares_community: boolean; shares_event: boolean } | undefined> {
    const owner = await this.db.selectFrom('users').select('id').where('profile_image', '=', url).orderBy('id').executeTakeFirst();
    if (!owner) return undefined;
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('community_users as a')
              .innerJoin('community_users as b', 'b.community_id', 'a.community_id')
              .select('a.user_id')
              .where('a.user_id', '=', owner.id)
              .where('b.user_id', '=', viewerId),
          )
          .as('shares_community'),
        eb
          .exists(
            eb
              .selectFrom('events as e')
              .select('e.id')
              .where((w) =>
                w.and([
                  w.or([
                    w('e.owner_id', '=', owner.id),
                    w('e.organizer_id', '=', owner.id),
                    w.exists(w.selectFrom('event_attendees as x').select('x.user_id').whereRef('x.event_id', '=', 'e.id').where('x.user_id', '=', owner.id)),
                  ]),
                  w.or([
                    w('e.owner_id', '=', viewerId),
                    w('e.organizer_id', '=', viewerId),
                    w.exists(w.selectFrom('event_attendees as y').select('y.user_id').whereRef('y.event_id', '=', 'e.id').where('y.user_id', '=', viewerId)),
                  ]),
                ]),
              ),
          )
          .as('shares_event'),
      ])
      .executeTakeFirstOrThrow();
    return { owner_id: owner.id, shares_community: Boolean(row.shares_community), shares_event: Boolean(row.shares_event) };
  }

  /**
   * The user with their communities (role, primary flag, voice part; the primary first, then by
   * name): the profile, read on every page load, in one statement (a row per membership).
   */
  async findWithCommunities(id: number): Promise<{ user: ProfileUserRow; communities: UserCommunityRow[] } | undefined> {
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('community_users as cu', 'cu.user_id', 'users.id')
      .leftJoin('communities as c', 'c.id', 'cu.community_id')
      .selectAll('users')
      .select(['c.id as c_id', 'c.name as c_name', 'cu.role as c_role', 'cu.is_primary as c_is_primary', 'cu.voice_part as c_voice_part'])
      .where('users.id', '=', id)
      .orderBy('cu.is_primary', 'desc')
      .orderBy('c.name')
      .execute();
    if (rows.length === 0) return undefined;
    const communities = rows.flatMap((r) =>
      r.c_id === null ? [] : [{ id: r.c_id, name: r.c_name!, role: r.c_role!, is_primary: r.c_is_primary!, voice_part: r.c_voice_part }],
    );
    // The first row's membership columns go with it; the profile's mapper reads the user's own.
    return { user: rows[0], communities };
  }
}
