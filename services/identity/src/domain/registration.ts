import { invalid, type FieldErrors } from '@winzmail/platform/errors';

/** What a valid registration carries, normalised. */
export interface Registration {
  orgName: string;
  email: string;
  password: string;
  isAdmin: boolean;
  optIn: boolean;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
const EMAIL_MAX = 254;
const ORG_NAME_MAX = 120;
// Practical address check: one @, a dot in the domain, no spaces. Delivery proves the rest.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased and trimmed: one account per address, whatever the case it was typed in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | undefined {
  if (!email) return 'Email is required.';
  if (email.length > EMAIL_MAX || !EMAIL_RE.test(email)) return 'Enter a valid email address.';
  return undefined;
}

/** Checks and normalises a registration; throws INVALID_ARGUMENT with per-field messages. */
export function validateRegistration(input: {
  org_name: string;
  email: string;
  password: string;
  is_admin: boolean;
  opt_in: boolean;
}): Registration {
  const fields: FieldErrors = {};
  const orgName = input.org_name.trim();
  const email = normaliseEmail(input.email);
  if (!orgName) fields['org.name'] = 'Organisation name is required.';
  else if (orgName.length > ORG_NAME_MAX)
    fields['org.name'] = `Organisation name must be at most ${ORG_NAME_MAX} characters.`;
  const emailError = emailProblem(email);
  if (emailError) fields['user.email'] = emailError;
  if (!input.password) fields['user.password'] = 'Password is required.';
  else if (input.password.length < PASSWORD_MIN)
    fields['user.password'] = `Password must be at least ${PASSWORD_MIN} characters.`;
  else if (input.password.length > PASSWORD_MAX)
    fields['user.password'] = `Password must be at most ${PASSWORD_MAX} characters.`;
  if (Object.keys(fields).length > 0) {
    throw invalid('Please check your information and try again.', fields);
  }
  return {
    orgName,
    email,
    password: input.password,
    isAdmin: input.is_admin,
    optIn: input.opt_in,
  };
}
