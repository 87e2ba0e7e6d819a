/**
 * Whether an organisation may be deleted by this caller with this confirmation. Pure: the use
 * case supplies what the store holds. The typed name must be the organisation's own (spaces at
 * either end and letter case aside), so a slip of the mouse deletes nothing.
 */
export type DeletionVerdict = 'ok' | 'not-admin' | 'name-mismatch';

export function deletionVerdict(input: {
  orgName: string;
  typedName: string;
  callerIsAdmin: boolean;
}): DeletionVerdict {
  if (!input.callerIsAdmin) return 'not-admin';
  const fold = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('en');
  if (!input.typedName || fold(input.typedName) !== fold(input.orgName)) return 'name-mismatch';
  return 'ok';
}

/** The org.deleted event's id: one deletion per organisation, however often it is asked. */
export const orgDeletedEventId = (orgId: string): string => `org.deleted:${orgId}`;
