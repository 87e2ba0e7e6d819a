import { RTL_UI_LANGUAGES, UI_LANGUAGES, type UiLanguage } from '@winzmail/platform/text';

/**
 * The interface language for a website chat, from the organisation's reply-style language (free
 * text: "English", "Arabic", "العربية", "de", …). The 15 codes come from the platform's one list.
 */
export { RTL_UI_LANGUAGES as RTL_LANGUAGES, UI_LANGUAGES, type UiLanguage };

/** Names (English and native) and ISO codes, folded to lower case, for each UI language. */
const NAMES: Record<UiLanguage, string[]> = {
  ar: ['arabic', 'العربية', 'عربي', 'ar'],
  en: ['english', 'en'],
  hi: ['hindi', 'हिन्दी', 'हिंदी', 'hi'],
  zh: ['chinese', 'mandarin', '中文', '汉语', 'zh'],
  fr: ['french', 'français', 'francais', 'fr'],
  de: ['german', 'deutsch', 'de'],
  he: ['hebrew', 'עברית', 'he', 'iw'],
  es: ['spanish', 'español', 'espanol', 'es'],
  ta: ['tamil', 'தமிழ்', 'ta'],
  tel: ['telugu', 'తెలుగు', 'te', 'tel'],
  por: ['portuguese', 'português', 'portugues', 'pt', 'por'],
  kn: ['kannada', 'ಕನ್ನಡ', 'kn'],
  ml: ['malayalam', 'മലയാളം', 'ml'],
  cz: ['czech', 'čeština', 'cestina', 'cs', 'cz'],
  sw: ['swahili', 'kiswahili', 'sw'],
};

const BY_NAME = new Map<string, UiLanguage>(
  UI_LANGUAGES.flatMap((code) => NAMES[code].map((name) => [name, code] as const)),
);

export function uiLanguageOf(styleLanguage: string): UiLanguage {
  const folded = styleLanguage.trim().toLowerCase();
  const first = folded.split(/[\s,;/()-]+/)[0] ?? '';
  return BY_NAME.get(folded) ?? BY_NAME.get(first) ?? 'en';
}
