import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../product.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function messages(code: string): Map<string, string> {
  const file = join(REPO_ROOT, `frontend/src/i18n/${code}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

const PLACEHOLDER = /{{\s*\w+\s*}}/g;
const HAS_PLACEHOLDER = /{{\s*\w+\s*}}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What would show that a page in `code` is not translated: the English text of a key whose text
 * in `code` differs (exactly, or with its placeholders filled in), or a raw key.
 */
export interface UntranslatedFinder {
  find(text: string): string | null;
}

export function untranslatedFinder(code: string): UntranslatedFinder {
  const en = messages('en');
  const local = messages(code);
  const exact = new Map<string, string>();
  const patterns: Array<[RegExp, string]> = [];
  for (const [key, english] of en) {
    if (local.get(key) === english) continue;
    const fixed = english.replace(PLACEHOLDER, '').replace(/[^\p{L}]+/gu, '');
    if (fixed.length < 3) continue;
    if (HAS_PLACEHOLDER.test(english)) {
      const source = english.split(PLACEHOLDER).map(escape).join('.+?');
      patterns.push([new RegExp(`^${source}$`, 's'), key]);
    } else {
      exact.set(english.replace(/\s+/g, ' ').trim(), key);
    }
  }
  const keys = new Set(en.keys());
  return {
    find(text) {
      if (keys.has(text)) return `the raw key "${text}"`;
      const key = exact.get(text) ?? patterns.find(([re]) => re.test(text))?.[1];
      return key ? `"${text}" is the English text of ${key}` : null;
    },
  };
}
