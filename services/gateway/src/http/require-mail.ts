import type { RequestHandler } from 'express';
import { AppError } from '@winzmail/platform';
import type { MailClient } from '../clients/mail.js';

/** The mail routes exist even without a mail service, and then say why they cannot answer. */
export function requireMail(mail: MailClient | undefined): RequestHandler {
  return (_req, _res, next) => {
    if (mail) next();
    else
      next(new AppError('UNAVAILABLE', 'Email is not available: the mail service is not set up.'));
  };
}
