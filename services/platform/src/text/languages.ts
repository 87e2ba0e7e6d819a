import { stemmer as ar } from '@orama/stemmers/arabic';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as es } from '@orama/stemmers/spanish';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as hi } from '@orama/stemmers/indian';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as nl } from '@orama/stemmers/dutch';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as ru } from '@orama/stemmers/russian';
import { stemmer as ta } from '@orama/stemmers/tamil';
import { stopwords as arStop } from '@orama/stopwords/arabic';
import { stopwords as deStop } from '@orama/stopwords/german';
import { stopwords as enStop } from '@orama/stopwords/english';
import { stopwords as esStop } from '@orama/stopwords/spanish';
import { stopwords as frStop } from '@orama/stopwords/french';
import { stopwords as hiStop } from '@orama/stopwords/indian';
import { stopwords as itStop } from '@orama/stopwords/italian';
import { stopwords as nlStop } from '@orama/stopwords/dutch';
import { stopwords as ptStop } from '@orama/stopwords/portuguese';
import { stopwords as ruStop } from '@orama/stopwords/russian';
import { stopwords as taStop } from '@orama/stopwords/tamil';

/** How one language's words are reduced: its Snowball stemmer and its stopword list. */
export interface LanguageAnalysis {
  stem: (word: string) => string;
  stopwords: ReadonlySet<string>;
}

const entry = (stem: (w: string) => string, stop: string[]): LanguageAnalysis => ({
  stem,
  stopwords: new Set(stop),
});

/**
 * Languages with a stemmer and stopwords, by ISO 639-1 code (Snowball stemmers and stopword
 * lists packaged by @orama). Other languages are still tokenised, folded and lower-cased.
 */
export const ANALYSIS: Readonly<Record<string, LanguageAnalysis>> = {
  ar: entry(ar, arStop),
  de: entry(de, deStop),
  en: entry(en, enStop),
  es: entry(es, esStop),
  fr: entry(fr, frStop),
  hi: entry(hi, hiStop),
  it: entry(it, itStop),
  nl: entry(nl, nlStop),
  pt: entry(pt, ptStop),
  ru: entry(ru, ruStop),
  ta: entry(ta, taStop),
};
