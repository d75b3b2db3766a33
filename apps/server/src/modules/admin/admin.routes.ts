import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  limits,
  success,
  ZAdminAssignCommunityRequest,
  ZAdminAssociationParams,
  ZAdminAssociationRoleRequest,
  ZAdminAssociationsQuery,
  ZAdminCommunityIdParam,
  ZAdminCommunityPerformerParams,
  ZAdminCommunityRequest,
  ZAdminCreateInvitationRequest,
  ZAdminFailedMailsQuery,
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
import { parse } from '../../http/errors.ts';
import { singleFile, uploadRoute } from '../../http/files.ts';
import { requireUser } from '../../http/guards.ts';

/**
 * /api/gl_admin/… — the global admin console (spec §7 "Global admin"). The preHandler lets only
 * global admins through (401 anonymous, 403 everyone else with the spec's text); it is scoped
 * to this plugin, so it guards exactly these routes.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const admin = ctx.services.admin;
  app.addHook('preHandler', async (request) => admin.authorize(requireUser(request)));
  const actor = (request: FastifyRequest) => requireUser(request);

  // ---------------------------------------------------------------- mail outbox (issue 56)
  app.get('/gl_admin/mail/failed', async (request) => admin.listFailedMail(parse(ZAdminFailedMailsQuery, request.query)));

  app.post('/gl_admin/mail/:id/resend', async (request) => {
    await admin.resendMail(parse(ZAdminIdParam, request.params).id);
    return { message: success.mailRequeued };
  });

  // ---------------------------------------------------------------- users
  app.get('/gl_admin/users', async (request) => admin.listUsers(parse(ZAdminUsersQuery, request.query)));

  app.get('/gl_admin/users/unverified', async (request) => admin.listUnverified(parse(ZAdminUnverifiedQuery, request.query)));

  app.put('/gl_admin/users/:id', async (request) => {
    const { id } = parse(ZAdminIdParam, request.params);
    return { message: success.userUpdated, user: await admin.updateUser(id, parse(ZAdminUpdateUserRequest, request.body)) };
  });

  app.delete('/gl_admin/users/:id', async (request) => admin.deleteUser(actor(request), parse(ZAdminIdParam, request.params).id));

  app.post('/gl_admin/users/:id/assign-community', async (request) => {
    const { id } = parse(ZAdminIdParam, request.params);
    return { message: success.communityAssigned, user: await admin.assignCommunity(id, parse(ZAdminAssignCommunityRequest, request.body)) };
  });

  app.post('/gl_admin/users/:id/verify-email', async (request) => {
    const { id } = parse(ZAdminIdParam, request.params);
    return { message: success.emailVerifiedByAdmin, user: await admin.verifyEmail(id) };
  });

  app.post('/gl_admin/users/:id/send-verification', async (request) => {
    await admin.sendVerification(parse(ZAdminIdParam, request.params).id);
    return { message: success.adminVerificationSent };
  });

  app.post('/gl_admin/users/:id/approve', async (request) => {
    const { id } = parse(ZAdminIdParam, request.params);
    return { message: success.userApproved, user: await admin.approve(id) };
  });

  // ---------------------------------------------------------------- communities
  app.get('/gl_admin/communities', async () => ({ communities: await admin.listCommunities() }));

  app.get('/gl_admin/communities/stats', async () => ({ stats: await admin.communityStats() }));

  app.post('/gl_admin/communities', async (request, reply) => {
    const community = await admin.createCommunity(actor(request), parse(ZAdminCommunityRequest, request.body));
    return reply.status(201).send({ message: success.communityCreated, community });
  });

  app.put('/gl_admin/communities/:id', async (request) => {
    const { id } = parse(ZAdminIdParam, request.params);
    return { message: success.communityUpdated, community: await admin.updateCommunity(actor(request), id, parse(ZAdminCommunityRequest, request.body)) };
  });

  app.delete('/gl_admin/communities/:id', async (request) => {
    const { members_removed } = await admin.deleteCommunity(parse(ZAdminIdParam, request.params).id);
    return { message: success.communityDeleted, members_removed };
  });

  // ---------------------------------------------------------------- performers
  app.get('/gl_admin/performers', async (request) => {
    const { community_id } = parse(ZAdminPerformersQuery, request.query);
    return { performers: await admin.listPerformers(actor(request), community_id) };
  });

  app.get('/gl_admin/communities/:community_id/performers', async (request) => {
    const { community_id } = parse(ZAdminCommunityIdParam, request.params);
    return { performers: await admin.listPerformers(actor(request), community_id) };
  });

  app.post('/gl_admin/communities/:community_id/performers', async (request, reply) => {
    const { community_id } = parse(ZAdminCommunityIdParam, request.params);
    const performer = await admin.createPerformer(actor(request), community_id, parse(ZAdminPerformerRequest, request.body));
    return reply.status(201).send({ message: success.performerCreated, id: performer.id, performer });
  });

  // The same three calls by performer id alone, or under its community.
  for (const [path, params] of [
    ['/gl_admin/performers/:id', (request: FastifyRequest) => ({ community_id: null, id: parse(ZAdminIdParam, request.params).id })],
    ['/gl_admin/communities/:community_id/performers/:id', (request: FastifyRequest) => parse(ZAdminCommunityPerformerParams, request.params)],
  ] as const) {
    app.put(path, async (request) => {
      const { community_id, id } = params(request);
      const performer = await admin.updatePerformer(actor(request), community_id, id, parse(ZAdminPerformerRequest, request.body));
      return { message: success.performerUpdated, id: performer.id, performer };
    });

    app.delete(path, async (request) => {
      const { community_id, id } = params(request);
      await admin.deletePerformer(actor(request), community_id, id);
      return { message: success.performerDeleted };
    });

    uploadRoute(app, `${path}/image`, async (request) => {
      const { community_id, id } = params(request);
      const file = await singleFile(request, 'image', limits.profileImageBytes);
      return { message: success.imageUploaded, image_url: await admin.uploadPerformerImage(actor(request), community_id, id, file.file) };
    });
  }

  // ---------------------------------------------------------------- invitations
  app.get('/gl_admin/invitations', async (request) => admin.listInvitations(parse(ZAdminInvitationsQuery, request.query)));

  app.post('/gl_admin/invitations/create', async (request, reply) =>
    reply.status(201).send(await admin.createInvitation(actor(request), parse(ZAdminCreateInvitationRequest, request.body))),
  );

  app.delete('/gl_admin/invitations/:id', async (request) => {
    await admin.deleteInvitation(parse(ZAdminIdParam, request.params).id);
    return { message: success.invitationDeleted };
  });

  // ---------------------------------------------------------------- community-user associations
  app.get('/gl_admin/community-users', async (request) => admin.listAssociations(parse(ZAdminAssociationsQuery, request.query)));

  app.get('/gl_admin/community-users/stats', async (request) => admin.statistics(parse(ZAdminStatsQuery, request.query)));

  app.put('/gl_admin/community-users/:user_id/role', async (request) => {
    const { user_id } = parse(ZAdminUserIdParam, request.params);
    return { message: success.roleChanged, association: await admin.setAssociationRole(actor(request), user_id, parse(ZAdminAssociationRoleRequest, request.body)) };
  });

  app.put('/gl_admin/community-users/:user_id/primary', async (request) => {
    const { user_id } = parse(ZAdminUserIdParam, request.params);
    const { community_id } = parse(ZAdminSetPrimaryRequest, request.body);
    return { message: success.primarySet, association: await admin.setPrimary(user_id, community_id) };
  });

  app.delete('/gl_admin/community-users/:user_id/:community_id', async (request) => {
    const { user_id, community_id } = parse(ZAdminAssociationParams, request.params);
    await admin.removeAssociation(actor(request), user_id, community_id);
    return { message: success.memberRemoved };
  });
}
