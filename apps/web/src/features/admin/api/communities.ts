import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TAdminCommunitiesResponse,
  TAdminCommunity,
  TAdminCommunityRequest,
  TAdminCommunityResponse,
  TAdminDeleteCommunityResponse,
} from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useInvalidateAdmin } from './invalidate.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/communities: every community, private ones too, with its counts. */
export const getAdminCommunities = () => api.get<TAdminCommunitiesResponse>('/gl_admin/communities').then((r) => r.communities);

export const useAdminCommunities = () => useQuery({ queryKey: adminKeys.communities, queryFn: getAdminCommunities });

/** POST /gl_admin/communities, or PUT /gl_admin/communities/{id} when editing. */
export const saveAdminCommunity = (id: number | null, body: TAdminCommunityRequest) =>
  id === null
    ? api.post<TAdminCommunityResponse>('/gl_admin/communities', body)
    : api.put<TAdminCommunityResponse>(`/gl_admin/communities/${id}`, body);

/** DELETE /gl_admin/communities/{id} */
export const deleteAdminCommunity = (community: TAdminCommunity) =>
  api.delete<TAdminDeleteCommunityResponse>(`/gl_admin/communities/${community.id}`);

export function useSaveAdminCommunity() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TAdminCommunityRequest }) => saveAdminCommunity(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteAdminCommunity() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAdminCommunity, onSuccess: invalidate });
}
