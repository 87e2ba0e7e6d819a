// The website widget: many visitors at once. Each visitor gets its token (POST /chat/visitor with
// the public Org-Token), then asks (POST /chat/ask with Org-Token + Visitor-Token). Each visitor
// comes from its own address (X-Forwarded-For, trusted from loopback as from a real proxy), so
// the per-address limits see what they would see in production.
import {
  capacity,
  describeShape,
  line,
  verdict,
  type Ctx,
  type Scenario,
  type StepResult,
} from '../lib/scenario.js';
import { attack, jsonTarget, type LoadShape, type Target } from '../lib/vegeta.js';
import { QUESTIONS } from './staff-chat.js';

const SHAPES: Record<string, { visitors: number; asks: number; shape: LoadShape }> = {
  // 200 visitors on the page at once, three questions each, 40 questions a second in all (a
  // visitor reads the answer before asking again: 200 asking back to back without a pause would
  // measure only the queue, at what the product answers per second — see docs/load.md).
  smoke: { visitors: 200, asks: 600, shape: { workers: 200, rate: 40, seconds: 30 } },
  // 200 visitors, one question every ~7 s each: under the default 10 a minute per visitor.
  staging: { visitors: 200, asks: 9000, shape: { workers: 200, rate: 30, seconds: 600 } },
};

/** A documentation address (TEST-NET-2/3) per visitor: only ever a header value, never dialled. */
const addressOf = (i: number) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;

export const widget: Scenario = {
  name: 'widget',
  thresholds: {
    visitor: { p95Ms: 500, errorRate: 0 }, // a burst of 200 page loads at once
    ask: { p95Ms: 500, errorRate: 0 }, // headroom, as staff chat's
  },
  async run(ctx: Ctx): Promise<StepResult[]> {
    const { api, pids } = ctx.system;
    const { orgId } = ctx.org;
    const visitors = ctx.profile === 'capacity' ? 200 : SHAPES[ctx.profile]!.visitors;
    const visitorTargets = Array.from({ length: visitors }, (_, i) =>
      jsonTarget('POST', `${api}/chat/visitor`, {
        'org-token': orgId,
        'x-forwarded-for': addressOf(i),
      }),
    );
    const visitorShape = { workers: Math.min(50, visitors), seconds: 30 };
    const made = await attack(
      ctx.workDir,
      'widget-visitor',
      visitorTargets,
      visitorShape,
      pids,
      true,
    );
    const tokens = (made.bodies ?? []).map(
      (b) => (JSON.parse(b) as { visitor_token: string }).visitor_token,
    );
    delete made.bodies;
    const first = verdict(
      this.name,
      'visitor',
      describeShape(visitorShape),
      made,
      this.thresholds.visitor!,
      ctx.profile === 'capacity'
        ? { informative: true }
        : { expected: visitorTargets.length, p95Binding: ctx.p95Binding },
    );
    ctx.log(line(first));
    if (!tokens.length) return [first];
    const asks = (n: number): Target[] =>
      Array.from({ length: n }, (_, i) => {
        const v = i % tokens.length;
        return jsonTarget(
          'POST',
          `${api}/chat/ask`,
          { 'org-token': orgId, 'visitor-token': tokens[v]!, 'x-forwarded-for': addressOf(v) },
          { message: QUESTIONS[i % QUESTIONS.length] },
        );
      });
    if (ctx.profile === 'capacity') {
      // 200 visitors at once; the question rate goes up until p95 crosses the line.
      return [
        first,
        ...(await capacity(ctx, this, 'ask', asks, [
          ...[5, 10, 25, 50, 75, 100, 200, 400].map((rate) => ({ workers: 200, rate, seconds: 8 })),
        ])),
      ];
    }
    const shape = SHAPES[ctx.profile]!;
    const stats = await attack(ctx.workDir, 'widget-ask', asks(shape.asks), shape.shape, pids);
    const result = verdict(
      this.name,
      'ask',
      describeShape(shape.shape),
      stats,
      this.thresholds.ask!,
      { expected: shape.asks, p95Binding: ctx.p95Binding },
    );
    ctx.log(line(result));
    return [first, result];
  },
};
