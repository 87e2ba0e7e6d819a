/**
 * When a sentence is about a question unit by meaning: thresholds on the cosine similarity of
 * their vectors from a semantic embedder (all-MiniLM-L6-v2 by default), shared by the composer
 * (which picks sentences) and reply-generation's relevance judgement (which checks any model's
 * reply), so the composer's own choices are judged about what they answer.
 *
 * Calibrated on the shop FAQ (tests/fixtures/knowledge-base.ts) with reworded questions, the
 * questions it cannot answer, and off-topic pairs (platform test meaning-calibration): see
 * docs/architecture.md, "Relatedness by meaning".
 */
export const MEANING = {
  /** Related by meaning alone, without a shared content word ("refund window" ~ "send back within 30 days"). */
  alone: 0.5,
  /** Related when content words are shared too ("open on Sunday" ~ "closed at weekends"). */
  withWords: 0.3,
  /** The relevance judgement's bar (a reply sentence may paraphrase): a little below the composer's. */
  judged: 0.45,
} as const;

/** Whether a sentence is about a unit: by words and meaning, or by meaning alone. */
export const relatedByMeaning = (similarity: number, byWords: boolean, bar: number): boolean =>
  similarity >= bar || (byWords && similarity >= MEANING.withWords);
