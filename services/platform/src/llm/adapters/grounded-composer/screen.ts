import { foldText } from '../../../text/index.js';

/**
 * Which passage sentences the composer may quote. Passages are data: a sentence that reads like
 * an instruction to a model is never quoted, whatever its score (reply-generation screens the
 * passages as well; this list only keeps such sentences out of the composer's selection).
 * Patterns run on folded, lower-cased text, so they are written without accents.
 */
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(instructions?|prompts?|rules|guidelines|directives?|context|constraints)\b/,
  /\b(previous|prior|above|earlier|original)\s+(instructions?|prompts?|directives?)\b/,
  /\bsystem\s*(prompt|message|instructions?)\b/,
  /\b(new|updated|revised|real|hidden)\s+instructions?\b/,
  /\b(include|list|quote|output|print|reveal|show|dump|return|cite|attach)\b.{0,30}\b(every|all|entire|whole)\b.{0,25}\b(documents?|passages?|files?|knowledge\s*base|sources?|chunks?|records?)\b/,
  /\b(reveal|show|print|repeat|leak|disclose)\b.{0,30}\b(your|the)\s+(prompt|instructions?|configuration|rules)\b/,
  /\b(you are now|from now on,? you|you must now|you will now)\b/,
  /\b(act|behave|respond)\s+as\b.{0,20}\b(ai|assistant|model|chatbot|dan|unrestricted)\b/,
  /\b(pretend|roleplay)\b.{0,20}\b(to be|as)\b/,
  /\b(developer|debug|god|admin|jailbreak)\s+mode\b/,
  /\bjailbreak/,
  /\b(as an ai|language model|llm)\b/,
  /<\|?\s*(im_start|im_end|system|endoftext|assistant)\s*\|?>/,
  /\[\/?inst\]|<<\/?sys>>/,
  /^\s*(system|assistant|user|human|ai)\s*:/,
  /\b(do not|don't|never)\s+(tell|mention|inform|reveal to)\b.{0,30}\b(user|customer|sender|recipient)\b/,
  // German, French, Spanish, Portuguese: "ignore the previous instructions".
  /\b(ignoriere|ignorieren sie|vergiss|vergessen sie)\b.{0,40}\b(anweisungen|vorgaben|regeln|anweisung)\b/,
  /\b(ignorez|ignore|oubliez|oublie)\b.{0,40}\b(instructions|consignes|regles)\b/,
  /\b(ignora|ignore|olvida|olvide|esqueca)\b.{0,40}\b(instrucciones|instrucoes|reglas|regras)\b/,
  // Chinese and Arabic.
  /(忽略|无视|忘记).{0,10}(指令|指示|说明|规则)|系统提示/,
  /(تجاهل|انس).{0,30}(التعليمات|الأوامر|التعليمات السابقة)/,
];

export function looksLikeInstruction(sentence: string): boolean {
  const folded = foldText(sentence).toLowerCase();
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(folded));
}

/** Page furniture: true but never an answer. */
const FURNITURE_WORDS = 15;
const BOILERPLATE =
  /(©|\bcopyright\b|all rights reserved|\bprivacy policy\b|\bterms (of|and) (use|service|conditions)\b|\bcookies?\b|\bunsubscribe\b|\bclick here\b|\bpage \d+ (of|\/) \d+\b|\btable of contents\b|\blast (updated|modified)\b|\bfollow us\b|\bsubscribe to\b|\bback to top\b)/;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/g;

/**
 * How much a sentence is worth quoting as such, in (0, 1]: boilerplate, lead-ins ending in a
 * colon (their list is elsewhere), unpunctuated fragments, text that is mostly links or symbols
 * and very long run-ons are worth less than a plain statement.
 */
export function quoteWorth(sentence: string, words: number): number {
  const folded = foldText(sentence).toLowerCase();
  let worth = 1;
  // Furniture is short ("© 2024 Shop. All rights reserved."): a licence's grant "subject to the
  // terms and conditions of this License … a royalty-free copyright license" is content.
  if (BOILERPLATE.test(folded) && words < FURNITURE_WORDS) worth *= 0.2;
  if (/[:：]\s*$/u.test(sentence)) worth *= 0.2;
  if (words < 5 && !/[.!。！؟।]["'”’»)\]]*$/u.test(sentence)) worth *= 0.5;
  if (words > 60) worth *= 0.5;
  const letters = sentence.replace(URL, '').match(/\p{L}/gu)?.length ?? 0;
  if (letters < sentence.length * 0.5) worth *= 0.3;
  return worth;
}

/** Whether a sentence can be quoted at all. */
export function quotable(sentence: string, words: number): boolean {
  if (words < 3 && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence))
    return false;
  // The title and heading path a chunk starts with ("Returns policy — Returns › Refund method")
  // is a label, not an answer (its words still count as the context of the passage's sentences).
  if (!/[.!。！؟।]["'”’»)\]]*$/u.test(sentence) && /\s[›—]\s/u.test(sentence)) return false;
  // A question does not answer one (an FAQ's answer follows its question instead).
  if (/[?？؟]["'”’»)\]]*$/u.test(sentence)) return false;
  // Bracketed numbers are how citations are read back; a quoted "[2]" would fake one.
  if (/\[\d+\]/.test(sentence)) return false;
  return !looksLikeInstruction(sentence);
}
