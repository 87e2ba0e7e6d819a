import { analyze, baseSubject } from '../../../text/index.js';
import { splitSentences } from './sentences.js';

/** One sentence of the question (or the subject); `asks` when it ends with a question mark. */
export interface QuestionUnit {
  text: string;
  asks: boolean;
}

/**
 * The question split into units that can each be answered: its sentences (quoted lines of an
 * earlier message dropped), a sentence that asks two things split into its clauses ("When will
 * it be delivered, and can I still change the address?"), and the email's subject without
 * "Re:"/"Fwd:". A clause of a question asks too.
 */
export function questionUnits(question: string, subject: string): QuestionUnit[] {
  const body = question
    .split('\n')
    .filter((line) => !/^\s*>/.test(line))
    .join('\n');
  const units = splitSentences(body).flatMap((sentence) => {
    const asks = ASKS.test(sentence);
    return clauses(sentence).map((text) => ({ text, asks }));
  });
  const topic = baseSubject(subject);
  if (topic) units.push({ text: topic, asks: ASKS.test(topic) });
  return units;
}

const ASKS = /[?？؟]["'”’»)\]]*$/u;

/**
 * "…, and how…", "… and when…", "…; can I…": a second thing asked in the same sentence (English
 * clause openers; other languages keep the sentence whole). A clause of one or two words
 * ("and boots?") or one naming nothing stays with the sentence.
 */
const CLAUSE =
  /\s*(?:[,;]\s*(?:and|or|but|also)?|\s(?:and|but|also))\s+(?=(?:also\s+)?(?:how|when|what|where|why|which|who|whether|if|can|could|do|does|did|is|are|will|would|should|may|i|we)\b)/giu;

function clauses(sentence: string): string[] {
  const parts = sentence.split(CLAUSE).map((p) => p.trim());
  // A greeting before the first clause ("Hi, how do I…, and how long…?") is no clause of its own.
  const greeted = parts.length > 1 && GREETING.test(parts[0]!);
  while (parts.length > 1 && GREETING.test(parts[0]!)) parts.shift();
  if (greeted && parts.length === 1) return parts;
  // A clause that names nothing ("How long do I have, and when…") leans on the other: kept whole.
  if (
    parts.length < 2 ||
    parts.some((p) => p.split(/\s+/).length < 3 || !unitTerms(p, 'en').length)
  )
    return [sentence];
  return parts;
}

const GREETING =
  /^(?:hi|hello|hey|dear \S+(?: \S+)?|good (?:morning|afternoon|evening)|thanks?|thank you|ok|okay|so|well)$/i;

/**
 * Chinese function characters: character bigrams holding one ("什么", "是否") carry no topic,
 * and would otherwise count as unanswered content words of every Chinese question.
 */
const ZH_FUNCTION = new Set(
  '的是了吗呢吧啊么什怎如何哪个这那我你您他她们在有和与或及请问能可以要会就都也还把被对为从到给'.split(
    '',
  ),
);
const CJK_PAIR = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,2}$/u;

/**
 * Words that frame a request without naming its topic ("Could you tell me…", "I would like to
 * know…", and question words some stopword lists lack: "wann", "quand"). Stopword lists keep them, but here they would count as content words nothing answers,
 * and the rarer a word is in the passages the more it weighs, so they would sink every answer.
 */
const REQUEST_WORDS: Readonly<Record<string, string>> = {
  en:
    'get got want wanted know tell need like please help hello hi hey dear thank thanks regards ' +
    'question questions ask asking wonder wondering let find possible able much many kind ' +
    'information info advise appreciate hope well best sincerely cheers also ' +
    // light verbs and the figure-question words ("how long does it take"): the figure is asked, not them
    'take takes taking took make makes does long soon',
  de:
    'bitte danke vielen dank hallo gruss grusse freundlichen liebe lieber sehr geehrte frage ' +
    'fragen wissen moechte moechten mochte gerne gern koennen konnen helfen info information mitteilen ' +
    'wann warum wieso weshalb bekommen bekomme kriegen erhalten',
  fr:
    'bonjour merci cordialement salutations question questions savoir voudrais aimerais ' +
    'pouvez pourriez aider information informations svp possible quand comment combien ou ' +
    'pourquoi obtenir recevoir',
  es:
    'hola gracias saludos pregunta preguntas saber quisiera gustaria puede pueden podria ' +
    'ayudar informacion favor posible cuando como donde cuanto cuanta porque obtener recibir',
  pt:
    'ola obrigado obrigada cumprimentos pergunta perguntas saber gostaria pode podem poderia ' +
    'ajudar informacao favor possivel quando como onde quanto quanta porque obter receber',
};
const requestTerms = new Map<string, ReadonlySet<string>>();
const requestTermsIn = (language: string): ReadonlySet<string> => {
  let terms = requestTerms.get(language);
  if (!terms) {
    terms = new Set(analyze(REQUEST_WORDS[language] ?? REQUEST_WORDS.en!, language));
    requestTerms.set(language, terms);
  }
  return terms;
};

/** A unit's distinct content terms in `language`. */
export function unitTerms(text: string, language: string): string[] {
  const request = requestTermsIn(language);
  const terms = analyze(text, language).filter(
    (term) =>
      !request.has(term) && !(CJK_PAIR.test(term) && [...term].some((ch) => ZH_FUNCTION.has(ch))),
  );
  return [...new Set(terms)];
}
