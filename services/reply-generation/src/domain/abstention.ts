import { TextMemo } from '@winzmail/platform/text';
import { isComposerAbstention } from './frame.js';

/**
 * The honest answer when the knowledge base does not say: "I don't have that information; a
 * colleague will follow up", in the reply's language. The prompt gives the model this sentence;
 * grounding recognises it (and other adapters' wording of it) in what the model wrote.
 */
export const ABSTENTION: Readonly<Record<string, string>> = {
  en: "I don't have that information at hand; a colleague will follow up with you.",
  de: 'Diese Information liegt mir leider nicht vor; eine Kollegin oder ein Kollege meldet sich bei Ihnen.',
  fr: "Je n'ai pas cette information ; un collègue reviendra vers vous.",
  es: 'No tengo esa información; un compañero se pondrá en contacto con usted.',
  it: 'Non ho questa informazione; un collega la ricontatterà.',
  nl: 'Die informatie heb ik niet; een collega neemt contact met u op.',
  pt: 'Não tenho essa informação; um colega entrará em contacto consigo.',
  ar: 'لا تتوفر لدي هذه المعلومات؛ سيتواصل معك أحد زملائي.',
  zh: '我目前没有这方面的信息，同事会尽快跟进。',
  hi: 'मेरे पास यह जानकारी नहीं है; एक सहकर्मी आपसे संपर्क करेंगे।',
};

export const abstentionSentence = (language: string): string =>
  ABSTENTION[language] ?? ABSTENTION.en!;

/** Wordings of "I don't have that information" / "a colleague will follow up" (folded text). */
const PATTERNS: RegExp[] = [
  /\b(i|we) (do not|don't|dont|cannot|can't|cant|can not|am unable to|are unable to) (have|find|see|provide|give|answer|confirm)\b[^.;]{0,60}\b(information|answer|details?|data)\b/,
  /\b(do not|don't|dont) know\b/,
  /\bno (information|details|data) (about|on|regarding|for)\b/,
  /\b(is not|isn't|not) (covered|mentioned|included|available|found) (in|by) (our|the|my) (knowledge base|documents?|documentation|sources|passages)/,
  /\b(colleague|team member|member of (our|the) team|someone from (our|the) team) (will|shall|is going to) (follow up|get back|contact|reach out|be in touch)/,
  /\b(liegt|liegen) (mir|uns) (leider )?nicht vor\b|\bkeine informationen?\b|\b(kollegin|kollege|kollegen)\b[^.;]{0,40}\b(meldet|melden|kontaktier)/,
  /\bje n'ai pas (cette|cet|ces|d')|\bnous n'avons pas (cette|cet|ces|d')|\bun collegue (reviendra|vous recontactera|vous contactera)/,
  /\bno (tengo|tenemos) (esa|esta|estos|esos|informacion)|\bun companero (se pondra|le contactara)/,
  /\bnon (ho|abbiamo) (questa|queste|informazioni)|\bun collega (la|ti|vi) (ricontattera|contattera)/,
  /\b(die|deze) informatie heb (ik|wij) niet|\been collega neemt contact/,
  /\bnao (tenho|temos) (essa|esta|informacao)|\bum colega entrara em contacto/,
  /لا تتوفر لدي|لا أملك هذه المعلومات|ليس لدي هذه المعلومات|سيتواصل معك/u,
  /没有这方面的信息|没有相关信息|同事会/u,
  /यह जानकारी नहीं है|सहकर्मी आपसे संपर्क/u,
];

const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');

/** Per sentence: a reply's sentences are mostly the same frame and passage sentences again. */
const abstains = new TextMemo<boolean>(4_000);

/** Whether a sentence says the information is not available (ours, the composer's, a model's). */
export const saysAbstain = (sentence: string): boolean =>
  abstains.get(sentence, () => {
    if (isComposerAbstention(sentence)) return true;
    const folded = fold(sentence);
    return PATTERNS.some((re) => re.test(folded));
  });
