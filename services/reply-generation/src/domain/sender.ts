/**
 * The sender's display name from a From address, for the greeting: `"Sam Lee" <sam@x.org>` →
 * "Sam Lee"; a bare address gives '' (an address is not a name to greet).
 */
export function senderName(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(from);
  const name = (match?.[1] ?? '').trim();
  return name.includes('@') ? '' : name.slice(0, 100);
}
