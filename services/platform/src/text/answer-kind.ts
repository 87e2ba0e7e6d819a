import { foldText } from './tokenize.js';

/**
 * What kind of value a question asks for, and whether a sentence states one: "How much does it
 * cost?" is answered by a price (or "free"), "At what age…?" by a number, "What is your phone
 * number?" by a phone number. A sentence on the same topic that states no such value does not
 * answer the question, however close in meaning ("At what age can I retire?" ~ "the right to
 * security in old age"): this is the classic answer-type check of question answering, and it tells
 * apart what an embedder's cosine cannot — a question the documents leave open from a rewording.
 *
 * English question forms only (other languages: no kind, so no check); a question whose form is
 * not listed here asks for no particular kind.
 */
export type AnswerKind =
  /** Any figure: a digit or a number word ("how many", "what age", "what percentage"). */
  | 'number'
  /** A figure that is not a duration ("How many people…?" is not answered by "within 5 days"). */
  | 'count'
  /** A price, or that it costs nothing. */
  | 'money'
  /** "How much…?" of anything: a figure, or that it costs nothing. */
  | 'amount'
  /** A time, date, day or duration ("what time", "how long", "which year"). */
  | 'time'
  /** "When…?": a time value, or the event it waits for ("once we receive the item"). */
  | 'when'
  /** "How often…?": a frequency or a figure. */
  | 'frequency'
  | 'phone'
  | 'email'
  | 'version'
  | 'timezone'
  | 'country'
  | 'language';

// What may stand before the question word: greetings, "and", "could you tell me", "I'd like to know".
const LEAD =
  '^(?:(?:and|so|but|also|then|hi|hello|ok|okay|well|please|sorry)\\W+)*' +
  '(?:(?:could|can|would|will) you (?:please )?(?:tell|let) me (?:know )?|(?:do|does) (?:you|anyone) know |' +
  "i(?:'d| would) like to know |i (?:want|need) to know |i wonder(?:ed)? |i was wondering |may i ask |" +
  '(?:please )?tell me |(?:please )?let me know )?';
const at = (form: string) => new RegExp(LEAD + form);

const MONEY_NOUN =
  '(?:fee|fees|price|prices|cost|costs|charge|charges|fine|fines|salary|salaries|wage|wages|pay|bounty|reward|rewards|premium|deposit|tuition|rent|compensation|refund amount)';
const FIGURE_NOUN =
  '(?:number|percentage|percent|share|proportion|amount|age|limit|quota|size|penalty|sentence|prison sentence|jail term|minimum|maximum)';
const ARTICLE = '(?:(?:is|are|was|were|will be|would be)\\s+)?(?:(?:the|your|a|an|my|our)\\s+)?';
const QUALIFIER =
  '(?:(?:exact|maximum|minimum|max|min|total|average|current|standard|usual|typical|annual|monthly|weekly|hourly|yearly|legal|statutory)\\s+)*';

/** Question forms, tried in order: the first that matches the unit's start decides. */
const FORMS: ReadonlyArray<readonly [RegExp, AnswerKind]> = [
  [
    at('(?:at |from |until |up to |by )?what (?:exact |minimum |maximum )?age\\b|how old\\b'),
    'number',
  ],
  [at(`how (?:much|many)\\b(?:\\s+\\w+){0,4}?\\s+${MONEY_NOUN}\\b`), 'money'],
  [
    at(
      'how much (?:does|do|did|will|would|is|are)\\b(?:\\s+\\w+){0,5}?\\s+(?:cost|costs|charge|pay)\\b',
    ),
    'money',
  ],
  [
    at('how (?:much|many)\\s+(?:\\w+\\s+)?(?:seconds|minutes|hours|days|weeks|months|years)\\b'),
    'number',
  ],
  [at('how many\\b'), 'count'],
  [at('how much\\b'), 'amount'],
  [
    at(
      'how (?:long|soon)\\b|(?:what|which) (?:time(?! ?zone)|date|day|year|month)\\b|in (?:what|which) (?:year|month)\\b|until when\\b|by when\\b|since when\\b',
    ),
    'time',
  ],
  [at('how often\\b|how frequently\\b'), 'frequency'],
  [
    at(
      `(?:what|which)(?:'s| is| are)?\\s+${ARTICLE}${QUALIFIER}(?:\\w+\\s+)?(?:opening hours|office hours|business hours|hours|deadline|due date|closing date|cut-?off(?: date| time)?|date)\\b`,
    ),
    'time',
  ],
  [at('when\\b'), 'when'],
  [at(`what(?:'s| is| are| was| were)?\\s+${ARTICLE}${QUALIFIER}${MONEY_NOUN}\\b`), 'money'],
  [
    at(
      `what (?:does|do|did|will|would)\\s+(?:it|this|that|they|the\\s+\\w+(?:\\s+\\w+)?)\\s+(?:cost|charge)\\b`,
    ),
    'money',
  ],
  [at(`(?:what|which)(?:'s| is| are)?\\s+${ARTICLE}${QUALIFIER}${FIGURE_NOUN}\\b`), 'number'],
  [
    at(
      '(?:what|which)\\b(?:\\s+\\w+){0,4}?\\s+(?:phone|telephone|fax|hotline|mobile)(?:\\s+number)?\\b',
    ),
    'phone',
  ],
  [at('(?:what|which|where)\\b(?:\\s+\\w+){0,4}?\\s+e-?mail(?: address)?\\b'), 'email'],
  [at('(?:what|which)\\b(?:\\s+[\\w.]+){0,3}?\\s+versions?\\b'), 'version'],
  [at('(?:in )?(?:what|which)\\b(?:\\s+\\w+){0,3}?\\s+time ?zones?\\b'), 'timezone'],
  [
    at("(?:in |from |to )?(?:what|which) (?:countries|country|nations?|jurisdictions?)(?:'s)?\\b"),
    'country',
  ],
  [at('(?:in )?(?:what|which) (?:\\w+ )?languages?\\b'), 'language'],
];

/** Also asked anywhere in the unit: "Is there a phone number I can call?". */
const ANYWHERE: ReadonlyArray<readonly [RegExp, AnswerKind]> = [
  [/\b(?:phone|telephone|fax|hotline) (?:number|no)\b/, 'phone'],
  [/\btime ?zones?\b/, 'timezone'],
];

/** The kind of value a question unit asks for, when it asks for one (English forms only). */
export function expectedAnswer(unit: string): AnswerKind | undefined {
  const text = normalise(unit);
  for (const [form, kind] of FORMS) if (form.test(text)) return kind;
  for (const [form, kind] of ANYWHERE) if (form.test(text)) return kind;
  return undefined;
}

const normalise = (text: string): string =>
  foldText(text)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'@.+\-\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|half';
const TIME_UNIT =
  '(?:seconds?|minutes?|mins?|hours?|hrs?|days?|business days?|working days?|weeks?|months?|years?|yrs?|decades?)';
// A figure, not a label: "Article 25", "section 4", "v.3" and "Version 2.0" name things.
const FIGURE = new RegExp(
  `(?<!(?:article|section|chapter|clause|version|v\\.?|§)\\s?)(?<![\\p{L}\\d.])(?:\\d[\\d,.]*|(?:${NUMBER_WORDS})\\b)`,
  'gu',
);
const DURATION_AFTER = new RegExp(
  `^[\\s-]*(?:\\(\\d+\\)\\s*)?(?:\\w+[\\s-]+)?${TIME_UNIT}\\b`,
  'u',
);
const FREE =
  /\b(?:free|free of charge|no[- ]charge|no cost|at no cost|without charge|royalty[- ]free|complimentary|nothing|costs? nothing|no fee|no fees)\b/;
const CURRENCY = /[$€£¥₹]|\b(?:usd|eur|gbp|chf|jpy|dollars?|euros?|pounds?|cents?|francs?|yen)\b/;
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bweekdays?\b/;
// "May" and "March" are verbs too ("Nothing in this Declaration may be…"): months only beside a day or "in".
const MONTH =
  /\b(?:january|february|april|june|july|august|september|october|november|december)\b|\b(?:in|by|until|from|since|early|late|mid) (?:may|march)\b|\b(?:may|march) \d|\d(?:st|nd|rd|th)? (?:of )?(?:may|march)\b/;
const TIME_WORD = new RegExp(
  `\\b(?:today|tomorrow|tonight|yesterday|noon|midnight|morning|afternoon|evening|immediately|instantly|right away|same day|next (?:business |working )?day|(?:a|an|one|another|few|several|couple of|a few)(?: more| extra| further| additional)? ${TIME_UNIT}|daily|weekly|monthly|yearly|annually|hourly|overnight|\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|h)\\b)`,
);
// "When may the right not be invoked?" — "in the case of prosecutions…": a condition answers "when" too.
const WHEN_CLAUSE =
  /\b(?:once|after|before|as soon as|when|whenever|upon|until|till|within|during|at the (?:end|start|beginning) of|by the time|prior to|following|if|unless|provided|as long as|in (?:the )?cases? of|in the event)\b/;
const FREQUENCY =
  /\b(?:every|each|per|once|twice|daily|weekly|monthly|yearly|annually|hourly|regularly|a (?:day|week|month|year))\b/;
const PHONE = /(?:\+|\b)\d[\d\s().\-/]{5,}\d\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const VERSION =
  /\bv?\d+(?:\.(?:\d+|x))+\b|\bv\d+\b|\bversion \d+|\b\d+(?:\.x)? (?:and|or) (?:later|above|newer|higher)\b|\b(?:lts|latest|current|supported|maintained) (?:\w+ )?(?:versions?|releases?|lines?)\b/;
const TIMEZONE =
  /\b(?:utc|gmt|cet|cest|eet|eest|wet|west|bst|est|edt|cst|cdt|mst|mdt|pst|pdt|ist|jst|kst|aest|aedt|nzst)\b|\butc ?[+-]|\b(?:eastern|central|pacific|mountain|european|greenwich|coordinated universal) (?:\w+ )?time\b/;
const ANY_COUNTRY =
  /\b(?:worldwide|eu|european union|every country|all countries|any country|internationally)\b/;

/** Whether a sentence states a value of the kind asked for. */
export function holdsAnswer(kind: AnswerKind | undefined, sentence: string): boolean {
  if (!kind) return true;
  const text = foldText(sentence).toLowerCase();
  switch (kind) {
    case 'number':
      return figures(text).length > 0;
    case 'count':
      return figures(text).some((f) => !f.duration);
    case 'money':
      return FREE.test(text) || (figures(text).some((f) => !f.duration) && moneyish(text));
    case 'amount':
      return FREE.test(text) || figures(text).length > 0;
    case 'time':
      return (
        TIME_WORD.test(text) || WEEKDAY.test(text) || MONTH.test(text) || figures(text).length > 0
      );
    case 'when':
      return holdsAnswer('time', sentence) || WHEN_CLAUSE.test(text);
    case 'frequency':
      return FREQUENCY.test(text) || figures(text).length > 0;
    case 'phone':
      return PHONE.test(text);
    case 'email':
      return EMAIL.test(text);
    case 'version':
      return VERSION.test(text);
    case 'timezone':
      return TIMEZONE.test(text);
    case 'country':
      return ANY_COUNTRY.test(text) || namesOne(text, COUNTRIES);
    case 'language':
      return namesOne(text, LANGUAGES);
  }
}

/** A price is a figure with a currency, or a bare figure in a sentence about paying. */
const moneyish = (text: string): boolean =>
  CURRENCY.test(text) || /\b(?:cost|costs|price|fee|fees|pay|paid|charge|charged)\b/.test(text);

function figures(text: string): { duration: boolean }[] {
  return [...text.matchAll(FIGURE)].map((m) => ({
    duration: DURATION_AFTER.test(text.slice(m.index + m[0].length)),
  }));
}

const namesOne = (text: string, names: ReadonlySet<string>): boolean => {
  const words = text.match(/\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= 3 && i + n <= words.length; n++)
      if (names.has(words.slice(i, i + n).join(' '))) return true;
  return false;
};

/** English names of every region and of the languages people ask about, from Intl (no list to keep). */
const displayed = (type: 'region' | 'language', codes: string[]): Set<string> => {
  const names = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
  const out = new Set<string>();
  for (const code of codes) {
    const name = names.of(code);
    if (name && name !== code) out.add(foldText(name).toLowerCase());
  }
  return out;
};
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const COUNTRIES = displayed(
  'region',
  LETTERS.flatMap((a) => LETTERS.map((b) => a + b)),
);
const LANGUAGES = displayed(
  'language',
  (
    'af ar bg bn ca cs cy da de el en es et eu fa fi fr ga gl gu he hi hr hu hy id is it ja ka kk ' +
    'km kn ko lt lv mk ml mn mr ms mt my ne nl no pa pl pt ro ru si sk sl sq sr sv sw ta te th ' +
    'tl tr uk ur uz vi zh zu yi la eo'
  ).split(' '),
);
