import { Router, type RequestHandler } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import type { GatewayConfig } from '../config.js';
import { authOf } from '../http/auth.js';
import { clearRefreshCookie, type RefreshCookieSettings } from '../http/refresh-cookie.js';
import { siteUrl } from '../http/site-url.js';
import { bodyOf, validateBody } from '../http/validate.js';
import type { RevokedSessions } from '../revoked-sessions.js';
import {
  AcceptedMessage,
  ChangeEmailBody,
  ChangeEmailResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  ConfirmEmailBody,
  ConfirmEmailResponse,
  ForgotPasswordBody,
  OrgNameBody,
  ResetPasswordBody,
} from '../schemas/account.js';
import { LoginResponse } from '../schemas/auth.js';
import { bearerAuth, errorResponses, jsonContent, registry, type z } from '../schemas/registry.js';
import { sendSession } from './auth.js';

registry.registerPath({
  method: 'post',
  path: '/auth/forgot-password',
  summary: 'Mail a password-reset link (valid 30 minutes, single use)',
  description:
    'The answer is the same whether or not the address is registered. Rate limited per address and per client address (429). 409 when system mail (SYSTEM_SMTP_URL) is not configured: no link can be sent.',
  request: { body: { required: true, content: jsonContent(ForgotPasswordBody) } },
  responses: {
    202: { description: 'Accepted', content: jsonContent(AcceptedMessage) },
    ...errorResponses(400, 409, 429),
  },
});
registry.registerPath({
  method: 'post',
  path: '/auth/reset-password',
  summary: 'Set a new password from a reset link; every session of the user ends',
  request: { body: { required: true, content: jsonContent(ResetPasswordBody) } },
  responses: { 204: { description: 'Password set' }, ...errorResponses(400) },
});
registry.registerPath({
  method: 'post',
  path: '/auth/confirm-email',
  summary: 'Confirm a new sign-in email from the link mailed to it',
  request: { body: { required: true, content: jsonContent(ConfirmEmailBody) } },
  responses: {
    200: { description: 'Email changed', content: jsonContent(ConfirmEmailResponse) },
    ...errorResponses(400, 409),
  },
});
registry.registerPath({
  method: 'post',
  path: '/account/password',
  summary: "Change the signed-in user's password; every other session ends, this one stays",
  security: [{ [bearerAuth.name]: [] }],
  request: { body: { required: true, content: jsonContent(ChangePasswordBody) } },
  responses: {
    200: { description: 'Password changed', content: jsonContent(ChangePasswordResponse) },
    ...errorResponses(400, 401, 429),
  },
});
registry.registerPath({
  method: 'post',
  path: '/account/email',
  summary: 'Mail a confirmation link to a new sign-in email (it changes when the link is opened)',
  security: [{ [bearerAuth.name]: [] }],
  request: { body: { required: true, content: jsonContent(ChangeEmailBody) } },
  responses: {
    202: { description: 'Link sent', content: jsonContent(ChangeEmailResponse) },
    ...errorResponses(400, 401, 409, 429),
  },
});
registry.registerPath({
  method: 'put',
  path: '/org/name',
  summary: "Rename the organisation (administrators); answers the caller's new access token",
  security: [{ [bearerAuth.name]: [] }],
  request: { body: { required: true, content: jsonContent(OrgNameBody) } },
  responses: {
    200: { description: 'Renamed', content: jsonContent(LoginResponse) },
    ...errorResponses(400, 401, 403),
  },
});

/** Forgotten password, and the signed-in user's password, email and organisation name. */
export function accountRoutes(deps: {
  auth: RequestHandler;
  identity: IdentityClient;
  revoked: RevokedSessions;
  cookie: RefreshCookieSettings;
  config: GatewayConfig;
}): Router {
  const { auth, identity, revoked, cookie, config } = deps;
  const router = Router();

  router.post('/auth/forgot-password', validateBody(ForgotPasswordBody), async (req, res) => {
    const body = bodyOf(ForgotPasswordBody, res.locals);
    await identity.RequestPasswordReset({
      email: body.email,
      client_ip: req.ip ?? '',
      language: body.language ?? 'en',
      link_base: siteUrl(config, req),
    });
    const answer: z.infer<typeof AcceptedMessage> = {
      message: 'If an account uses this address, a link to reset its password is on its way.',
    };
    res.status(202).json(answer);
  });

  router.post('/auth/reset-password', validateBody(ResetPasswordBody), async (_req, res) => {
    const body = bodyOf(ResetPasswordBody, res.locals);
    const { sessions } = await identity.ResetPassword({
      token: body.token,
      new_password: body.new_password,
    });
    // This replica refuses the ended sessions' tokens at once, the others by event.
    revoked.ended(sessions);
    clearRefreshCookie(res, cookie);
    res.status(204).end();
  });

  router.post('/auth/confirm-email', validateBody(ConfirmEmailBody), async (_req, res) => {
    const body = bodyOf(ConfirmEmailBody, res.locals);
    const answer: z.infer<typeof ConfirmEmailResponse> = await identity.ConfirmEmailChange({
      token: body.token,
    });
    res.json(answer);
  });

  router.post('/account/password', auth, validateBody(ChangePasswordBody), async (_req, res) => {
    const body = bodyOf(ChangePasswordBody, res.locals);
    const caller = authOf(res);
    const { sessions } = await identity.ChangePassword({
      org_id: caller.orgId,
      user_id: caller.userId,
      session_id: caller.sessionId,
      current_password: body.current_password,
      new_password: body.new_password,
    });
    revoked.ended(sessions);
    const answer: z.infer<typeof ChangePasswordResponse> = { ended: sessions.length };
    res.json(answer);
  });

  router.post('/account/email', auth, validateBody(ChangeEmailBody), async (req, res) => {
    const body = bodyOf(ChangeEmailBody, res.locals);
    const caller = authOf(res);
    const answer: z.infer<typeof ChangeEmailResponse> = await identity.RequestEmailChange({
      org_id: caller.orgId,
      user_id: caller.userId,
      current_password: body.current_password,
      new_email: body.new_email,
      language: body.language ?? 'en',
      link_base: siteUrl(config, req),
    });
    res.status(202).json(answer);
  });

  router.put('/org/name', auth, validateBody(OrgNameBody), async (_req, res) => {
    const body = bodyOf(OrgNameBody, res.locals);
    const caller = authOf(res);
    const session = await identity.RenameOrg({
      org_id: caller.orgId,
      user_id: caller.userId,
      session_id: caller.sessionId,
      name: body.name,
    });
    sendSession(res, cookie, session);
  });

  return router;
}
