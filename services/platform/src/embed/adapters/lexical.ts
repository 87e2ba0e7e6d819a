import { l2normalise, type Embedder } from '../port.js';

/**
 * A deterministic embedder without a model: hashed features (the "hashing trick") of word
 * unigrams and bigrams, plus character bigrams for scripts written without spaces (Chinese,
 * Japanese, Thai…) and a four-letter prefix of longer words (a crude stem), each with a
 * hash-chosen sign, sublinear term frequency, L2-normalised.
 * Cosine similarity between two vectors then approximates weighted term overlap.
 */
export class LexicalEmbedder implements Embedder {
  readonly id: string;
  readonly kind = 'lexical';

  constructor(readonly dims = 384) {
    if (!Number.isInteger(dims) || dims < 16)
      throw new Error('LexicalEmbedder: dims must be an integer ≥ 16');
    this.id = `lexical-hash-${dims}`;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }

  embedOne(text: string): number[] {
    const counts = new Map<string, number>();
    const add = (feature: string, weight: number) =>
      counts.set(feature, (counts.get(feature) ?? 0) + weight);
    const tokens = lexicalTokens(text);
    tokens.forEach((token, i) => {
      // Function words say little about a text: they count for a fifth of a word.
      add(`u:${token}`, STOPWORDS.has(token) ? 0.2 : 1);
      // A crude stem (the first four letters) so "parking" meets "park" and "returned" "return".
      if (token.length >= 4 && !UNSPACED.test(token) && !STOPWORDS.has(token))
        add(`p:${token.slice(0, 4)}`, 0.5);
      const next = tokens[i + 1];
      if (next !== undefined) add(`b:${token} ${next}`, 0.5);
    });
    const vector = new Array<number>(this.dims).fill(0);
    for (const [feature, count] of counts) {
      const h = fnv1a(feature);
      const slot = h % this.dims;
      const sign = (h >>> 31) & 1 ? -1 : 1;
      vector[slot]! += sign * (1 + Math.log(count));
    }
    return l2normalise(vector);
  }
}

const WORD = /[\p{L}\p{N}]+/gu;
const STOPWORDS = new Set(
  'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our so than that the their them then there these they this those to was we were what when where which who why will with would you your'.split(
    ' ',
  ),
);
/** Letters of scripts that do not separate words with spaces. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Lower-cased word tokens; runs of unspaced scripts become overlapping character bigrams. */
export function lexicalTokens(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (!UNSPACED.test(word)) {
      out.push(word);
      continue;
    }
    const chars = Array.from(word);
    if (chars.length === 1) out.push(word);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** 32-bit FNV-1a over the UTF-16 code units: stable across runs and platforms. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
