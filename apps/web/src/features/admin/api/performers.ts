import { useQuery } from '@tanstack/react-query';
import type { TAdminPerformerResponse, TAdminPerformersResponse } from '@zborovodja/contracts';
import type { PerformerBackend } from '@/components/performers/performer-backend.ts';
import { api } from '@/lib/api-client.ts';
import { communityKeys } from '@/lib/communities.ts';
import { uploadForm } from '@/lib/upload.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/performers (all) or /gl_admin/communities/{id}/performers. */
export const getAdminPerformers = (communityId: number | null) =>
  api
    .get<TAdminPerformersResponse>(communityId ? `/gl_admin/communities/${communityId}/performers` : '/gl_admin/performers')
    .then((r) => r.performers);

export const useAdminPerformers = (communityId: number | null) =>
  useQuery({ queryKey: adminKeys.performers(communityId), queryFn: () => getAdminPerformers(communityId) });

const base = (communityId: number) => `/gl_admin/communities/${communityId}/performers`;

/** The /gl_admin performer calls for the shared performer modal and delete dialog. */
export const adminPerformers: PerformerBackend = {
  /** POST /gl_admin/communities/{community_id}/performers {name, description, community_id} */
  create: (communityId, input) => api.post<TAdminPerformerResponse>(base(communityId), { ...input, community_id: communityId }),
  /** PUT /gl_admin/communities/{community_id}/performers/{id} */
  update: (performer, input) =>
    api.put<TAdminPerformerResponse>(`${base(performer.community_id)}/${performer.id}`, { ...input, community_id: performer.community_id }),
  /** DELETE /gl_admin/communities/{community_id}/performers/{id} */
  remove: (performer) => api.delete<{ message: string }>(`${base(performer.community_id)}/${performer.id}`),
  /** POST …/performers/{id}/image, multipart field image */
  uploadImage: async (performer, file, onProgress) => {
    const form = new FormData();
    form.append('image', file);
    const response = await uploadForm<{ image_url: string }>(`${base(performer.community_id)}/${performer.id}/image`, form, { onProgress });
    return response.image_url;
  },
  staleKeys: (communityId) => [adminKeys.all, communityKeys.performers(communityId)],
};
