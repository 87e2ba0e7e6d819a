import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import { chatRequest, SMOLLM2_GGUF } from '@winzmail/testing/chat-request';
import type { ChatRequest } from '../port.js';
import { LlamaCppModel, toChatHistory } from './llama-cpp.js';

const capital = (extra: Partial<ChatRequest> = {}) =>
  chatRequest(
    [
      { role: 'system', content: 'You are a helpful assistant. Answer in one short sentence.' },
      { role: 'user', content: 'What is the capital of France?' },
    ],
    extra,
  );

// No waiver: CI fetches the model (scripts/ensure.mjs), so a skip there fails.
describeUnlessWaived(
  existsSync(SMOLLM2_GGUF),
  '',
  'LlamaCppModel (real SmolLM2-135M-Instruct GGUF, CPU)',
  () => {
    let model: LlamaCppModel;
    beforeAll(async () => {
      model = await LlamaCppModel.open({
        llamaCpp: { modelPath: SMOLLM2_GGUF, contextSize: 2048 },
      });
    });
    afterAll(async () => {
      await model.close();
    });

    it('answers through the chat template, streaming deltas that join to the text', async () => {
      const deltas: string[] = [];
      const out = await model.complete(capital({ maxTokens: 40, onText: (d) => deltas.push(d) }));
      expect(out.model).toBe('llama-cpp:SmolLM2-135M-Instruct.Q4_1.gguf');
      expect(model.id).toBe(out.model);
      expect(out.text).toMatch(/Paris/); // greedy decoding: the template and prompt reached it
      expect(deltas.filter(Boolean).length).toBeGreaterThan(1);
      expect(deltas.join('')).toBe(out.text);
      expect(out.usage.promptTokens).toBeGreaterThan(10); // system + user turns, templated
      expect(out.usage.completionTokens).toBeGreaterThan(0);
      expect(out.usage.completionTokens).toBeLessThanOrEqual(40);
    }, 120_000);

    it('stops at maxTokens', async () => {
      const out = await model.complete(
        chatRequest(
          [{ role: 'user', content: 'Write a long story about a dragon and a castle.' }],
          {
            maxTokens: 6,
          },
        ),
      );
      expect(out.text.trim()).not.toBe('');
      expect(out.usage.completionTokens).toBeLessThanOrEqual(6);
      expect(out.text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(6);
    }, 120_000);

    it('serves more requests than its pool of sequences, each from a clean sequence', async () => {
      const outs = await Promise.all(
        [1, 2, 3].map(() => model.complete(capital({ maxTokens: 24 }))),
      );
      for (const out of outs) expect(out.text).toMatch(/Paris/);
      // The same prompt on a clean sequence evaluates the same prompt tokens every time.
      expect(new Set(outs.map((o) => o.usage.promptTokens)).size).toBe(1);
    }, 180_000);

    it("stops generating when the caller's signal aborts", async () => {
      const controller = new AbortController();
      const deltas: string[] = [];
      const err = await model
        .complete(
          chatRequest([{ role: 'user', content: 'Count from one to one hundred in words.' }], {
            maxTokens: 200,
            signal: controller.signal,
            onText: (d) => {
              deltas.push(d);
              if (deltas.join('').trim()) controller.abort(new Error('reader left'));
            },
          }),
        )
        .catch((e: unknown) => e);
      expect((err as Error).message).toBe('reader left');
      expect(deltas.length).toBeLessThan(20);
      // The sequence went back to the pool: the model still answers.
      expect((await model.complete(capital({ maxTokens: 24 }))).text).toMatch(/Paris/);
    }, 120_000);
  },
);

describe('LlamaCppModel settings and prompts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'llama-cpp-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a missing file and a file that is not a GGUF', async () => {
    await expect(
      LlamaCppModel.open({ llamaCpp: { modelPath: join(dir, 'nope.gguf') } }),
    ).rejects.toThrow(/no GGUF model at .*nope\.gguf \(ENOENT\)/);
    const fake = join(dir, 'fake.gguf');
    await writeFile(fake, 'not a model');
    await expect(LlamaCppModel.open({ llamaCpp: { modelPath: fake } })).rejects.toThrow(
      /is not a GGUF model file/,
    );
    await expect(LlamaCppModel.open({})).rejects.toThrow(/no GGUF model path/);
  });

  it('maps the prompt to a chat history whose last turn is the user’s', () => {
    expect(
      toChatHistory([
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'hello' },
        { role: 'user', content: 'when do you open?' },
      ]),
    ).toEqual({
      history: [
        { type: 'system', text: 'rules' },
        { type: 'user', text: 'hi' },
        { type: 'model', response: ['hello'] },
      ],
      prompt: 'when do you open?',
    });
    expect(() => toChatHistory([{ role: 'assistant', content: 'x' }])).toThrow(/last message/);
    expect(() => toChatHistory([])).toThrow(/last message/);
  });
});
