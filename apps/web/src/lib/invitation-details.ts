import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationErrorKinds, type TInvitationDetails, type TInvitationErrorKind } from '@zborovodja/contracts';
import { api, ApiError } from './api-client.ts';

/**
 * The two public look-ups of an invitation (spec §7): GET /invitations/details (read for the
 * e-mail) and GET /communities/invitation-details (read for the group's name and description).
 * Shared by the registration banner and the invitation screens. community_id may be left out
 * where the link carries only the token (/verify-or-invite/{token}).
 */
export type InvitationSource = 'invitations' | 'communities';

const endpoint: Record<InvitationSource, string> = {
  invitations: '/invitations/details',
  communities: '/communities/invitation-details',
};

export const getInvitationDetails = (source: InvitationSource, token: string, communityId?: string | number | null) =>
  api.get<TInvitationDetails>(endpoint[source], { token, community_id: communityId || undefined });

export const invitationDetailsQueryOptions = (
  source: InvitationSource,
  token: string,
  communityId?: string | number | null,
) =>
  queryOptions({
    queryKey: ['invitation-details', source, token, communityId ?? null],
    queryFn: () => getInvitationDetails(source, token, communityId),
    retry: false,
    staleTime: Infinity,
  });

export const useInvitationDetails = (
  source: InvitationSource,
  token: string | null,
  communityId?: string | number | null,
  enabled = true,
) => useQuery({ ...invitationDetailsQueryOptions(source, token ?? '', communityId), enabled: enabled && !!token });

/** The error page's kind for a failed look-up: the server's error_kind, 'server' for 5xx or no answer. */
export function invitationErrorKind(error: unknown): TInvitationErrorKind | 'server' | null {
  if (error instanceof ApiError) {
    const kind = (error.body as { error_kind?: unknown } | null)?.error_kind;
    if (typeof kind === 'string' && (invitationErrorKinds as readonly string[]).includes(kind)) {
      return kind as TInvitationErrorKind;
    }
    return error.status >= 500 ? 'server' : null;
  }
  return error instanceof TypeError ? 'server' : null;
}
