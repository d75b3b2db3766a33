import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  success,
  ZAcceptInvitationRequest,
  ZInvitationDetails,
  ZInvitationDetailsQuery,
  ZJoinResponse,
  ZRegisterInvitedRequest,
  ZRegisterInvitedResponse,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { issueCsrfToken } from '../../http/csrf.ts';
import { requireUser } from '../../http/guards.ts';
import { ipRateLimit } from '../../http/rate-limit.ts';
import { endSession, startSession } from '../../http/session.ts';
import { toAuthUser } from '../users/users.mapper.ts';

export async function invitationsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { invitations, communities } = ctx.services;

  // Both paths answer the same details: the spec's client reads the e-mail from one and the
  // group's name and description from the other.
  for (const path of ['/invitations/details', '/communities/invitation-details']) {
    const summary = 'Podrobnosti vabila (z žetonom iz povezave)';
    app.get(path, { config: { public: true }, schema: { summary, querystring: ZInvitationDetailsQuery, response: { 200: ZInvitationDetails } } }, async (request) => {
      const { token, community_id } = request.query;
      return invitations.details(request.user, token, community_id);
    });
  }

  app.post('/communities/accept-invitation', { schema: { summary: 'Sprejmi vabilo', body: ZAcceptInvitationRequest, response: { 200: ZJoinResponse } } }, async (request) => {
    const { token, community_id, make_primary } = request.body;
    return invitations.accept(requireUser(request), token, community_id, make_primary);
  });

  app.post('/communities/process-invitation', { schema: { summary: 'Sprejmi vabilo (starejša pot)', body: ZAcceptInvitationRequest, response: { 200: ZJoinResponse } } }, async (request) => {
    const { token, community_id } = request.body;
    return invitations.accept(requireUser(request), token, community_id);
  });

  /** Registers through an invitation link and logs the new user in (auto_login). */
  app.post(
    '/register-invited-user',
    { config: { ...ipRateLimit(ctx), public: true }, schema: { summary: 'Registracija prek vabila in prijava', body: ZRegisterInvitedRequest, response: { 201: ZRegisterInvitedResponse } } },
    async (request, reply) => {
    const input = request.body;
    const { user, community_id } = await invitations.register(input, input.invitation_token, input.community_id);
    await endSession(ctx, request, reply);
    await startSession(ctx, request, reply, user.id);
    request.user = { id: user.id, username: user.username, display_name: user.display_name, role: user.role, email_verified: true };
    issueCsrfToken(ctx, request, reply);
    const community = await communities.get(request.user, community_id);
    return reply.status(201).send({ message: success.invitedRegistered, user: toAuthUser(user), auto_login: true, community });
    },
  );
}
