import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from './languages';

const here = dirname(fileURLToPath(import.meta.url));

type Tree = { [key: string]: string | Tree };

function load(code: string): Tree {
  return JSON.parse(readFileSync(join(here, `${code}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Values that are the same in every language: brand and product names, an example address. */
const SAME_EVERYWHERE = new Set(['Winzmail', 'you@company.com', 'Gmail', 'Outlook', 'IMAP/SMTP']);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('locale files', () => {
  it('exist for exactly the 15 languages of the spec', () => {
    const files = readdirSync(here)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(others)('%s', (code) => {
    const messages = flatten(load(code));

    it('has every key of en and no others', () => {
      expect([...messages.keys()].filter((k) => !en.has(k))).toEqual([]);
      expect([...en.keys()].filter((k) => !messages.has(k))).toEqual([]);
    });

    it('translates every text (no English copies, no empty values)', () => {
      const copies = [...en].filter(
        ([key, english]) => messages.get(key) === english && !SAME_EVERYWHERE.has(english),
      );
      expect(copies.map(([key]) => key)).toEqual([]);
      expect([...messages].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    });

    it('keeps the same placeholders as en', () => {
      const wrong = [...en].filter(
        ([key, english]) =>
          placeholders(english).join() !== placeholders(messages.get(key) ?? '').join(),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  });
});
