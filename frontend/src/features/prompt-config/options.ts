import type { PromptConfig, PromptFields } from '../../api/contract';

// The choices of the reply style (spec sections 5 and 9). Each table is typed by the generated
// API types: a value the gateway does not accept, or one it accepts and the screen lacks, is a
// type error. The keys are the stored values; the table's values are i18n keys.

export const TONES: Record<PromptFields['tone'], string> = {
  Friendly: 'friendly',
  Professional: 'professional',
  Neutral: 'neutral',
  Casual: 'casual',
  Formal: 'formal',
};

export const FORMALITIES: Record<PromptFields['formality'], string> = {
  Low: 'low',
  Medium: 'medium',
  High: 'high',
};

export const EMPATHIES: Record<PromptFields['empathy'], string> = {
  Neutral: 'neutral',
  Empathetic: 'empathetic',
  Supportive: 'supportive',
  Assertive: 'assertive',
};

export const POLITENESSES: Record<PromptFields['politeness'], string> = {
  Polite: 'polite',
  'Very Polite': 'veryPolite',
  Direct: 'direct',
};

export const RESPONSE_LENGTHS: Record<PromptFields['response_length'], string> = {
  Short: 'short',
  Medium: 'medium',
  Detailed: 'detailed',
};

/** How an email reply shows its sources (chat always numbers the ones its reader may open). */
export const CITATIONS: Record<PromptFields['citations'], string> = {
  none: 'none',
  pages: 'pages',
};

/** The six free models by product name; only the default is marked free in its label. */
export const LLM_CHOICES: Record<PromptFields['llm_choice'], { name: string; free: boolean }> = {
  deepseek: { name: 'DeepSeek', free: true },
  'grok-4-fast': { name: 'Grok 4 Fast', free: false },
  'nemotron-nano': { name: 'Nvidia Nemotron Nano', free: false },
  'gpt-oss-120b': { name: 'OpenAI gpt-oss-120b', free: false },
  'glm-4.5-air': { name: 'Z-AI GLM-4.5 Air', free: false },
  'kimi-k2': { name: 'Moonshot AI Kimi K2', free: false },
};

/**
 * Longest free-text fields, as the gateway enforces them (a unit test holds these to the
 * OpenAPI document; the document itself is not shipped to the browser).
 */
export const TEXT_LIMITS = {
  purpose: 200,
  language: 50,
  signature: 500,
  additional_instructions: 2000,
  exclusions: 1000,
} as const satisfies Partial<Record<keyof PromptFields, number>>;

/** The gateway's limits on the try-it sample email (PromptTryBody). */
export const SAMPLE_LIMITS = { subject: 998, body: 20_000 } as const;

/** The value reply-generation reads as "answer in the language the email is written in". */
export const SAME_AS_SENDER = 'Same as the sender';

/**
 * Whether a language setting means "the sender's language", as reply-generation reads it
 * (services/reply-generation/src/domain/language.ts, SAME_AS_SENDER): the screen says what the
 * setting will do, so it must read it the same way.
 */
const SAME_AS_SENDER_WORDS = [
  /\b(auto|automatic|detect(ed)?)\b/,
  /\bsender\b|\bcustomer'?s?\b|\bsame\b|\bmatch/,
  /\babsender|\bgleiche\b|\bwie (der|die) (kunde|kundin)/,
  /\bexpediteur|\bmeme langue|\bcomme (le|la) client/,
  /\bremitente|\bmismo idioma|\bigual que/,
];

export function isSameAsSender(value: string): boolean {
  const folded = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ')
    .trim();
  return SAME_AS_SENDER_WORDS.some((re) => re.test(folded));
}

/**
 * Language suggestions: the value stored is the English name (what reply-generation maps to a
 * language code); the label adds the language's own name.
 */
export const LANGUAGE_SUGGESTIONS: readonly { value: string; native: string }[] = [
  { value: 'English', native: 'English' },
  { value: 'Arabic', native: 'العربية' },
  { value: 'Chinese', native: '中文' },
  { value: 'Czech', native: 'Čeština' },
  { value: 'Dutch', native: 'Nederlands' },
  { value: 'French', native: 'Français' },
  { value: 'German', native: 'Deutsch' },
  { value: 'Hebrew', native: 'עברית' },
  { value: 'Hindi', native: 'हिन्दी' },
  { value: 'Italian', native: 'Italiano' },
  { value: 'Kannada', native: 'ಕನ್ನಡ' },
  { value: 'Malayalam', native: 'മലയാളം' },
  { value: 'Portuguese', native: 'Português' },
  { value: 'Russian', native: 'Русский' },
  { value: 'Spanish', native: 'Español' },
  { value: 'Swahili', native: 'Kiswahili' },
  { value: 'Tamil', native: 'தமிழ்' },
  { value: 'Telugu', native: 'తెలుగు' },
];

/** The form's values from a saved configuration (the organisation id is not a setting). */
export function fieldsOf(config: PromptConfig): PromptFields {
  const { org_id: _org, ...fields } = config;
  return fields;
}

const FIELD_NAMES: Record<keyof PromptFields, true> = {
  tone: true,
  purpose: true,
  formality: true,
  language: true,
  empathy: true,
  politeness: true,
  signature: true,
  response_length: true,
  additional_instructions: true,
  exclusions: true,
  llm_choice: true,
  citations: true,
};

/** Server field errors ({ "tone": "…" }) as the form shows them; other keys are left out. */
export function formErrors(fields: Record<string, string>) {
  return Object.entries(fields)
    .filter(([name]) => name in FIELD_NAMES)
    .map(([name, message]) => ({ name: name as keyof PromptFields, errors: [message] }));
}
