// Staff chat: POST /chat/ask with a bearer token, answered from the organisation's documents (the
// grounded composer in the embedded mode: retrieval + composition, no remote model).
import { capacity, step, type Ctx, type Scenario, type StepResult } from '../lib/scenario.js';
import { jsonTarget, type LoadShape } from '../lib/vegeta.js';

export const QUESTIONS = [
  'How long do I have to return an item?',
  'What happens if my parcel arrives broken?',
  'How is my money refunded?',
  'How fast is delivery inside the Netherlands?',
  'Do you ship to Germany and what does it cost?',
  'When do I get a tracking link?',
  'How long must a password be?',
  'Is shipping free?',
];

const SHAPES: Record<string, { asks: number; shape: LoadShape }> = {
  smoke: { asks: 300, shape: { workers: 10, seconds: 20 } },
  staging: { asks: 30_000, shape: { workers: 20, rate: 50, seconds: 600 } },
};

export const staffChat: Scenario = {
  name: 'staff-chat',
  // Smoke guards with headroom for a busy CI machine (measured here: p95 ~180 ms at 10 workers);
  // PROFILE=capacity measures against the 300 ms line itself.
  thresholds: { ask: { p95Ms: 500, errorRate: 0 } },
  async run(ctx: Ctx): Promise<StepResult[]> {
    const { api } = ctx.system;
    const asks = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        jsonTarget(
          'POST',
          `${api}/chat/ask`,
          { authorization: `Bearer ${ctx.org.token}` },
          { message: QUESTIONS[i % QUESTIONS.length] },
        ),
      );
    if (ctx.profile === 'capacity') {
      return capacity(ctx, this, 'ask', asks, [
        ...[2, 5, 10, 20, 40, 80].map((workers) => ({ workers, seconds: 8 })),
      ]);
    }
    const shape = SHAPES[ctx.profile]!;
    return [await step(ctx, this, 'ask', asks(shape.asks), shape.shape)];
  },
};
