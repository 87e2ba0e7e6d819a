import { openEmbedder } from '../services/platform/src/embed/index.js';
import { splitSentences } from '../services/platform/src/llm/index.js';
import { SHOP_DOCS } from '../tests/fixtures/knowledge-base.js';
import { FAQ_QUESTIONS, SHOP_QUESTIONS, SIX_FACT_FAQ } from '../tests/fixtures/reworded-questions.js';
const e = await openEmbedder({ provider: 'local' });
const mode = process.argv[2] ?? 'heading';
const run = async (docs: string[], qs: typeof FAQ_QUESTIONS) => {
  const sents: { s: string; h: string }[] = [];
  for (const d of docs) for (const sec of d.split(/\n(?=## )/)) {
    const h = /^##? (.*)/m.exec(sec)?.[1] ?? '';
    for (const s of splitSentences(sec.replace(/^#.*$/gm, ''))) sents.push({ s, h });
  }
  const sv = await e.embed(sents.map((x) => (mode === 'heading' ? `${x.h}: ${x.s}` : x.s)));
  const qv = await (e.embedQuery ? e.embedQuery(qs.map((q) => q.question)) : e.embed(qs.map((q) => q.question)));
  qs.forEach((q, i) => {
    const sims = sv.map((v, j) => ({ s: sents[j]!.s, c: v.reduce((a, x, k) => a + x * qv[i]![k]!, 0) })).sort((a, b) => b.c - a.c);
    const gold = q.gold ? sims.find((x) => x.s.includes(q.gold)) : undefined;
    console.log(`${q.question.slice(0,40).padEnd(40)} | gold=${gold?.c.toFixed(3) ?? '-    '} | top=${sims[0]!.c.toFixed(3)} ${sims[0]!.s.slice(0, 40)} | 2nd=${sims[1]!.c.toFixed(3)} ${sims[1]!.s.slice(0,30)}`);
  });
};
await run([SIX_FACT_FAQ.text], FAQ_QUESTIONS);
await run(Object.values(SHOP_DOCS), SHOP_QUESTIONS);
await e.close?.();
