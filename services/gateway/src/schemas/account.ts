import { UiLanguage } from './chat.js';
import { z } from './registry.js';

const required = (label: string) => ({ error: `${label} is required.` });

const email = (label: string) =>
  z
    .string(required(label))
    .trim()
    .min(1, `${label} is required.`)
    .max(254)
    .email('Enter a valid email address.');

const newPassword = z
  .string(required('New password'))
  .min(8, 'Password must be at least 8 characters.')
  .max(256, 'Password must be at most 256 characters.');

/** A token from an emailed link (signed by identity; anything else is refused there). */
const linkToken = z.string(required('Token')).min(1, 'The link is not valid.').max(1024);

export const ForgotPasswordBody = z
  .object({
    email: email('Email'),
    language: UiLanguage.optional().openapi({
      description: 'The interface language the mail is written in (default English)',
    }),
  })
  .openapi('ForgotPasswordRequest');

export const AcceptedMessage = z
  .object({ message: z.string() })
  .openapi('AcceptedMessage', { description: 'Accepted; the same answer whatever the address' });

export const ResetPasswordBody = z
  .object({ token: linkToken, new_password: newPassword })
  .openapi('ResetPasswordRequest');

export const ConfirmEmailBody = z.object({ token: linkToken }).openapi('ConfirmEmailRequest');

export const ConfirmEmailResponse = z
  .object({ email: z.string().openapi({ description: 'The sign-in email now' }) })
  .openapi('ConfirmEmailResponse');

export const ChangePasswordBody = z
  .object({
    current_password: z
      .string(required('Current password'))
      .min(1, 'Current password is required.')
      .max(256),
    new_password: newPassword,
  })
  .openapi('ChangePasswordRequest');

export const ChangePasswordResponse = z
  .object({ ended: z.number().int().openapi({ description: 'Other sessions ended' }) })
  .openapi('ChangePasswordResponse');

export const ChangeEmailBody = z
  .object({
    current_password: z
      .string(required('Current password'))
      .min(1, 'Current password is required.')
      .max(256),
    new_email: email('New email'),
    language: UiLanguage.optional(),
  })
  .openapi('ChangeEmailRequest');

export const ChangeEmailResponse = z
  .object({
    new_email: z.string().openapi({ description: 'Where the confirmation link was sent' }),
  })
  .openapi('ChangeEmailResponse');

export const OrgNameBody = z
  .object({
    name: z
      .string(required('Organisation name'))
      .trim()
      .min(1, 'Organisation name is required.')
      .max(120, 'Organisation name must be at most 120 characters.'),
  })
  .openapi('OrgNameRequest');
