/**
 * The keyword side of a search query. Neither search adapter stems or drops stopwords (the
 * in-process BM25 and Elasticsearch's `standard` analyzer alike), so here, for both:
 * function words are dropped — otherwise "what are the …" ranks every chunk containing "the"
 * above the one that answers — and English singular/plural forms are both asked for
 * ("password" finds "Passwords"). The embedder still gets the question as it was written.
 */
const STOPWORDS = new Set(
  // English
  (
    'a an and are as at be been being but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or our so than that the their them then there these they this those to was we were what when where which ' +
    'who whom why will with would you your yours about any some also just not no nor only own same too very should shall may might must ' +
    // Dutch, German, French, Spanish (the most common)
    'de het een en van is dat die op te zijn voor met als wat hoe waar wie ik je mijn ' +
    'der die das und ist ein eine zu den dem mit wie was wo wer ich mein ' +
    'le la les un une des du et est en que qui dans pour sur au aux ce cette quoi comment ou je mon ' +
    'el los las unos unas y es que en por para con como qué dónde yo mi'
  ).split(/\s+/),
);

const WORD = /[\p{L}\p{N}]+/gu;

/** Query terms for BM25: stopwords out, plural/singular variants in; the text itself when nothing is left. */
export function keywordQuery(query: string): string {
  const words = (query.normalize('NFC').match(WORD) ?? []).map((w) => w.toLowerCase());
  const kept = words.filter((w) => !STOPWORDS.has(w));
  if (kept.length === 0) return query;
  const terms = new Set<string>();
  for (const w of kept) {
    terms.add(w);
    for (const v of numberVariants(w)) terms.add(v);
  }
  return [...terms].join(' ');
}

function numberVariants(w: string): string[] {
  if (!/^[a-z]{4,}$/.test(w)) return [];
  if (w.endsWith('ies')) return [`${w.slice(0, -3)}y`];
  if (w.endsWith('ses') || w.endsWith('xes') || w.endsWith('ches') || w.endsWith('shes'))
    return [w.slice(0, -2)];
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return [`${w}es`];
  if (w.endsWith('s')) return [w.slice(0, -1)];
  if (w.endsWith('y') && !/[aeiou]y$/.test(w)) return [`${w.slice(0, -1)}ies`];
  if (/(s|x|ch|sh)$/.test(w)) return [`${w}es`];
  return [`${w}s`];
}
