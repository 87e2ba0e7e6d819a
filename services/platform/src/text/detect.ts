import { detect } from 'tinyld';

/**
 * The language a text is written in, as an ISO 639-1 code, or '' when it cannot tell (too short,
 * mixed). tinyld is a small n-gram detector (62 languages); short texts are guessed less well,
 * so callers keep a fallback (the organisation's language).
 */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 2000).trim();
  if (sample.replace(/[\s\p{P}\p{N}]+/gu, '').length < 12) return '';
  return detect(sample);
}
