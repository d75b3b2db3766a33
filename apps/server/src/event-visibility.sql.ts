import { sql, type RawBuilder } from 'kysely';

/**
 * policy.ts's event.view rule (`eventVisibleTo`) in SQL, for a viewer who is not a global admin
 * (a global admin's lists simply leave the rule out): public events, the viewer's own, those they
 * organize, those they are on the list of, and the community events of their communities. It is
 * written here once, in the two shapes the statements need; test/api/event-visibility.test.ts
 * checks on generated worlds that both say what policy.ts says.
 */

/**
 * As a condition on one event row. Needs the aliases `e` (events), `me` (the viewer's
 * event_attendees row, left joined) and `cu` (the viewer's community_users row for the event's
 * community, left joined).
 */
export const eventVisibleSql = (viewer: number): RawBuilder<boolean> =>
  sql<boolean>`(e.visibility = 'public' or e.owner_id = ${viewer} or e.organizer_id = ${viewer} or me.user_id is not null or (e.visibility = 'community' and cu.user_id is not null))`;

/**
 * As five walks, each a FROM and a WHERE that reach events `e` through one index: a list unions
 * them and cuts each at its page's end, so a page reads a bounded number of rows however many
 * events there are (events.repository.ts pageIds).
 */
export const eventVisibleWalks = (viewer: number): [from: RawBuilder<unknown>, where: RawBuilder<unknown>][] => [
  [sql`events e`, sql`e.visibility = 'public'`],
  [sql`events e`, sql`e.owner_id = ${viewer}`],
  [sql`events e`, sql`e.organizer_id = ${viewer}`],
  [sql`event_attendees a join events e on e.id = a.event_id`, sql`a.user_id = ${viewer}`],
  [sql`community_users cu join events e on e.community_id = cu.community_id`, sql`cu.user_id = ${viewer} and e.visibility = 'community'`],
];
