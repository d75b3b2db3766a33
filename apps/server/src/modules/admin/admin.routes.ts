import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  limits,
  success,
  ZAdminAssociationResponse,
  ZAdminAssociationsResponse,
  ZAdminCommunitiesResponse,
  ZAdminCommunityResponse,
  ZAdminCommunityStatsResponse,
  ZAdminCreateInvitationResponse,
  ZAdminDeleteCommunityResponse,
  ZAdminDeleteUserResponse,
  ZAdminImageResponse,
  ZAdminInvitationsResponse,
  ZAdminMessageResponse,
  ZAdminPerformerResponse,
  ZAdminPerformersResponse,
  ZAdminStatsResponse,
  ZAdminUnverifiedResponse,
  ZAdminUserResponse,
  ZAdminUsersResponse,
  ZAdminAssignCommunityRequest,
  ZAdminAssociationParams,
  ZAdminAssociationRoleRequest,
  ZAdminAssociationsQuery,
  ZAdminCommunityIdParam,
  ZAdminCommunityPerformerParams,
  ZAdminCommunityRequest,
  ZAdminCreateInvitationRequest,
  ZAdminFailedMailsQuery,
  ZAdminFailedMailsResponse,
  ZAdminIdParam,
  ZAdminInvitationsQuery,
  ZAdminPerformerRequest,
  ZAdminPerformersQuery,
  ZAdminSetPrimaryRequest,
  ZAdminStatsQuery,
  ZAdminUnverifiedQuery,
  ZAdminUpdateUserRequest,
  ZAdminUserIdParam,
  ZAdminUsersQuery,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { singleFile, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';
import type { ZodApp } from '../../http/schemas.ts';
import type { AdminService } from './admin.service.ts';

/**
 * /api/gl_admin/… — the global admin console (spec §7 "Global admin"). The preValidation hook lets
 * only global admins through (before the input is checked) (401 anonymous, 403 everyone else with the spec's text); it is scoped
 * to this plugin, so it guards exactly these routes.
 */
/** The acting global admin (the plugin's hook has let only global admins through). */
const actor = (request: FastifyRequest) => requireUser(request);

export async function adminRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = ctx.services.admin;
  app.addHook('preValidation', async (request) => admin.authorize(requireUser(request)));
  mailRoutes(app, admin);
  userRoutes(app, admin);
  communityRoutes(app, admin);
  performerRoutes(app, admin);
  invitationRoutes(app, admin);
  associationRoutes(app, admin);
}

/** Neposlana e-pošta (issue 56). */
function mailRoutes(app: ZodApp, admin: AdminService) {
  app.get(
    '/gl_admin/mail/failed',
    { schema: { summary: 'Neposlana e-pošta', querystring: ZAdminFailedMailsQuery, response: { 200: ZAdminFailedMailsResponse } } },
    async (request) => admin.listFailedMail(request.query),
  );

  app.post(
    '/gl_admin/mail/:id/resend',
    { schema: { summary: 'Pošlji neposlano sporočilo znova', params: ZAdminIdParam, response: { 200: ZAdminMessageResponse } } },
    async (request) => {
      await admin.resendMail(request.params.id);
      return { message: success.mailRequeued };
    },
  );
}

/** Users. */
function userRoutes(app: ZodApp, admin: AdminService) {
  app.get('/gl_admin/users', { schema: { summary: 'Uporabniki (iskanje, strani)', querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersResponse } } }, async (request) =>
    admin.listUsers(request.query),
  );

  app.get(
    '/gl_admin/users/unverified',
    { schema: { summary: 'Uporabniki z nepotrjenim e-naslovom', querystring: ZAdminUnverifiedQuery, response: { 200: ZAdminUnverifiedResponse } } },
    async (request) => admin.listUnverified(request.query),
  );

  app.put(
    '/gl_admin/users/:id',
    { schema: { summary: 'Uredi uporabnika', params: ZAdminIdParam, body: ZAdminUpdateUserRequest, response: { 200: ZAdminUserResponse } } },
    async (request) => ({ message: success.userUpdated, user: await admin.updateUser(request.params.id, request.body) }),
  );

  app.delete('/gl_admin/users/:id', { schema: { summary: 'Izbriši uporabnika', params: ZAdminIdParam, response: { 200: ZAdminDeleteUserResponse } } }, async (request) =>
    admin.deleteUser(actor(request), request.params.id),
  );

  app.post(
    '/gl_admin/users/:id/assign-community',
    { schema: { summary: 'Dodeli uporabnika skupnosti', params: ZAdminIdParam, body: ZAdminAssignCommunityRequest, response: { 200: ZAdminUserResponse } } },
    async (request) => ({ message: success.communityAssigned, user: await admin.assignCommunity(request.params.id, request.body) }),
  );

  app.post(
    '/gl_admin/users/:id/verify-email',
    { schema: { summary: 'Potrdi e-naslov uporabnika', params: ZAdminIdParam, response: { 200: ZAdminUserResponse } } },
    async (request) => ({ message: success.emailVerifiedByAdmin, user: await admin.verifyEmail(request.params.id) }),
  );

  app.post(
    '/gl_admin/users/:id/send-verification',
    { schema: { summary: 'Pošlji uporabniku potrditveno sporočilo', params: ZAdminIdParam, response: { 200: ZAdminMessageResponse } } },
    async (request) => {
      await admin.sendVerification(request.params.id);
      return { message: success.adminVerificationSent };
    },
  );

  app.post(
    '/gl_admin/users/:id/approve',
    { schema: { summary: 'Odobri uporabnika', params: ZAdminIdParam, response: { 200: ZAdminUserResponse } } },
    async (request) => ({ message: success.userApproved, user: await admin.approve(request.params.id) }),
  );
}

/** Communities. */
function communityRoutes(app: ZodApp, admin: AdminService) {
  app.get('/gl_admin/communities', { schema: { summary: 'Vse skupnosti', response: { 200: ZAdminCommunitiesResponse } } }, async () => ({
    communities: await admin.listCommunities(),
  }));

  app.get('/gl_admin/communities/stats', { schema: { summary: 'Število članov po skupnostih', response: { 200: ZAdminCommunityStatsResponse } } }, async () => ({
    stats: await admin.communityStats(),
  }));

  app.post(
    '/gl_admin/communities',
    { schema: { summary: 'Ustvari skupnost (z izbranim skrbnikom)', body: ZAdminCommunityRequest, response: { 201: ZAdminCommunityResponse } } },
    async (request, reply) => {
      const community = await admin.createCommunity(actor(request), request.body);
      return reply.status(201).send({ message: success.communityCreated, community });
    },
  );

  app.put(
    '/gl_admin/communities/:id',
    { schema: { summary: 'Uredi skupnost', params: ZAdminIdParam, body: ZAdminCommunityRequest, response: { 200: ZAdminCommunityResponse } } },
    async (request) => ({ message: success.communityUpdated, community: await admin.updateCommunity(actor(request), request.params.id, request.body) }),
  );

  app.delete(
    '/gl_admin/communities/:id',
    { schema: { summary: 'Izbriši skupnost', params: ZAdminIdParam, response: { 200: ZAdminDeleteCommunityResponse } } },
    async (request) => {
      const { members_removed } = await admin.deleteCommunity(request.params.id);
      return { message: success.communityDeleted, members_removed };
    },
  );
}

/** Performers of every community. */
function performerRoutes(app: ZodApp, admin: AdminService) {
  app.get(
    '/gl_admin/performers',
    { schema: { summary: 'Izvajalci (po želji ene skupnosti)', querystring: ZAdminPerformersQuery, response: { 200: ZAdminPerformersResponse } } },
    async (request) => ({ performers: await admin.listPerformers(actor(request), request.query.community_id) }),
  );

  app.get(
    '/gl_admin/communities/:community_id/performers',
    { schema: { summary: 'Izvajalci skupnosti', params: ZAdminCommunityIdParam, response: { 200: ZAdminPerformersResponse } } },
    async (request) => ({ performers: await admin.listPerformers(actor(request), request.params.community_id) }),
  );

  app.post(
    '/gl_admin/communities/:community_id/performers',
    { schema: { summary: 'Dodaj izvajalca skupnosti', params: ZAdminCommunityIdParam, body: ZAdminPerformerRequest, response: { 201: ZAdminPerformerResponse } } },
    async (request, reply) => {
      const performer = await admin.createPerformer(actor(request), request.params.community_id, request.body);
      return reply.status(201).send({ message: success.performerCreated, id: performer.id, performer });
    },
  );

  // The same three calls by performer id alone, or under its community.
  const ZByPerformer = ZAdminIdParam.transform(({ id }) => ({ community_id: null, id }));
  for (const [path, params] of [
    ['/gl_admin/performers/:id', ZByPerformer],
    ['/gl_admin/communities/:community_id/performers/:id', ZAdminCommunityPerformerParams],
  ] as const) {
    const Params = params as z.ZodType<{ community_id: number | null; id: number }>;
    app.put(
      path,
      { schema: { summary: 'Uredi izvajalca', params: Params, body: ZAdminPerformerRequest, response: { 200: ZAdminPerformerResponse } } },
      async (request) => {
        const { community_id, id } = request.params;
        const performer = await admin.updatePerformer(actor(request), community_id, id, request.body);
        return { message: success.performerUpdated, id: performer.id, performer };
      },
    );

    app.delete(path, { schema: { summary: 'Izbriši izvajalca', params: Params, response: { 200: ZAdminMessageResponse } } }, async (request) => {
      const { community_id, id } = request.params;
      await admin.deletePerformer(actor(request), community_id, id);
      return { message: success.performerDeleted };
    });

    uploadRoute(app, `${path}/image`, { summary: 'Naloži sliko izvajalca', field: 'image', params: Params, response: { 200: ZAdminImageResponse } }, async (request) => {
      const { community_id, id } = request.params;
      const file = await singleFile(request, 'image', limits.profileImageBytes);
      return { message: success.imageUploaded, image_url: await admin.uploadPerformerImage(actor(request), community_id, id, file.file) };
    });
  }
}

/** Invitations. */
function invitationRoutes(app: ZodApp, admin: AdminService) {
  app.get(
    '/gl_admin/invitations',
    { schema: { summary: 'Vabila (filtri, strani)', querystring: ZAdminInvitationsQuery, response: { 200: ZAdminInvitationsResponse } } },
    async (request) => admin.listInvitations(request.query),
  );

  app.post(
    '/gl_admin/invitations/create',
    { schema: { summary: 'Ustvari vabilo', body: ZAdminCreateInvitationRequest, response: { 201: ZAdminCreateInvitationResponse } } },
    async (request, reply) => reply.status(201).send(await admin.createInvitation(actor(request), request.body)),
  );

  app.delete('/gl_admin/invitations/:id', { schema: { summary: 'Izbriši vabilo', params: ZAdminIdParam, response: { 200: ZAdminMessageResponse } } }, async (request) => {
    await admin.deleteInvitation(request.params.id);
    return { message: success.invitationDeleted };
  });
}

/** Community-user associations. */
function associationRoutes(app: ZodApp, admin: AdminService) {
  app.get(
    '/gl_admin/community-users',
    { schema: { summary: 'Članstva (filtri, strani)', querystring: ZAdminAssociationsQuery, response: { 200: ZAdminAssociationsResponse } } },
    async (request) => admin.listAssociations(request.query),
  );

  app.get(
    '/gl_admin/community-users/stats',
    { schema: { summary: 'Statistika članstev', querystring: ZAdminStatsQuery, response: { 200: ZAdminStatsResponse } } },
    async (request) => admin.statistics(request.query),
  );

  app.put(
    '/gl_admin/community-users/:user_id/role',
    { schema: { summary: 'Spremeni vlogo v skupnosti', params: ZAdminUserIdParam, body: ZAdminAssociationRoleRequest, response: { 200: ZAdminAssociationResponse } } },
    async (request) => ({
      message: success.roleChanged,
      association: await admin.setAssociationRole(actor(request), request.params.user_id, request.body),
    }),
  );

  app.put(
    '/gl_admin/community-users/:user_id/primary',
    { schema: { summary: 'Nastavi primarno skupnost', params: ZAdminUserIdParam, body: ZAdminSetPrimaryRequest, response: { 200: ZAdminAssociationResponse } } },
    async (request) => ({ message: success.primarySet, association: await admin.setPrimary(request.params.user_id, request.body.community_id) }),
  );

  app.delete(
    '/gl_admin/community-users/:user_id/:community_id',
    { schema: { summary: 'Odstrani članstvo', params: ZAdminAssociationParams, response: { 200: ZAdminMessageResponse } } },
    async (request) => {
      const { user_id, community_id } = request.params;
      await admin.removeAssociation(actor(request), user_id, community_id);
      return { message: success.memberRemoved };
    },
  );
}
