import { describe, expect, it } from '@jest/globals';
import { deletionVerdict, orgDeletedEventId } from './org-deletion.js';

describe('deletionVerdict', () => {
  it('lets an administrator who typed the name delete', () => {
    expect(
      deletionVerdict({ orgName: 'Acme Ltd', typedName: ' acme ltd ', callerIsAdmin: true }),
    ).toBe('ok');
  });
  it('refuses a user who is not the administrator, whatever was typed', () => {
    expect(deletionVerdict({ orgName: 'Acme', typedName: 'Acme', callerIsAdmin: false })).toBe(
      'not-admin',
    );
  });
  it('refuses another name, an empty one and a prefix', () => {
    for (const typedName of ['', 'Acm', 'Acme Ltd.', 'Other'])
      expect(deletionVerdict({ orgName: 'Acme Ltd', typedName, callerIsAdmin: true })).toBe(
        'name-mismatch',
      );
  });
  it('names the event after the organisation, so a repeat is the same event', () => {
    expect(orgDeletedEventId('o1')).toBe('org.deleted:o1');
  });
});
