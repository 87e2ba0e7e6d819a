/** What the API says; the UI shows its own texts from the spec beside these. */
export const MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'Invalid email or password.',
  throttled: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  orgNotFound: 'Organisation not found.',
  userLimit: (max: number) => `You can only add up to ${max} users.`,
  userExists: 'This user has already been added.',
  userNotFound: 'User not found.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  adminOnly: 'Only the organisation’s administrator can do this.',
  confirmName: 'Type the organisation’s name exactly to confirm.',
} as const;
