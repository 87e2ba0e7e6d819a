import { invalid, type FieldErrors } from '@winzmail/platform/errors';
import type {
  CITATION_CHOICES,
  CitationChoice,
  DEFAULT_CITATIONS,
  DEFAULT_STYLE,
  LLM_CHOICES,
  ReplyStyle,
  STYLE_OPTIONS,
  STYLE_TEXT_LIMITS,
} from '@winzmail/platform/llm';
import type { replyGeneration } from '@winzmail/proto';

/**
 * The reply style as stored and as the proto carries it. The spec's options, defaults and limits
 * live in the platform's llm port; domain/ may not import values from it, so the use case passes
 * them in (STYLE_RULES in ../style-rules.ts).
 */
export interface StyleRules {
  options: typeof STYLE_OPTIONS;
  defaults: typeof DEFAULT_STYLE;
  limits: typeof STYLE_TEXT_LIMITS;
  llmChoices: typeof LLM_CHOICES;
  defaultLlmChoice: string;
  citationChoices: typeof CITATION_CHOICES;
  defaultCitations: typeof DEFAULT_CITATIONS;
}

/** How an email reply shows its sources ('none' | 'pages', see the llm port). */
export type Citations = CitationChoice;

/** What an organisation saved: the style, its model choice and its citations policy. */
export interface PromptSettings {
  style: ReplyStyle;
  llmChoice: string;
  citations: Citations;
}

type Fields = Omit<replyGeneration.PromptConfig, 'org_id'>;

/** Proto field name → style key, for the closed (enum) fields. */
const ENUM_FIELDS = {
  tone: 'tone',
  formality: 'formality',
  empathy: 'empathy',
  politeness: 'politeness',
  response_length: 'responseLength',
} as const satisfies Record<string, keyof StyleRules['options']>;

/** Proto field name → style key, for the free-text fields. */
const TEXT_FIELDS = {
  purpose: 'purpose',
  language: 'language',
  signature: 'signature',
  additional_instructions: 'additionalInstructions',
  exclusions: 'exclusions',
} as const satisfies Record<string, keyof StyleRules['limits']>;

const LABELS: Record<string, string> = {
  tone: 'Tone',
  formality: 'Formality',
  empathy: 'Empathy',
  politeness: 'Politeness',
  response_length: 'Response length',
  purpose: 'Purpose',
  language: 'Language',
  signature: 'Signature',
  additional_instructions: 'Additional instructions',
  exclusions: 'Exclusions',
  llm_choice: 'Model',
  citations: 'Citations',
};

export const defaultSettings = (rules: StyleRules): PromptSettings => ({
  style: { ...rules.defaults },
  llmChoice: rules.defaultLlmChoice,
  citations: rules.defaultCitations,
});

/**
 * The given fields over the current settings. proto3 sends an unset string as '', so the caller
 * names the fields it gave (`present`): those are applied — '' clears a text field, and is an
 * unknown option for a closed one — and the rest keep their values. Without `present`, an empty
 * field keeps its value. Unknown options and over-long text throw invalid(...) naming each
 * field; nothing is half-applied.
 */
export function mergeSettings(
  current: PromptSettings,
  given: Fields,
  rules: StyleRules,
  present?: ReadonlySet<string>,
): PromptSettings {
  const errors: FieldErrors = {};
  const isGiven = (field: string): boolean =>
    present && present.size > 0
      ? present.has(field)
      : (given[field as keyof Fields] ?? '').trim() !== '';
  const style: ReplyStyle = { ...current.style };
  for (const [field, key] of Object.entries(ENUM_FIELDS)) {
    if (!isGiven(field)) continue;
    const value = (given[field as keyof Fields] ?? '').trim();
    const allowed: readonly string[] = rules.options[key];
    if (allowed.includes(value)) style[key] = value;
    else errors[field] = `${LABELS[field]} must be one of: ${allowed.join(', ')}.`;
  }
  for (const [field, key] of Object.entries(TEXT_FIELDS)) {
    if (!isGiven(field)) continue;
    const value = (given[field as keyof Fields] ?? '').trim();
    const limit = rules.limits[key];
    if (value.length > limit)
      errors[field] = `${LABELS[field]} must be at most ${limit} characters.`;
    else style[key] = value;
  }
  let llmChoice = current.llmChoice;
  const choice = (given.llm_choice ?? '').trim();
  if (isGiven('llm_choice')) {
    if ((rules.llmChoices as readonly string[]).includes(choice)) llmChoice = choice;
    else errors.llm_choice = `${LABELS.llm_choice} must be one of: ${rules.llmChoices.join(', ')}.`;
  }
  let citations = current.citations;
  const cite = (given.citations ?? '').trim();
  if (isGiven('citations')) {
    const allowed: readonly string[] = rules.citationChoices;
    if (allowed.includes(cite)) citations = cite as Citations;
    else errors.citations = `${LABELS.citations} must be one of: ${allowed.join(', ')}.`;
  }
  if (Object.keys(errors).length > 0) {
    throw invalid(`Invalid prompt configuration: ${Object.keys(errors).join(', ')}.`, errors);
  }
  return { style, llmChoice, citations };
}

/** The proto shape of an organisation's settings. */
export const toPromptConfig = (
  orgId: string,
  { style, llmChoice, citations }: PromptSettings,
): replyGeneration.PromptConfig__Output => ({
  org_id: orgId,
  tone: style.tone,
  purpose: style.purpose,
  formality: style.formality,
  language: style.language,
  empathy: style.empathy,
  politeness: style.politeness,
  signature: style.signature,
  response_length: style.responseLength,
  additional_instructions: style.additionalInstructions,
  exclusions: style.exclusions,
  llm_choice: llmChoice,
  citations,
});
