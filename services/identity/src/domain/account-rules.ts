import { PASSWORD_MAX, PASSWORD_MIN } from './registration.js';

/** What the account use cases say (the web app shows its own translated texts beside these). */
export const ACCOUNT_MESSAGES = {
  noSystemMail:
    'Email links are not available: the administrator has not configured the system mail (SYSTEM_SMTP_URL and SYSTEM_MAIL_FROM).',
  linkInvalid: 'This link is not valid. Please ask for a new one.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  linkUsed: 'This link has already been used. Please ask for a new one.',
  wrongPassword: 'The current password is not correct.',
  sameEmail: 'This is already your sign-in email.',
  emailTaken: 'An account with this email already exists.',
  adminOnly: "Only an administrator can change the organisation's name.",
  tooManyRequests: (minutes: number) =>
    `Too many requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyPasswordFailures: (minutes: number) =>
    `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

const ORG_NAME_MAX = 120;

export function newPasswordProblem(password: string): string | undefined {
  if (!password) return 'Password is required.';
  if (password.length < PASSWORD_MIN)
    return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  return undefined;
}

/** The trimmed name, or the problem with it. */
export function orgNameOf(raw: string): { name: string } | { problem: string } {
  const name = raw.trim();
  if (!name) return { problem: 'Organisation name is required.' };
  if (name.length > ORG_NAME_MAX) {
    return { problem: `Organisation name must be at most ${ORG_NAME_MAX} characters.` };
  }
  // Control characters would end up in headers and the sidebar.
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return { problem: 'Organisation name has invalid characters.' };
  }
  return { name };
}
