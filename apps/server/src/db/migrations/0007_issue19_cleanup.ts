import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Issue 19, the rows left by what the fixes now stop (docs/decisions.md):
 * - attendee rows that the attendee-list rule no longer allows (policy.ts attendeeAllowed): on an
 *   event of a community, someone who is not its member, not the owner or organizer and not a
 *   global admin (an outsider who joined a public event, a member removed before the fix);
 * - profile image values that are not one of our uploads (an https URL, a crafted path): no
 *   route sets them any more and the CSP would not load them. A value shared by two users stays:
 *   the owner cannot be told apart, and no file is deleted while another user points at it.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db
    .deleteFrom('event_attendees')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom(['events as e', 'users as u'])
          .select('e.id')
          .whereRef('u.id', '=', 'event_attendees.user_id')
          .whereRef('e.id', '=', 'event_attendees.event_id')
          .where('e.community_id', 'is not', null)
          .whereRef('e.owner_id', '!=', 'event_attendees.user_id')
          .whereRef('e.organizer_id', '!=', 'event_attendees.user_id')
          .where('u.role', 'not in', ['global_admin', 'admin'])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('community_users as cu')
                  .select('cu.user_id')
                  .whereRef('cu.community_id', '=', 'e.community_id')
                  .whereRef('cu.user_id', '=', 'event_attendees.user_id'),
              ),
            ),
          ),
      ),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ profile_image: null })
    .where('profile_image', 'is not', null)
    .where((eb) => eb.or([eb('profile_image', 'not like', '/api/uploads/profile-images/%'), eb('profile_image', 'like', '%..%')]))
    .execute();
}
