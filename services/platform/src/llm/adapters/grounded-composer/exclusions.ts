import { analyze, foldText } from '../../../text/index.js';

/**
 * The organisation's excluded topics (style.exclusions, free text): one topic per comma,
 * semicolon or line. A text mentions a topic when it holds every content word of the topic
 * (analysed alike, so "refunds" meets "refund"), or the topic's words as written.
 */
export class Exclusions {
  private readonly topics: string[];

  constructor(exclusions: string) {
    this.topics = exclusions
      .split(/[,;\n،，、；]+/u)
      .map((topic) => topic.trim())
      .filter((topic) => topic.length > 0);
  }

  get empty(): boolean {
    return this.topics.length === 0;
  }

  /** Whether `text` mentions an excluded topic, analysed in any of `languages`. */
  mentioned(text: string, languages: readonly string[]): boolean {
    if (this.empty) return false;
    const folded = ` ${fold(text)} `;
    const termSets = languages.map((lang) => new Set(analyze(text, lang)));
    return this.topics.some((topic) => {
      if (folded.includes(` ${fold(topic)} `)) return true;
      return languages.some((lang, i) => {
        const terms = analyze(topic, lang);
        return terms.length > 0 && terms.every((term) => termSets[i]!.has(term));
      });
    });
  }
}

/** Lower case, accents folded, punctuation as spaces: for whole-word phrase matching. */
const fold = (text: string): string =>
  foldText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
