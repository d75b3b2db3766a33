import type { FastifyInstance } from 'fastify';
import {
  success,
  ZCommunitiesQuery,
  ZCommunityParam,
  ZCommunityUserParams,
  ZInviteRequest,
  ZJoinRequest,
  ZRoleRequest,
  ZCommunitySettingsRequest,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';

export async function communitiesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { communities, invitations } = ctx.services;

  app.get('/communities', async (request) => {
    const { search } = parse(ZCommunitiesQuery, request.query);
    return { communities: await communities.list(requireUser(request), search || undefined) };
  });

  app.get('/user/communities', async (request) => ({ communities: await communities.listMine(requireUser(request)) }));

  app.get('/communities/:id', async (request) => {
    const { id } = parse(ZCommunityParam, request.params);
    return communities.get(requireUser(request), id);
  });

  app.post('/communities', async (request, reply) => {
    const user = requireUser(request);
    const community = await communities.create(user, parse(ZCommunitySettingsRequest, request.body));
    return reply.status(201).send({ message: success.communityCreated, community });
  });

  app.put('/communities/:id', async (request) => {
    const { id } = parse(ZCommunityParam, request.params);
    const community = await communities.update(requireUser(request), id, parse(ZCommunitySettingsRequest, request.body));
    return { message: success.communityUpdated, community };
  });

  app.post('/communities/:id/join', async (request) => {
    const { id } = parse(ZCommunityParam, request.params);
    const { make_primary } = parse(ZJoinRequest, request.body);
    return communities.join(requireUser(request), id, make_primary);
  });

  app.post('/communities/:id/admin/join', async (request) => {
    const { id } = parse(ZCommunityParam, request.params);
    const { make_primary } = parse(ZJoinRequest, request.body);
    return communities.join(requireUser(request), id, make_primary, true);
  });

  app.get('/communities/:id/users', async (request) => {
    const { id } = parse(ZCommunityParam, request.params);
    return { users: await communities.members(requireUser(request), id) };
  });

  app.post('/communities/:id/invites', async (request, reply) => {
    const { id } = parse(ZCommunityParam, request.params);
    const { email, make_primary } = parse(ZInviteRequest, request.body);
    return reply.status(201).send(await invitations.invite(requireUser(request), id, email, make_primary));
  });

  app.put('/communities/:id/admin/users/:userId/role', async (request) => {
    const { id, userId } = parse(ZCommunityUserParams, request.params);
    const { role } = parse(ZRoleRequest, request.body);
    return { message: success.roleChanged, user: await communities.changeRole(requireUser(request), id, userId, role) };
  });

  app.delete('/communities/:id/admin/users/:userId', async (request) => {
    const { id, userId } = parse(ZCommunityUserParams, request.params);
    await communities.removeMember(requireUser(request), id, userId);
    return { message: success.memberRemoved };
  });
}
