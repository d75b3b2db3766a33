import type { TAdminAssociationsQuery, TAdminInvitationsQuery, TAdminUsersQuery } from '@zborovodja/contracts';

/** Query keys of the admin console; every admin write invalidates `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: Partial<TAdminUsersQuery>) => ['admin', 'users', query] as const,
  unverified: ['admin', 'unverified'] as const,
  communities: ['admin', 'communities'] as const,
  performers: (communityId: number | null) => ['admin', 'performers', communityId] as const,
  invitations: (query: Partial<TAdminInvitationsQuery>) => ['admin', 'invitations', query] as const,
  associations: (query: Partial<TAdminAssociationsQuery>) => ['admin', 'associations', query] as const,
  stats: (page: number) => ['admin', 'stats', page] as const,
  failedMail: ['admin', 'mail', 'failed'] as const,
};
