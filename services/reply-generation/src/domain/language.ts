/**
 * The language a reply is written in: the style's free-text language ("English", "Deutsch",
 * "de", "Arabic", …) as an ISO 639-1 code, or the sender's language when the style says "same as
 * the sender". Detection is passed in (domain/ does no text-model work of its own).
 */

/** Names, native names and codes (ISO 639-1/2 and the app's own: tel, por, cz) → ISO 639-1. */
const NAMES: Record<string, string[]> = {
  en: ['english', 'englisch', 'anglais', 'ingles', 'eng'],
  de: ['german', 'deutsch', 'allemand', 'aleman', 'ger', 'deu'],
  fr: ['french', 'francais', 'franzosisch', 'frances', 'fra', 'fre'],
  es: ['spanish', 'espanol', 'castellano', 'spanisch', 'espagnol', 'spa'],
  it: ['italian', 'italiano', 'italienisch', 'italien', 'ita'],
  nl: ['dutch', 'nederlands', 'niederlandisch', 'neerlandais', 'flemish', 'nld'],
  pt: ['portuguese', 'portugues', 'portugiesisch', 'portugais', 'por'],
  ru: ['russian', 'russkij', 'русский', 'rus'],
  ar: ['arabic', 'arabisch', 'arabe', 'العربية', 'عربي', 'ara'],
  hi: ['hindi', 'हिन्दी', 'हिंदी', 'hin'],
  zh: ['chinese', 'mandarin', 'chinesisch', 'chinois', '中文', '汉语', '普通话', 'zho', 'chi'],
  ja: ['japanese', '日本語', 'jpn'],
  ko: ['korean', '한국어', 'kor'],
  he: ['hebrew', 'עברית', 'heb'],
  ta: ['tamil', 'தமிழ்', 'tam'],
  te: ['telugu', 'తెలుగు', 'tel'],
  kn: ['kannada', 'ಕನ್ನಡ', 'kan'],
  ml: ['malayalam', 'മലയാളം', 'mal'],
  cs: ['czech', 'cestina', 'tschechisch', 'cz', 'ces', 'cze'],
  sw: ['swahili', 'kiswahili', 'swa'],
  pl: ['polish', 'polski', 'pol'],
  tr: ['turkish', 'turkce', 'tur'],
  sv: ['swedish', 'svenska', 'swe'],
  da: ['danish', 'dansk', 'dan'],
  no: ['norwegian', 'norsk', 'nor'],
  fi: ['finnish', 'suomi', 'fin'],
  el: ['greek', 'ελληνικά', 'ell'],
  uk: ['ukrainian', 'українська', 'ukr'],
};

const BY_NAME = new Map<string, string>();
for (const [code, names] of Object.entries(NAMES)) {
  BY_NAME.set(code, code);
  for (const name of names) BY_NAME.set(name, code);
}

/** Phrases meaning "reply in the sender's language" (en, de, fr, es). */
const SAME_AS_SENDER = [
  /\b(auto|automatic|detect(ed)?)\b/,
  /\bsender\b|\bcustomer'?s?\b|\bsame\b|\bmatch/,
  /\babsender|\bgleiche\b|\bwie (der|die) (kunde|kundin)/,
  /\bexpediteur|\bmeme langue|\bcomme (le|la) client/,
  /\bremitente|\bmismo idioma|\bigual que/,
];

export const DEFAULT_LANGUAGE = 'en';

/** Lower case, accents folded, punctuation to spaces: "Français" → "francais". */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ')
    .trim();

/** The first language named in `text`, as ISO 639-1, or ''. */
export function languageCode(text: string): string {
  const folded = fold(text);
  if (BY_NAME.has(folded)) return BY_NAME.get(folded)!;
  // "en-GB", "British English", "Deutsch (Sie)", "Same as sender, else German".
  // "en-GB", "pt_BR": a two-letter code only with a region, since "no" and "it" are also words.
  const tagged = /^([a-z]{2}) [a-z]{2}$/.exec(folded);
  if (tagged && BY_NAME.has(tagged[1]!)) return BY_NAME.get(tagged[1]!)!;
  // "British English", "Deutsch (Sie)", "Same as the sender, otherwise German".
  for (const word of folded.split(' ')) {
    const code = word.length > 2 ? BY_NAME.get(word) : undefined;
    if (code) return code;
  }
  return '';
}

export const isSameAsSender = (text: string): boolean => {
  const folded = fold(text);
  return SAME_AS_SENDER.some((re) => re.test(folded));
};

export interface ResolvedLanguage {
  /** ISO 639-1. */
  code: string;
  /** Where it came from: named in the style, detected in the sender's text, or the fallback. */
  source: 'style' | 'sender' | 'fallback';
}

/**
 * The reply language for `styleLanguage` and the sender's `text`. "Same as the sender" detects
 * the text's language; when it cannot tell, a language also named in the style ("same as the
 * sender, otherwise German") or else English is used.
 */
export function resolveLanguage(
  styleLanguage: string,
  text: string,
  detect: (text: string) => string,
): ResolvedLanguage {
  const named = languageCode(styleLanguage);
  if (isSameAsSender(styleLanguage)) {
    const detected = detect(text);
    if (detected) return { code: detected, source: 'sender' };
    return named
      ? { code: named, source: 'style' }
      : { code: DEFAULT_LANGUAGE, source: 'fallback' };
  }
  return named ? { code: named, source: 'style' } : { code: DEFAULT_LANGUAGE, source: 'fallback' };
}

const ENGLISH_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  ru: 'Russian',
  ar: 'Arabic',
  hi: 'Hindi',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  he: 'Hebrew',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  cs: 'Czech',
  sw: 'Swahili',
  pl: 'Polish',
  tr: 'Turkish',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
  el: 'Greek',
  uk: 'Ukrainian',
};

/** The English name of an ISO 639-1 code (for the prompt), or the code itself. */
export const languageName = (code: string): string => ENGLISH_NAMES[code] ?? code;

/**
 * Why a reply is not in the sender's language, or '' when it is (or the sender's language could
 * not be told). A reply with a note is never sent automatically: the customer might not read it.
 */
export function languageNote(
  reply: ResolvedLanguage,
  senderLanguage: string,
  styleLanguage: string,
): string {
  if (!senderLanguage || senderLanguage === reply.code) return '';
  const wrote = `the sender wrote in ${languageName(senderLanguage)}`;
  const written = `the reply is in ${languageName(reply.code)}`;
  if (reply.source === 'style' && !isSameAsSender(styleLanguage))
    return `${wrote}; ${written}, the language set in Prompt configuration ("${styleLanguage.trim()}")`;
  return `${wrote}; ${written}`;
}

/** The text a sender's language is told from: their own lines, not the quoted earlier ones. */
export const ownLines = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !/^\s*>/.test(line))
    .join('\n');
