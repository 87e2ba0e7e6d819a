import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import { services } from '@winzmail/proto';

type Definition = ReturnType<typeof services.mailSync>['service'];
export type MailClient = ServiceClient<Definition>['call'];

export function mailClient(address: string, deadlineMs: number): ServiceClient<Definition> {
  return createServiceClient(services.mailSync(), {
    address,
    deadlineMs,
    // Reads, and the check for new mail (a second check finds nothing new: no message is stored
    // twice). Reply sends and SetEmailConfig saves: never retried.
    idempotent: [
      'GetEmailConfig',
      'GetOutlookEmailConfig',
      'ListIncoming',
      'GetEmailStats',
      'FetchRecentEmails',
      'GetOutcomes',
    ],
  });
}
