// The local llama.cpp chat model (LlamaCppModel, CPU): load time, RSS after load, and per
// prompt time to first token and tokens/s. Prints figures; asserts nothing.
//   npx tsx bench/local-model.ts [path/to/model.gguf]
// LLM_THREADS sets llama.cpp's threads (default: the maths cores less one), LLM_CONTEXT_SIZE the context,
// MAX_TOKENS the answer's bound (default 96), RUNS the passes over the prompts (default 2; the
// first pass includes the warm-up).
import { basename } from 'node:path';
import { LlamaCppModel } from '../services/platform/src/llm/adapters/llama-cpp.js';
import type { ChatMessage } from '../services/platform/src/llm/index.js';
import { chatRequest, SMOLLM2_GGUF } from '@winzmail/testing/chat-request';

const GGUF = process.argv[2] ?? SMOLLM2_GGUF;
const THREADS = process.env.LLM_THREADS ? Number(process.env.LLM_THREADS) : undefined;
const CONTEXT = Number(process.env.LLM_CONTEXT_SIZE ?? 2048);
const MAX_TOKENS = Number(process.env.MAX_TOKENS ?? 96);
const RUNS = Number(process.env.RUNS ?? 2);

const SYSTEM =
  'You write replies for a small company. Use only the numbered passages; say so when they do not answer.';
const PROMPTS: { name: string; messages: ChatMessage[] }[] = [
  {
    name: 'short question',
    messages: [
      { role: 'system', content: 'You are a helpful assistant. Answer in one short sentence.' },
      { role: 'user', content: 'What is the capital of France?' },
    ],
  },
  {
    name: 'email + passages',
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content:
          'Passages:\n[1] Orders ship within 2 business days from our Leeds warehouse.\n' +
          '[2] Returns are accepted within 30 days with the original receipt.\n\n' +
          'Email from Dana: Hello, I bought a lamp last week and it arrived broken. ' +
          'Can I return it, and how long do I have?\n\nWrite the reply.',
      },
    ],
  },
  {
    name: 'chat follow-up',
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content:
          'Passages:\n[1] Support is open 9:00–17:00, Monday to Friday.\n\nDo you open on Saturdays?',
      },
      { role: 'assistant', content: 'No, support is open Monday to Friday, 9:00–17:00 [1].' },
      { role: 'user', content: 'And what time do you close on Friday?' },
    ],
  },
];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const ms = (x: number) => x.toFixed(0).padStart(6);

const rssBefore = process.memoryUsage().rss;
const model = await LlamaCppModel.open({
  llamaCpp: { modelPath: GGUF, contextSize: CONTEXT, ...(THREADS ? { threads: THREADS } : {}) },
});
let t = performance.now();
await model.load();
const loadMs = performance.now() - t;
console.log(`model       ${basename(GGUF)}`);
console.log(
  `threads     ${THREADS ?? 'default (maths cores less one)'}; context ${CONTEXT}; maxTokens ${MAX_TOKENS}`,
);
console.log(`load        ${loadMs.toFixed(0)} ms`);
console.log(
  `RSS         ${mb(rssBefore)} MB before, ${mb(process.memoryUsage().rss)} MB after load`,
);
console.log('\nrun  prompt              prompt tok  out tok   TTFT ms  total ms  decode tok/s');

const decodeRates: number[] = [];
const ttfts: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  for (const p of PROMPTS) {
    let first = 0;
    t = performance.now();
    const out = await model.complete(
      chatRequest(p.messages, {
        maxTokens: MAX_TOKENS,
        onText: (d) => {
          if (!first && d) first = performance.now();
        },
      }),
    );
    const end = performance.now();
    const ttft = first - t;
    // Decoding speed: the tokens after the first over the time after it (the prompt's
    // evaluation is in the time to first token).
    const rate = (out.usage.completionTokens - 1) / ((end - first) / 1000);
    if (run > 1 || RUNS === 1) {
      decodeRates.push(rate);
      ttfts.push(ttft);
    }
    console.log(
      `${String(run).padStart(3)}  ${p.name.padEnd(18)} ${String(out.usage.promptTokens).padStart(10)}` +
        `  ${String(out.usage.completionTokens).padStart(7)}  ${ms(ttft)}    ${ms(end - t)}  ${rate.toFixed(1).padStart(12)}`,
    );
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `\nwarm mean: TTFT ${mean(ttfts).toFixed(0)} ms, decode ${mean(decodeRates).toFixed(1)} tokens/s; ` +
    `RSS now ${mb(process.memoryUsage().rss)} MB`,
);
await model.close();
