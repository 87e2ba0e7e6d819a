import { describe, expect, it } from '@jest/globals';
import { firstBottleneck, type StepMetrics } from './bottleneck.js';

const quiet: StepMetrics = {
  services: [
    { name: 'chat', cores: 0.3, elu: 0.3 },
    { name: 'gateway', cores: 0.2, elu: 0.2 },
  ],
  lag: [{ topic: 'mail.received', group: 'reply-generation', max: 2, end: 0 }],
  store: [{ op: 'chat chats.find', rate: 200, busy: 2 }],
  model: { rate: 10, p95: 0.01 },
  rpc: [{ method: 'winzmail.chat.Chat/Ask', p95: 0.05, busy: 0.5 }],
  storeBusy: 2, // s/s
  modelBusy: 5,
  handlers: [],
};
// 100 requests/s with a p50 of 100 ms: 20 ms of store and 50 ms... see each case.
const request = { p50Ms: 100, rps: 100, mail: false };
const idleMachine = { cores: 2, busy: 0.4 };

describe('the first bottleneck of a load step', () => {
  it('is the service whose event loop is saturated, even on a busy machine', () => {
    const m = { ...quiet, services: [{ name: 'chat', cores: 1.1, elu: 0.95 }, ...quiet.services] };
    const f = firstBottleneck(m, request, { cores: 2, busy: 0.97 });
    expect(f.kind).toBe('cpu');
    expect(f.text).toMatch(/^CPU of chat: event loop 95% busy/);
    expect(f.text).toContain('winzmail.chat.Chat/Ask');
  });

  it('is the machine when every core is busy and no event loop is', () => {
    const others = [{ name: 'node (jest)', cores: 1.2 }];
    const f = firstBottleneck(quiet, request, { cores: 2, busy: 0.95, others });
    expect(f.kind).toBe('machine');
    expect(f.text).toContain('chat 0.30, gateway 0.20; beside them: node (jest) 1.20');
  });

  it('is the store (or bus) server when it takes more of the busy cores than any service', () => {
    const others = [{ name: 'ferretdb', cores: 0.94 }];
    const f = firstBottleneck(quiet, request, { cores: 2, busy: 0.97, others });
    expect(f).toMatchObject({
      kind: 'store',
      text: expect.stringMatching(/^the store server: ferretdb used 0.94/),
    });
    const kafka = [{ name: 'java (kafka)', cores: 0.5 }];
    expect(firstBottleneck(quiet, request, { cores: 2, busy: 0.97, others: kafka }).kind).toBe(
      'bus',
    );
  });

  it('is the machine when a busy event loop did not get the cores it was busy for', () => {
    // 93% busy on 0.5 cores with every core taken: it waited for the CPU.
    const m = { ...quiet, services: [{ name: 'billing', cores: 0.5, elu: 0.93 }] };
    expect(firstBottleneck(m, request, { cores: 2, busy: 0.96 }).kind).toBe('machine');
    expect(firstBottleneck(m, request, { cores: 2, busy: 0.6 }).kind).toBe('cpu');
  });

  it('is the bus when a group ends the step with a backlog', () => {
    const m = {
      ...quiet,
      lag: [{ topic: 'mail.received', group: 'reply-generation', max: 40, end: 35 }],
    };
    expect(firstBottleneck(m, request, idleMachine)).toMatchObject({ kind: 'bus' });
    // Lag that drained by the step's end was a blip, not a backlog.
    const drained = { ...quiet, lag: [{ ...m.lag[0]!, end: 0 }] };
    expect(firstBottleneck(drained, request, idleMachine).kind).not.toBe('bus');
  });

  it('is the model when it takes half a typical request, else the store when a quarter', () => {
    // 5 s/s of model time over 100 requests/s = 50 ms of a 100 ms p50.
    expect(firstBottleneck(quiet, request, idleMachine)).toMatchObject({
      kind: 'model',
      text: expect.stringContaining('50 ms of each request'),
    });
    const fastModel = { ...quiet, modelBusy: 4 };
    expect(firstBottleneck(fastModel, request, idleMachine).kind).toBe('none');
    const slowStore = { ...fastModel, storeBusy: 3 };
    expect(firstBottleneck(slowStore, request, idleMachine)).toMatchObject({
      kind: 'store',
      text: expect.stringContaining('30 ms of each request'),
    });
    // The call that took the time: 2 s/s over 200 calls/s.
    expect(firstBottleneck(slowStore, request, idleMachine).text).toContain(
      'most: chat chats.find 10 ms × 200.0/s',
    );
  });

  describe('of the email flow', () => {
    const mailStep = { p50Ms: 800, rps: 4, mail: true };
    const m: StepMetrics = {
      ...quiet,
      handlers: [
        { topic: 'reply.generated', group: 'mail-sync', mean: 0.23 },
        { topic: 'mail.received', group: 'reply-generation', mean: 0.05 },
        { topic: 'org.registered', group: 'billing', mean: 3 },
      ],
    };

    it('is bus lag behind the slowest handler when its messages queued', () => {
      const queued = {
        ...m,
        lag: [{ topic: 'reply.generated', group: 'mail-sync', max: 57, end: 0 }],
      };
      const f = firstBottleneck(queued, mailStep, idleMachine);
      expect(f.kind).toBe('bus');
      expect(f.text).toContain('up to 57 waiting');
      expect(f.text).toContain('at most 4.3/s');
    });

    it('is the mail server fetching when the handlers take little of the p50', () => {
      const f = firstBottleneck(m, mailStep, idleMachine);
      expect(f.kind).toBe('mail-server');
      // 800 − 230 − 50: what the handlers leave of the p50.
      expect(f.text).toMatch(/^arrival → stored .*≈ 520 ms/);
    });

    it('is the slowest handler when the handlers take most of the p50', () => {
      const f = firstBottleneck(m, { ...mailStep, p50Ms: 400 }, idleMachine);
      expect(f.kind).toBe('mail-server');
      expect(f.text).toMatch(/^reply\.generated in mail-sync \(the draft APPENDed/);
    });
  });

  it('says nothing saturated when nothing is, without a machine reading (a remote run)', () => {
    const f = firstBottleneck({ ...quiet, modelBusy: 1 }, request, { cores: 2 });
    expect(f.kind).toBe('none');
    expect(f.text).not.toContain('machine');
  });
});
