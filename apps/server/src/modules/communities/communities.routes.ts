import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  success,
  withMessage,
  ZCommunity,
  ZCommunityMember,
  ZInviteResponse,
  ZJoinResponse,
  ZMessageResponse,
  ZCommunitiesQuery,
  ZCommunityParam,
  ZCommunityUserParams,
  ZInviteRequest,
  ZJoinRequest,
  ZRoleRequest,
  ZCommunitySettingsRequest,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

const ZCommunities = z.object({ communities: z.array(ZCommunity) });
const ZCommunityMessage = withMessage('community', ZCommunity);

export async function communitiesRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { communities, invitations } = ctx.services;

  app.get('/communities', { schema: { summary: 'Skupnosti, ki jih uporabnik vidi (iskanje po imenu)', querystring: ZCommunitiesQuery, response: { 200: ZCommunities } } }, async (request) => {
    const { search } = request.query;
    return { communities: await communities.list(requireUser(request), search || undefined) };
  });

  app.get('/user/communities', { schema: { summary: 'Skupnosti, katerih član je uporabnik', response: { 200: ZCommunities } } }, async (request) => ({ communities: await communities.listMine(requireUser(request)) }));

  app.get('/communities/:id', { schema: { summary: 'Ena skupnost', params: ZCommunityParam, response: { 200: ZCommunity } } }, async (request) => {
    const { id } = request.params;
    return communities.get(requireUser(request), id);
  });

  app.post('/communities', { schema: { summary: 'Ustvari skupnost', body: ZCommunitySettingsRequest, response: { 201: ZCommunityMessage } } }, async (request, reply) => {
    const user = requireUser(request);
    const community = await communities.create(user, request.body);
    return reply.status(201).send({ message: success.communityCreated, community });
  });

  app.put('/communities/:id', { schema: { summary: 'Uredi skupnost', params: ZCommunityParam, body: ZCommunitySettingsRequest, response: { 200: ZCommunityMessage } } }, async (request) => {
    const { id } = request.params;
    const community = await communities.update(requireUser(request), id, request.body);
    return { message: success.communityUpdated, community };
  });

  app.post('/communities/:id/join', { schema: { summary: 'Pridruži se javni skupnosti', params: ZCommunityParam, body: ZJoinRequest, response: { 200: ZJoinResponse } } }, async (request) => {
    const { id } = request.params;
    const { make_primary } = request.body;
    return communities.join(requireUser(request), id, make_primary);
  });

  app.post('/communities/:id/admin/join', { schema: { summary: 'Globalni skrbnik se pridruži skupnosti', params: ZCommunityParam, body: ZJoinRequest, response: { 200: ZJoinResponse } } }, async (request) => {
    const { id } = request.params;
    const { make_primary } = request.body;
    return communities.join(requireUser(request), id, make_primary, true);
  });

  app.get('/communities/:id/users', { schema: { summary: 'Člani skupnosti', params: ZCommunityParam, response: { 200: z.object({ users: z.array(ZCommunityMember) }) } } }, async (request) => {
    const { id } = request.params;
    return { users: await communities.members(requireUser(request), id) };
  });

  app.post('/communities/:id/invites', { schema: { summary: 'Povabi v skupnost po e-pošti', params: ZCommunityParam, body: ZInviteRequest, response: { 201: ZInviteResponse } } }, async (request, reply) => {
    const { id } = request.params;
    const { email, make_primary } = request.body;
    return reply.status(201).send(await invitations.invite(requireUser(request), id, email, make_primary));
  });

  app.put('/communities/:id/admin/users/:userId/role', { schema: { summary: 'Spremeni vlogo člana', params: ZCommunityUserParams, body: ZRoleRequest, response: { 200: withMessage('user', ZCommunityMember) } } }, async (request) => {
    const { id, userId } = request.params;
    const { role } = request.body;
    return { message: success.roleChanged, user: await communities.changeRole(requireUser(request), id, userId, role) };
  });

  app.delete('/communities/:id/admin/users/:userId', { schema: { summary: 'Odstrani člana', params: ZCommunityUserParams, response: { 200: ZMessageResponse } } }, async (request) => {
    const { id, userId } = request.params;
    await communities.removeMember(requireUser(request), id, userId);
    return { message: success.memberRemoved };
  });

  app.delete('/communities/:id/membership', { schema: { summary: 'Zapusti skupnost (zadnji skrbnik mora vlogo najprej predati)', params: ZCommunityParam, response: { 200: ZMessageResponse } } }, async (request) => {
    const { id } = request.params;
    await communities.leave(requireUser(request), id);
    return { message: success.leftCommunity };
  });
}
