/**
 * When a sentence is about a question unit by meaning: thresholds on the cosine similarity of
 * their vectors from a semantic embedder (all-MiniLM-L6-v2 by default), shared by the composer
 * (which picks sentences) and reply-generation's relevance judgement (which checks any model's
 * reply), so the composer's own choices are judged about what they answer.
 *
 * Calibrated with all-MiniLM-L6-v2 on packages/testing/src/reworded-questions.ts (the six-fact
 * shop FAQ and the shop documents of packages/testing/src/knowledge-base.ts, reworded questions
 * and questions they cannot answer; each sentence embedded with its section heading): the answering sentence
 * lies at 0.30–0.79, the best sentence for an unanswerable question at 0.16–0.29. See
 * docs/architecture.md, "Relatedness by meaning".
 */
export const MEANING = {
  /** Related by meaning alone, without a shared content word ("refund window" ~ "send back within 30 days"). */
  alone: 0.32,
  /** Related when content words are shared too ("open on Sunday" ~ "closed at weekends"). */
  withWords: 0.2,
  /**
   * The relevance judgement's bar for meaning alone, above the composer's: in one shop's documents
   * every sentence is somewhat related to every question ("change the delivery address?" ~ "return
   * items within 30 days of delivery": 0.35), and a reply judged relevant may be sent unseen.
   */
  judged: 0.4,
} as const;

/** Whether a sentence is about a unit: by words and meaning, or by meaning alone. */
export const relatedByMeaning = (similarity: number, byWords: boolean, bar: number): boolean =>
  similarity >= bar || (byWords && similarity >= MEANING.withWords);

/** The longest text knowledge-ingestion's Relatedness embeds (its bound on one text). */
export const MEANING_TEXT_CHARS = 4000;

/**
 * A sentence as it is related by meaning: with the last part of its section heading ("Shop FAQ ›
 * Returns" → "Returns: You can return…"), for alone a sentence often does not say what it is
 * about. reply-generation asks with it and knowledge-ingestion embeds every sentence so at
 * indexing time: one text, so one cached vector.
 */
export function meaningText(heading: string, sentence: string): string {
  const section = heading.split('›').pop()!.trim();
  return (section ? `${section}: ${sentence}` : sentence).slice(0, MEANING_TEXT_CHARS);
}
