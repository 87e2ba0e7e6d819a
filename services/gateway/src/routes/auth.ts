import { Router, type Response } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import { setRefreshCookie, type RefreshCookieSettings } from '../http/refresh-cookie.js';
import { bodyOf, validateBody } from '../http/validate.js';
import {
  CaptchaChallenge,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
} from '../schemas/auth.js';
import { errorResponses, jsonContent, registry, type z } from '../schemas/registry.js';

registry.registerPath({
  method: 'post',
  path: '/auth/register',
  summary: 'Register an organisation and its first user',
  request: { body: { required: true, content: jsonContent(RegisterBody) } },
  responses: {
    201: { description: 'Created', content: jsonContent(RegisterResponse) },
    ...errorResponses(400, 409),
  },
});
registry.registerPath({
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in',
  description:
    "Answers a short-lived access token (bearer) and sets the session's refresh cookie (see /auth/refresh).",
  request: { body: { required: true, content: jsonContent(LoginBody) } },
  responses: {
    200: {
      description: 'Signed in',
      headers: {
        'Set-Cookie': {
          description: 'The refresh token: HttpOnly; Secure; SameSite=Strict; Path=<base>/api/auth',
          schema: { type: 'string' },
        },
      },
      content: jsonContent(LoginResponse),
    },
    ...errorResponses(400, 401, 429),
  },
});
registry.registerPath({
  method: 'get',
  path: '/auth/captcha',
  summary: 'A captcha challenge for the registration and sign-in forms',
  responses: { 200: { description: 'Challenge', content: jsonContent(CaptchaChallenge) } },
});

export function authRoutes(identity: IdentityClient, cookie: RefreshCookieSettings): Router {
  const router = Router();

  router.post('/auth/register', validateBody(RegisterBody), async (_req, res) => {
    const body = bodyOf(RegisterBody, res.locals);
    const created = await identity.Register({
      org_name: body.org.name,
      email: body.user.email,
      password: body.user.password,
      is_admin: body.user.is_admin,
      captcha: body.captcha,
      opt_in: body.opt_in ?? false,
    });
    const answer: z.infer<typeof RegisterResponse> = {
      ...created,
      message: 'Account created. Please sign in.',
    };
    res.status(201).json(answer);
  });

  router.post('/auth/login', validateBody(LoginBody), async (req, res) => {
    const body = bodyOf(LoginBody, res.locals);
    const session = await identity.Login({
      email: body.email,
      password: body.password,
      is_admin: body.is_admin ?? false,
      client_ip: req.ip ?? '',
      captcha: body.captcha,
    });
    sendSession(res, cookie, session);
  });

  router.get('/auth/captcha', async (_req, res) => {
    const challenge = await identity.CreateCaptchaChallenge({});
    res.json(JSON.parse(challenge.json));
  });

  return router;
}

/** What a sign-in or refresh gave: the access token answered, the refresh token in its cookie. */
export interface IssuedSession {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

/** Answers a new session: the refresh token stays out of the body, so no script ever holds it. */
export function sendSession(res: Response, cookie: RefreshCookieSettings, session: IssuedSession) {
  setRefreshCookie(res, cookie, session.refresh_token, session.refresh_expires_in);
  const answer: z.infer<typeof LoginResponse> = {
    access_token: session.access_token,
    token_type: 'Bearer',
    expires_in: session.expires_in,
  };
  res.json(answer);
}
