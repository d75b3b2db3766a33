import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errors,
  success,
  ZAuthUser,
  ZCsrfResponse,
  ZMessageResponse,
  ZRegisterResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
} from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ZodApp } from '../../http/schemas.ts';
import { issueCsrfToken } from '../../http/csrf.ts';
import { badRequest } from '../../domain/errors.ts';
import { ipRateLimit, limitedLogin, loginKey } from '../../http/rate-limit.ts';
import { endSession, startSession } from '../../http/session.ts';
import { toAuthUser } from '../users/users.mapper.ts';

const ZTokenParam = z.object({ token: z.string().max(200) });
const ZLoginAnswer = z.object({ message: z.string(), user: ZAuthUser, csrf_token: z.string() });
const ZVerifyAnswer = z.object({ status: z.enum(['verified', 'already']), message: z.string() });
const ZResetTokenAnswer = z.object({ valid: z.boolean(), message: z.string() });

export async function authRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { auth } = ctx.services;
  // Every call here is made before or without a session.
  const open = { public: true };
  const limited = { ...ipRateLimit(ctx), ...open };

  app.get(
    '/get-csrf-token',
    { config: open, schema: { summary: 'Žeton proti ponarejanju (nastavi tudi piškotek csrf_token)', response: { 200: ZCsrfResponse } } },
    async (request, reply) => ({ csrf_token: issueCsrfToken(ctx, request, reply) }),
  );

  app.post('/auth/register', { config: limited, schema: { summary: 'Registracija (po želji z vabilom)', body: ZRegisterRequest, response: { 201: ZRegisterResponse } } }, async (request, reply) => {
    const input = request.body;
    await ctx.accountLimiter.check('register', input.email);
    if (input.terms_accepted === false) throw badRequest(errors.termsRequired, { terms_accepted: errors.termsRequired });
    // With an invitation the account is created verified and joined (invitations service): the
    // token proves the mailbox, so that answer may name the account.
    if (input.invitation_token && input.invitation_community_id) {
      const { user } = await ctx.services.invitations.register(input, input.invitation_token, Number(input.invitation_community_id));
      return reply.status(201).send({
        message: success.registered,
        user: { id: user.id, username: user.username, email: user.email, email_verified: user.email_verified === 1 },
      });
    }
    // The same answer for a new and a known address (issue 19, #4): no id, never verified.
    await auth.register(input);
    return reply.status(201).send({ message: success.registered, user: { username: input.username, email: input.email, email_verified: false } });
  });

  // Login counts only failed attempts, per account and per address (limitedLogin), instead of the
  // per-IP request limit.
  app.post('/login', { config: open, schema: { summary: 'Prijava z uporabniškim imenom ali e-naslovom', body: ZLoginRequest, response: { 200: ZLoginAnswer } } }, async (request, reply) => {
    const input = request.body;
    // Counted per account: its username and e-mail share one limit (issue 19).
    const account = loginKey(await auth.accountIdFor(input.username), input.username);
    const user = await limitedLogin(ctx, request.ip, account, () => auth.login(input));
    // A new session id at every login: whatever the browser held before is dropped.
    await endSession(ctx, request, reply);
    await startSession(ctx, request, reply, user.id);
    const csrf_token = issueCsrfToken(ctx, request, reply);
    return { message: success.loggedIn, user: toAuthUser(user), csrf_token };
  });

  app.post('/logout', { config: open, schema: { summary: 'Odjava', response: { 200: ZMessageResponse } } }, async (request, reply) => {
    await endSession(ctx, request, reply);
    issueCsrfToken(ctx, request, reply);
    return { message: success.loggedOut };
  });

  mailLinkRoutes(app, ctx);
}

/** The e-mailed links: verification and a forgotten password. */
function mailLinkRoutes(app: ZodApp, ctx: AppContext) {
  const { auth } = ctx.services;
  const open = { public: true };
  const limited = { ...ipRateLimit(ctx), ...open };

  app.post('/resend-verification', { config: limited, schema: { summary: 'Znova pošlji potrditveno sporočilo', body: ZResendVerificationRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    const { username } = request.body;
    await ctx.accountLimiter.check('resend', username);
    return { message: await auth.resendVerification(username) };
  });

  app.get('/verify-email/:token', { config: open, schema: { summary: 'Potrdi e-naslov', params: ZTokenParam, response: { 200: ZVerifyAnswer } } }, async (request) => {
    const { token } = request.params;
    const status = await auth.verifyEmail(token);
    return { status, message: status === 'verified' ? success.emailVerified : success.emailAlreadyVerified };
  });

  app.post('/auth/forgot-password', { config: limited, schema: { summary: 'Pozabljeno geslo: pošlji povezavo', body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    const { email } = request.body;
    await ctx.accountLimiter.check('forgot', email);
    return { message: await auth.forgotPassword(email) };
  });

  app.get('/auth/verify-reset-token/:token', { config: open, schema: { summary: 'Preveri žeton za novo geslo', params: ZTokenParam, response: { 200: ZResetTokenAnswer } } }, async (request) => {
    const { token } = request.params;
    await auth.verifyResetToken(token);
    return { valid: true, message: success.resetTokenValid };
  });

  app.post('/auth/reset-password', { config: limited, schema: { summary: 'Nastavi novo geslo z žetonom', body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    const { token, password } = request.body;
    const userId = await auth.resetPassword(token, password);
    // The e-mailed reset is the locked-out owner's way in: it ends the login lock (docs/decisions.md).
    await ctx.accountLimiter.reset('login', loginKey(userId, ''));
    return { message: success.passwordReset };
  });
}
