import { z } from './registry.js';

const required = (label: string) => ({ error: `${label} is required.` });

/** The solved captcha; register and sign-in both need one (identity verifies it). */
const captchaField = z
  .string(required('Captcha'))
  .min(1, 'Captcha required. Please verify that you are human.')
  .max(20_000);

export const RegisterBody = z
  .object({
    org: z.object({
      name: z
        .string(required('Organisation name'))
        .trim()
        .min(1, 'Organisation name is required.')
        .max(120),
    }),
    user: z.object({
      email: z
        .string(required('Email'))
        .trim()
        .min(1, 'Email is required.')
        .max(254)
        .email('Enter a valid email address.'),
      password: z
        .string(required('Password'))
        .min(8, 'Password must be at least 8 characters.')
        .max(256),
      is_admin: z.boolean(required('is_admin')),
    }),
    captcha: captchaField,
    opt_in: z.boolean().optional(),
  })
  .openapi('RegisterRequest');

export const RegisterResponse = z
  .object({ org_id: z.string(), user_id: z.string(), message: z.string() })
  .openapi('RegisterResponse');

export const LoginBody = z
  .object({
    email: z.string(required('Email')).trim().min(1, 'Email is required.').max(254),
    password: z.string(required('Password')).min(1, 'Password is required.').max(256),
    is_admin: z.boolean().optional(),
    captcha: captchaField,
  })
  .openapi('LoginRequest');

export const LoginResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    /** Seconds the access token is valid; POST /auth/refresh gives the next one. */
    expires_in: z.number().int(),
  })
  .openapi('LoginResponse');

export const SignOutEverywhereResponse = z
  .object({ ended: z.number().int().openapi({ description: 'Sessions ended' }) })
  .openapi('SignOutEverywhereResponse');

export const CaptchaChallenge = z
  .record(z.string(), z.unknown())
  .openapi('CaptchaChallenge', { description: 'ALTCHA challenge (or a provider site key)' });
