import { openEmbedder } from '../services/platform/src/embed/index.js';
import { splitSentences, questionUnits } from '../services/platform/src/llm/index.js';
import { SIX_FACT_FAQ } from '../tests/fixtures/reworded-questions.js';
const e = await openEmbedder({ provider: 'local' });
const emails = ['Hello,\n\nI ordered a desk from you last week and have not received a shipping confirmation yet. When will it be delivered, and can I still change the delivery address?\n\nThank you,\nMaria', 'I want to return the tent I bought. How long do I have, and when will I get my money back?', 'Do you accept PayPal?', 'Can I change my delivery address?'];
const sents: string[] = [];
for (const sec of SIX_FACT_FAQ.text.split(/\n(?=## )/)) { const h = /^##? (.*)/m.exec(sec)?.[1] ?? ''; for (const s of splitSentences(sec.replace(/^#.*$/gm, ''))) sents.push(`${h}: ${s}`); }
const sv = await e.embed(sents);
for (const em of emails) { const units = questionUnits(em, '').map((u) => u.text); const qv = await e.embedQuery!(units);
units.forEach((u, i) => { console.log(u); sents.forEach((s, j) => console.log('   ', sv[j]!.reduce((a, x, k) => a + x * qv[i]![k]!, 0).toFixed(3), s.slice(0, 60))); }); }
await e.close?.();
