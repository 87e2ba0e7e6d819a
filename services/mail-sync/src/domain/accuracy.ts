import { distance } from 'fastest-levenshtein';

/**
 * How much of the AI's draft survived into what was sent, in thousandths: 1000 = sent unchanged,
 * 0 = nothing of it kept. One minus the edit distance over the longer text's length — the
 * Dashboard's response accuracy averages it over the AI drafts staff sent. Surrounding
 * whitespace does not count as an edit.
 */
export function keptPermille(draft: string, sent: string): number {
  const a = draft.trim();
  const b = sent.trim();
  const edits = distance(a, b);
  if (edits === 0) return 1000;
  // Any edit keeps it below 1000, however long the text (rounding must not hide a change).
  return Math.min(999, Math.round((1 - edits / Math.max(a.length, b.length)) * 1000));
}

/** What one staff send of an AI draft adds to the organisation's accuracy totals. */
export function accuracyIncrement(draft: string, sent: string): Record<string, number> {
  const kept = keptPermille(draft, sent);
  return { ai_sent: 1, ai_sent_unedited: kept === 1000 ? 1 : 0, ai_kept_permille_sum: kept };
}
