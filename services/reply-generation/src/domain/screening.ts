import { readHtml } from './hidden-html.js';
import {
  CLAUSE_RULES,
  COMPACT_RULES,
  STRUCTURE_RULES,
  type InjectionFlag,
} from './injection-rules.js';
import { clauses, compactLetters, normaliseForScreening } from './screen-text.js';

/**
 * Prompt-injection screening of what the model will read: the email or chat question, an email's
 * HTML part, and each retrieved passage. Whatever it finds stays data — the prompt fences it and
 * the rules forbid obeying it — but the verdict tells mail-sync to draft instead of sending.
 */
export type ScreeningFlag =
  InjectionFlag | 'injection:hidden-html' | 'injection:in-document' | 'exclusion';

/** The flags of one text (empty: nothing found). `documents` leaves out mail-only rules. */
export function screenText(text: string, source: 'mail' | 'document' = 'mail'): InjectionFlag[] {
  const flags = new Set<InjectionFlag>();
  const structural = text.normalize('NFKC').toLowerCase();
  for (const rule of STRUCTURE_RULES) if (rule.pattern.test(structural)) flags.add(rule.flag);
  const normalised = normaliseForScreening(text);
  for (const clause of clauses(normalised)) {
    for (const rule of CLAUSE_RULES) {
      if (rule.mailOnly && source === 'document') continue;
      if (rule.all.every((re) => re.test(clause))) flags.add(rule.flag);
    }
  }
  const compact = compactLetters(normalised);
  for (const rule of COMPACT_RULES) if (rule.pattern.test(compact)) flags.add(rule.flag);
  return [...flags];
}

/** Hidden text counts when it says something (a lone spacer or a dot is layout). */
const MEANINGFUL = /(\p{L}{2,}[^\p{L}]+){2,}\p{L}{2,}/u;

export interface EmailScreening {
  flags: ScreeningFlag[];
  /** The body with any hidden HTML text that leaked into it (plain parts made from HTML) removed. */
  body: string;
}

/** Screens an email: subject and body, and the HTML part's hidden text and comments. */
export function screenEmail(subject: string, body: string, html: string): EmailScreening {
  const flags = new Set<ScreeningFlag>(screenText(`${subject}\n${body}`));
  let cleaned = body;
  if (html.trim()) {
    const { hidden, comments } = readHtml(html);
    const hiddenText = hidden.join('\n');
    if (MEANINGFUL.test(hiddenText)) {
      flags.add('injection:hidden-html');
      for (const flag of screenText(hiddenText)) flags.add(flag);
      for (const text of hidden) cleaned = removeText(cleaned, text);
    }
    for (const comment of comments) {
      const found = screenText(comment);
      if (found.length === 0) continue;
      flags.add('injection:hidden-html');
      for (const flag of found) flags.add(flag);
    }
  }
  return { flags: [...flags], body: cleaned };
}

/** Removes `needle` from `text`, matching across any run of whitespace. */
function removeText(text: string, needle: string): string {
  const words = needle
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return text;
  return text
    .replace(new RegExp(words.join('\\s+'), 'gu'), ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Whether a document's text tries to instruct the model (any of screenText's flags). */
export const instructsModel = (text: string): boolean => screenText(text, 'document').length > 0;

/**
 * Passages split into those the model may read and those that tried to instruct it: the latter
 * are left out of the prompt altogether (a document is data, never a source of instructions).
 */
export function screenPassages<P extends { text: string; heading: string }>(
  passages: P[],
  instructs: (text: string) => boolean = instructsModel,
): { kept: P[]; dropped: P[] } {
  const kept: P[] = [];
  const dropped: P[] = [];
  for (const p of passages) {
    if (instructs(`${p.heading}\n${p.text}`)) dropped.push(p);
    else kept.push(p);
  }
  return { kept, dropped };
}

/**
 * The organisation's excluded topics ("pricing, competitors; legal advice"): one topic per
 * comma, semicolon or line, each as its analysed terms.
 */
export function exclusionTopics(
  exclusions: string,
  analyze: (text: string) => string[],
): string[][] {
  return exclusions
    .split(/[,;\n]+/)
    .map((topic) => analyze(topic))
    .filter((terms) => terms.length > 0);
}

/** Whether a text is about one of the topics: all of a topic's terms appear in it. */
export function mentionsTopic(
  text: string,
  topics: string[][],
  analyze: (text: string) => string[],
): boolean {
  if (topics.length === 0) return false;
  const terms = new Set(analyze(text));
  return topics.some((topic) => topic.every((t) => terms.has(t)));
}
