// Writes bench/data/docs/corpus.jsonl: the English labelled set's passages, cut from the Markdown
// documentation that npm packages ship (MIT-licensed: pino, commander, @seald-io/nedb, undici),
// one passage per section (heading + its text up to the next heading; code blocks kept). The
// queries and judgments beside it (queries.jsonl, qrels/test.tsv) were written by hand against
// these ids. Re-run only to rebuild the same passages:  npx tsx bench/data/build-docs-corpus.ts
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SOURCES = [
  ...[
    'api.md',
    'asynchronous.md',
    'browser.md',
    'bundling.md',
    'child-loggers.md',
    'help.md',
    'redaction.md',
    'transports.md',
    'web.md',
    'lts.md',
  ].map((f) => `pino/docs/${f}`),
  'commander/Readme.md',
  '@seald-io/nedb/README.md',
  ...['Client.md', 'Pool.md', 'Agent.md', 'ProxyAgent.md', 'RetryAgent.md', 'MockAgent.md'].map(
    (f) => `undici/docs/docs/api/${f}`,
  ),
];
const MIN_CHARS = 120;

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Passage {
  _id: string;
  title: string;
  text: string;
}

function sections(source: string, markdown: string): Passage[] {
  const out: Passage[] = [];
  let title = '';
  let lines: string[] = [];
  let fenced = false;
  const seen = new Map<string, number>();
  const flush = (): void => {
    const text = lines.join('\n').trim();
    if (title && text.length >= MIN_CHARS) {
      const base = `${source}#${slug(title)}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out.push({ _id: n === 1 ? base : `${base}-${n}`, title, text });
    }
    lines = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      title = (heading[2] as string).replace(/<[^>]+>/g, '').replace(/[`*]/g, '').trim();
    } else lines.push(line);
  }
  flush();
  return out;
}

const root = join(import.meta.dirname, '../../node_modules');
const passages: Passage[] = [];
for (const source of SOURCES) {
  const text = await readFile(join(root, source), 'utf8');
  passages.push(...sections(source.replace(/^@seald-io\//, ''), text));
}
await writeFile(
  join(import.meta.dirname, 'docs/corpus.jsonl'),
  passages.map((p) => JSON.stringify(p)).join('\n') + '\n',
);
console.log(`${passages.length} passages`);
