import { invalid } from '@winzmail/platform/errors';
import { cleanFilename } from './filenames.js';

/** Bounds of a knowledge-base entry made from the gap queue (staff edit both texts). */
export const MAX_QUESTION_CHARS = 500;
export const MAX_ANSWER_CHARS = 4000;
/** A question as the queue stores it (question.unanswered carries at most this). */
export const MAX_GAP_QUESTION_CHARS = 2000;
export const MAX_GAP_ANSWER_CHARS = 4000;

export const GAP_SOURCES = [
  'email_abstained',
  'draft_edited',
  'chat_abstained',
  'widget_abstained',
  'negative_feedback',
] as const;
export type GapSource = (typeof GAP_SOURCES)[number];

export const isGapSource = (s: string): s is GapSource =>
  (GAP_SOURCES as readonly string[]).includes(s);

export interface GapEntry {
  question: string;
  answer: string;
  /** The document's name: "Q&A – <question>.md". */
  filename: string;
  /** Markdown: the question as its heading, the answer as its body. */
  text: string;
}

/** Whitespace runs to one space, ends trimmed (a heading is one line). */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * Staff's question and answer as a knowledge-base entry. The question is its heading, so the
 * chunk that carries the answer starts with the question (retrieval and the composer's sentence
 * choice both see it); the answer keeps its paragraphs.
 */
export function gapEntry(rawQuestion: string, rawAnswer: string): GapEntry {
  const question = oneLine(rawQuestion);
  const answer = rawAnswer.replace(/\r\n?/g, '\n').trim();
  const fields: Record<string, string> = {};
  if (!question) fields.question = 'required';
  else if (question.length > MAX_QUESTION_CHARS)
    fields.question = `at most ${MAX_QUESTION_CHARS} characters`;
  if (!answer) fields.answer = 'required';
  else if (answer.length > MAX_ANSWER_CHARS)
    fields.answer = `at most ${MAX_ANSWER_CHARS} characters`;
  if (Object.keys(fields).length > 0) throw invalid('Give a question and its answer.', fields);
  // ':' and '?' are unsafe in file names: the name keeps the question's words.
  const title = question
    .replace(/[<>:"|?*\\/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    question,
    answer,
    filename: cleanFilename(`Q&A – ${title.slice(0, 120).trim()}.md`, 'Q&A.md'),
    text: `# ${question}\n\n${answer}\n`,
  };
}

/** A question.unanswered's text as the queue keeps it (bounded, one line). */
export const gapQuestion = (text: string): string => oneLine(text).slice(0, MAX_GAP_QUESTION_CHARS);
