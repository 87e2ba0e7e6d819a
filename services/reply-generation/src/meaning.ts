import type { Logger } from '@winzmail/platform';
import {
  meaningText,
  splitSentences,
  type Passage,
  type QuestionUnit,
  type Relatedness,
} from '@winzmail/platform/llm';
import type { Knowledge } from './adapters/knowledge.js';
import type { SentencesOf } from './domain/passage-choice.js';

/** Bounds of one Relatedness call (knowledge-ingestion refuses more). */
const MAX_UNITS = 32;
const MAX_TEXTS = 2000;
/**
 * How long knowledge-ingestion's answer that its embedder is lexical is believed. Its embedder is
 * fixed per process (configuration and model files), so until a redeploy it stays so; a lexical
 * relatedness is never used (passages are chosen and matched by words alone), and asking for it
 * cost a gRPC call with every passage sentence on every answer.
 */
export const LEXICAL_RECHECK_MS = 60_000;

/** What the passages offer each question unit by meaning. */
export interface PassageMeaning {
  /** For the task (the composer reads it); undefined when knowledge could not say. */
  relatedness: Relatedness | undefined;
  /** Per unit: the best similarity of any passage sentence (0 without a semantic embedder). */
  passageBest: number[];
}

/**
 * Relatedness by meaning, asked of knowledge-ingestion (the organisation's embedder, its vectors
 * cached there): question units against passage sentences before the model writes, and against
 * the reply's statements after, to judge relevance. A sentence is embedded with its section's
 * heading ("Returns: You can return items within 30 days"): alone it often does not say what it
 * is about. When knowledge cannot answer, replies are matched and judged by words alone.
 */
export class Meaning {
  /** Until when knowledge-ingestion's embedder is taken as lexical without asking (ms). */
  private lexicalUntil = 0;
  private readonly now: () => number;

  constructor(private readonly deps: { knowledge: Knowledge; logger: Logger; now?: () => number }) {
    this.now = deps.now ?? Date.now;
  }

  /** Each unit's relatedness to every passage sentence; undefined when knowledge could not say. */
  async ofPassages(
    orgId: string,
    units: QuestionUnit[],
    passages: Passage[],
    sentencesOf: SentencesOf = (p) => splitSentences(p.text),
  ): Promise<Relatedness | undefined> {
    const sentences = passages.flatMap((p) =>
      sentencesOf(p).map((text) => ({ text, heading: p.heading })),
    );
    const unitTexts = units.slice(0, MAX_UNITS).map((u) => u.text);
    const some = sentences.slice(0, MAX_TEXTS);
    // Words alone decide with a lexical embedder: its similarities are not read (kind decides).
    if (unitTexts.length > 0 && some.length > 0 && this.now() < this.lexicalUntil)
      return { units: unitTexts, sentences: new Map(), kind: 'lexical' };
    const res = await this.ask(orgId, unitTexts, some.map(withHeading));
    if (!res) return undefined;
    this.lexicalUntil = res.kind === 'lexical' ? this.now() + LEXICAL_RECHECK_MS : 0;
    const map = new Map<string, number[]>();
    some.forEach((s, j) => {
      const row = res.rows.map((r) => r[j] ?? 0);
      const seen = map.get(s.text);
      // A sentence repeated under another heading (overlapping chunks) keeps its best.
      map.set(s.text, seen ? seen.map((x, i) => Math.max(x, row[i]!)) : row);
    });
    return { units: unitTexts, sentences: map, kind: res.kind };
  }

  /**
   * Per statement, its similarity to each unit; undefined when knowledge could not say. A
   * statement quoted verbatim from a passage (the composer's) takes its passage sentence's
   * numbers: only paraphrases cost a call.
   */
  async ofStatements(
    orgId: string,
    units: QuestionUnit[],
    statements: { text: string; heading: string }[],
    known: Relatedness,
  ): Promise<number[][] | undefined> {
    const unitTexts = units.slice(0, MAX_UNITS).map((u) => u.text);
    const some = statements.slice(0, MAX_TEXTS);
    const rows: (readonly number[] | undefined)[] = some.map((s) => known.sentences.get(s.text));
    const asked = some.filter((_, j) => !rows[j]);
    if (asked.length > 0) {
      const res = await this.ask(orgId, unitTexts, asked.map(withHeading));
      if (!res || res.kind !== 'semantic') return undefined;
      let next = 0;
      some.forEach((_, j) => {
        if (rows[j]) return;
        const k = next++;
        rows[j] = res.rows.map((r) => r[k] ?? 0);
      });
    }
    return rows.map((r) => [...(r ?? [])]);
  }

  /**
   * How much of what `staff` says `ours` also says, by meaning (0–1): for each of staff's
   * sentences its best similarity to one of ours, averaged. Undefined without a semantic
   * embedder (a lexical score would only repeat the facts' count).
   */
  async ofReplies(orgId: string, staff: string, ours: string): Promise<number | undefined> {
    const theirs = splitSentences(staff).slice(0, MAX_UNITS);
    const mine = splitSentences(ours).slice(0, MAX_TEXTS);
    const res = await this.ask(orgId, theirs, mine);
    if (!res || res.kind !== 'semantic' || res.rows.length === 0) return undefined;
    const best = res.rows.map((row) => Math.max(0, ...row));
    return best.reduce((a, b) => a + b, 0) / best.length;
  }

  private async ask(orgId: string, units: string[], texts: string[]) {
    if (units.length === 0 || texts.length === 0) return undefined;
    try {
      return await this.deps.knowledge.relatedness(orgId, units, texts);
    } catch (err) {
      this.deps.logger.warn({ err }, 'relatedness unavailable; matching by words alone');
      return undefined;
    }
  }
}

const withHeading = (s: { text: string; heading: string }): string =>
  meaningText(s.heading, s.text);
