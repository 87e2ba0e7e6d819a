import { describe, expect, it } from '@jest/globals';
import { AppError } from '@winzmail/platform/errors';
import { STYLE_RULES } from '../style-rules.js';
import { defaultSettings, mergeSettings, toPromptConfig } from './style.js';

const defaults = defaultSettings(STYLE_RULES);

describe('the reply style', () => {
  // The spec's section 9 written out, not DEFAULT_STYLE: this is where the defaults are pinned.
  it("starts from the spec's defaults", () => {
    expect(toPromptConfig('org-1', defaults)).toEqual({
      org_id: 'org-1',
      tone: 'Neutral',
      purpose: 'General response',
      formality: 'Medium',
      language: 'English',
      empathy: 'Neutral',
      politeness: 'Polite',
      signature: 'Best regards',
      response_length: 'Medium',
      additional_instructions: '',
      exclusions: '',
      llm_choice: 'deepseek',
      citations: 'none',
    });
  });

  it("takes the citations policy 'none' or 'pages', and nothing else", () => {
    const pages = mergeSettings(defaults, { citations: 'pages' }, STYLE_RULES);
    expect(pages.citations).toBe('pages');
    expect(mergeSettings(pages, { tone: 'Friendly' }, STYLE_RULES).citations).toBe('pages');
    expect(() => mergeSettings(pages, { citations: 'all' }, STYLE_RULES)).toThrow(AppError);
  });

  it('merges given fields over the current ones; empty (unset) fields keep their values', () => {
    const once = mergeSettings(
      defaults,
      { tone: 'Friendly', signature: 'Cheers, Ana' },
      STYLE_RULES,
    );
    const twice = mergeSettings(
      once,
      { tone: '', signature: '', llm_choice: 'kimi-k2' },
      STYLE_RULES,
    );
    expect(twice.style).toMatchObject({
      tone: 'Friendly',
      signature: 'Cheers, Ana',
      formality: 'Medium',
    });
    expect(twice.llmChoice).toBe('kimi-k2');
  });

  it('rejects unknown options and over-long text, naming each field, and applies nothing', () => {
    let error: unknown;
    try {
      mergeSettings(
        defaults,
        {
          tone: 'Sarcastic',
          response_length: 'Huge',
          llm_choice: 'gpt-9',
          purpose: 'x'.repeat(201),
          signature: 'ok',
        },
        STYLE_RULES,
      );
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(Object.keys(e.fields ?? {}).sort()).toEqual([
      'llm_choice',
      'purpose',
      'response_length',
      'tone',
    ]);
    expect(e.fields?.tone).toContain('Friendly, Professional, Neutral, Casual, Formal');
  });
});
