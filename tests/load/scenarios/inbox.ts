// The inbox list: GET /org/email/incoming, 50 a page, the screen staff keep open all day.
// Runs after the mail step, so the organisation has mail to list.
import { step, type Ctx, type Scenario, type StepResult } from '../lib/scenario.js';
import { jsonTarget, type LoadShape } from '../lib/vegeta.js';

const SHAPES: Record<string, { reads: number; shape: LoadShape }> = {
  smoke: { reads: 1000, shape: { workers: 10, seconds: 15 } },
  staging: { reads: 60_000, shape: { workers: 20, rate: 100, seconds: 600 } },
};

export const inbox: Scenario = {
  name: 'inbox',
  thresholds: { list: { p95Ms: 300, errorRate: 0 } },
  async run(ctx: Ctx): Promise<StepResult[]> {
    if (ctx.profile === 'capacity') return [];
    const shape = SHAPES[ctx.profile]!;
    const reads = Array.from({ length: shape.reads }, (_, i) =>
      jsonTarget('GET', `${ctx.system.api}/org/email/incoming?limit=50&offset=${(i % 2) * 50}`, {
        authorization: `Bearer ${ctx.org.token}`,
      }),
    );
    return [await step(ctx, this, 'list', reads, shape.shape)];
  },
};
