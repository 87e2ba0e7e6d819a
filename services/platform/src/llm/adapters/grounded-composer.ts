import { detectLanguage, TextMemo, tokenize } from '../../text/index.js';
import type { ChatCompletion, ChatModel, ChatRequest, GroundedTask } from '../port.js';
import { assemble, type Layout, type Quote } from './grounded-composer/assemble.js';
import { Exclusions } from './grounded-composer/exclusions.js';
import { streamPieces } from './grounded-composer/pieces.js';
import { phrasesFor, registerOf, replyLanguage } from '../../reply-phrases/index.js';
import { questionUnits, unitTerms } from './grounded-composer/question.js';
import { scoreSentences, type ScoredSentence } from './grounded-composer/score.js';
import { selectSentences } from './grounded-composer/select.js';
import { unitTopic } from './grounded-composer/topic.js';

/**
 * The embedded default chat model: deterministic, no model file, no network. It reads the task
 * (not the prompt's messages) and writes the reply from two things only: frame phrases in the
 * reply language (greeting, thanks, empathy, closing, by the style) and sentences of the given
 * passages, quoted verbatim and cited "[n]". So it never states a fact the knowledge base does
 * not; quoted sentences stay in the knowledge base's language (a frame phrase says so when that
 * differs from the reply's).
 *
 * It picks, for each question unit, the sentence that answers it — by meaning and by words when
 * reply-generation passed the embedder's relatedness (task.relatedness), else by words — and adds
 * none that answers no unit; an asked unit nothing answers is left for a colleague (unanswered).
 * It abstains when no sentence answers any unit well enough (see score.ts `supports`): email
 * says a colleague will follow up; chat, where no one follows up a visitor, says to contact the
 * organisation's team. A question about an excluded topic is declined; sentences mentioning one
 * are never quoted. The style's purpose and additional instructions are free text for a language
 * model and are not followed here.
 */
export class GroundedComposer implements ChatModel {
  readonly id = 'grounded-composer';

  /** Its frame phrases' languages; any other is written in English. */
  writesIn(language: string): string {
    return replyLanguage(language);
  }

  async complete(request: ChatRequest): Promise<ChatCompletion> {
    request.signal?.throwIfAborted();
    const text = compose(request.task, request.maxTokens);
    // Streamed as a model would, but a sentence at a time: the text is whole before the first
    // piece leaves, so the pieces are the same for the same task (no delays, no timing).
    if (request.onText) {
      for (const piece of streamPieces(text)) {
        request.signal?.throwIfAborted(); // a reader that left while reading a piece
        request.onText(piece);
      }
    }
    return {
      text,
      model: this.id,
      usage: { promptTokens: wordsIn(request.task), completionTokens: words(text) },
    };
  }
}

/** The passage numbers a reply cites ("[2]"), in order of first citation. */
export function citedNumbers(text: string): number[] {
  const numbers = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  return [...new Set(numbers)];
}

function compose(task: GroundedTask, maxTokens: number | undefined): string {
  const language = replyLanguage(task.language);
  const exclusions = new Exclusions(task.style.exclusions);
  const questionLanguage = (task.questionLanguage ?? detectLanguage(task.question)) || language;
  const layout: Layout = {
    kind: task.kind,
    body: 'answer',
    phrases: phrasesFor(language),
    register: registerOf(task.style),
    style: task.style,
    senderName: task.kind === 'email' ? task.senderName : '',
    language,
    quotes: [],
    partial: false,
    unanswered: [],
    foreignQuotes: false,
  };
  if (exclusions.mentioned(`${task.subject}\n${task.question}`, [questionLanguage, language]))
    return assemble({ ...layout, body: 'decline' });

  const units = questionUnits(task.question, task.subject);
  const scored = scoreSentences({
    passages: task.passages,
    units,
    questionLanguage,
    replyLanguage: language,
    exclusions,
    relatedness: task.relatedness,
  });
  let { chosen } = selectSentences(scored, task.style.responseLength);
  if (chosen.length === 0) return assemble({ ...layout, body: 'abstain' });
  // Questions asked in so many words (a question mark and a content term).
  const asked = units.flatMap((u, i) =>
    u.asks && unitTerms(u.text, questionLanguage).length > 0 ? [i] : [],
  );

  const answered = (s: ScoredSentence[]): Layout => {
    // An asked question none of the quotes answers is named as left to a colleague / the team.
    const left = asked.filter((i) => !s.some((x) => x.answers[i]));
    return {
      ...layout,
      quotes: proseOrder(s),
      partial: left.length > 0,
      unanswered: [
        ...new Set(left.map((i) => unitTopic(units[i]!.text, questionLanguage)).filter(Boolean)),
      ],
      foreignQuotes: s.some((x) => x.language !== language && x.language !== ''),
    };
  };
  let text = assemble(answered(chosen));
  // A token budget drops the weakest quotes first, never the last one.
  while (maxTokens !== undefined && words(text) > maxTokens && chosen.length > 1) {
    const weakest = chosen.reduce((w, s) => (s.rank < w.rank ? s : w));
    chosen = chosen.filter((s) => s !== weakest);
    text = assemble(answered(chosen));
  }
  return text;
}

/**
 * The quotes as the reply writes them: the sentences answering the first question first — the
 * one that fits it best leading ("closed on Sundays" before the weekday hours for "open on
 * Sunday?") — then the next question's, then the context; otherwise in the order chosen.
 */
function proseOrder(chosen: ScoredSentence[]): Quote[] {
  const firstAnswered = (s: ScoredSentence) => {
    const i = s.answers.indexOf(true);
    return i < 0 ? Number.POSITIVE_INFINITY : i;
  };
  const fitOn = (s: ScoredSentence, i: number) => (Number.isFinite(i) ? (s.fit[i] ?? 0) : 0);
  return chosen
    .map((s, order) => ({ s, order, unit: firstAnswered(s) }))
    .sort((a, b) => a.unit - b.unit || fitOn(b.s, b.unit) - fitOn(a.s, a.unit) || a.order - b.order)
    .map(({ s }) => ({ text: s.text, number: s.passage.number, language: s.language }));
}

const words = (text: string): number => tokenize(text).length;

/** Passages' word counts: the same chunks come back answer after answer (a pure function). */
const PASSAGE_WORDS = new TextMemo<number>(2_000);

/** What the composer read: the question, the subject and the passages. */
const wordsIn = (task: GroundedTask): number =>
  words(task.subject) +
  words(task.question) +
  task.passages.reduce((n, p) => n + PASSAGE_WORDS.get(p.text, () => words(p.text)), 0);
