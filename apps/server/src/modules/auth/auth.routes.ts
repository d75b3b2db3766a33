import type { FastifyInstance } from 'fastify';
import {
  errors,
  success,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
} from '@zborovodja/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { issueCsrfToken } from '../../http/csrf.ts';
import { badRequest, parse } from '../../http/errors.ts';
import { ipRateLimit, limitedLogin, loginKey } from '../../http/rate-limit.ts';
import { endSession, startSession } from '../../http/session.ts';
import { toAuthUser } from '../users/users.mapper.ts';

const ZTokenParam = z.object({ token: z.string().max(200) });

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { auth } = ctx.services;
  const limited = { config: ipRateLimit(ctx) };

  app.get('/get-csrf-token', async (request, reply) => ({ csrf_token: issueCsrfToken(ctx, request, reply) }));

  app.post('/auth/register', limited, async (request, reply) => {
    const input = parse(ZRegisterRequest, request.body);
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
  app.post('/login', async (request, reply) => {
    const input = parse(ZLoginRequest, request.body);
    // Counted per account: its username and e-mail share one limit (issue 19).
    const account = loginKey(await auth.accountIdFor(input.username), input.username);
    const user = await limitedLogin(ctx, request.ip, account, () => auth.login(input));
    // A new session id at every login: whatever the browser held before is dropped.
    await endSession(ctx, request, reply);
    await startSession(ctx, request, reply, user.id);
    const csrf_token = issueCsrfToken(ctx, request, reply);
    return { message: success.loggedIn, user: toAuthUser(user), csrf_token };
  });

  app.post('/logout', async (request, reply) => {
    await endSession(ctx, request, reply);
    issueCsrfToken(ctx, request, reply);
    return { message: success.loggedOut };
  });

  app.post('/resend-verification', limited, async (request) => {
    const { username } = parse(ZResendVerificationRequest, request.body);
    await ctx.accountLimiter.check('resend', username);
    return { message: await auth.resendVerification(username) };
  });

  app.get('/verify-email/:token', async (request) => {
    const { token } = parse(ZTokenParam, request.params);
    const status = await auth.verifyEmail(token);
    return { status, message: status === 'verified' ? success.emailVerified : success.emailAlreadyVerified };
  });

  app.post('/auth/forgot-password', limited, async (request) => {
    const { email } = parse(ZForgotPasswordRequest, request.body);
    await ctx.accountLimiter.check('forgot', email);
    return { message: await auth.forgotPassword(email) };
  });

  app.get('/auth/verify-reset-token/:token', async (request) => {
    const { token } = parse(ZTokenParam, request.params);
    await auth.verifyResetToken(token);
    return { valid: true, message: success.resetTokenValid };
  });

  app.post('/auth/reset-password', limited, async (request) => {
    const { token, password } = parse(ZResetPasswordRequest, request.body);
    const userId = await auth.resetPassword(token, password);
    // The e-mailed reset is the locked-out owner's way in: it ends the login lock (docs/decisions.md).
    await ctx.accountLimiter.reset('login', loginKey(userId, ''));
    return { message: success.passwordReset };
  });
}
