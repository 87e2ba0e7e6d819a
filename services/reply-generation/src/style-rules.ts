import {
  CITATION_CHOICES,
  DEFAULT_CITATIONS,
  DEFAULT_LLM_CHOICE,
  DEFAULT_STYLE,
  LLM_CHOICES,
  STYLE_OPTIONS,
  STYLE_TEXT_LIMITS,
} from '@winzmail/platform/llm';
import type { StyleRules } from './domain/style.js';

/** The spec's style options, defaults and limits (the platform's llm port), for domain/style. */
export const STYLE_RULES: StyleRules = {
  options: STYLE_OPTIONS,
  defaults: DEFAULT_STYLE,
  limits: STYLE_TEXT_LIMITS,
  llmChoices: LLM_CHOICES,
  defaultLlmChoice: DEFAULT_LLM_CHOICE,
  citationChoices: CITATION_CHOICES,
  defaultCitations: DEFAULT_CITATIONS,
};
