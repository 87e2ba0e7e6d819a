/**
 * Whether the signed-in user is their organisation's administrator, from the access token's
 * `adm` claim (only what to show: the server decides what they may do).
 */
export function isAdminToken(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { adm?: unknown }).adm === true;
  } catch {
    return false;
  }
}
