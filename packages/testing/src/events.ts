/** An org.registered event with only its id set: the bus tests' message. */
export const orgRegistered = (id: string, orgId = 'o') => ({
  event_id: id,
  org_id: orgId,
  occurred_at: '',
  org_name: '',
  user_email: '',
});
