/**
 * Citation markers "[2]", "[1, 3]" in a written reply. Every model writes them so the reply can be
 * judged against its sources; what a reader sees of them depends on what sources that reader is
 * shown (a customer's email: none; a website visitor: the public pages only).
 */
const MARKER = /[ \t]*\[(\d+(?:\s*[,;–-]\s*\d+)*)\]/g;

/**
 * The text with markers removed, except the numbers `keep` accepts (a list marker keeps its
 * accepted numbers: "[1, 3]" → "[3]"). The space before a removed marker goes with it.
 */
export function withoutCitations(text: string, keep: (n: number) => boolean = () => false): string {
  return text.replace(MARKER, (_marker: string, list: string) => {
    const kept = list
      .split(/\s*[,;–-]\s*/)
      .map(Number)
      .filter((n) => keep(n));
    return kept.length > 0 ? ` [${kept.join(', ')}]` : '';
  });
}
