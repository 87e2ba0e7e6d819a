import { lazy, Suspense } from 'react';
import type { MailboxState } from '../../api/contract';

// The state is shown only once a mailbox is saved; its badge, alert and date formatting (~10 KB
// compressed) are loaded then, not on a new organisation's first visit.
const Status = lazy(() => import('./MailboxStatus').then((m) => ({ default: m.MailboxStatus })));

/** The saved mailbox's state (MailboxStatus), loaded when first shown. */
export function MailboxStatus({ mailbox }: { mailbox: MailboxState }) {
  return (
    <Suspense fallback={null}>
      <Status mailbox={mailbox} />
    </Suspense>
  );
}
