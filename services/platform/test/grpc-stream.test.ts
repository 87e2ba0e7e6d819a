import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AppError,
  bindService,
  createLogger,
  createServiceClient,
  startGrpcServer,
  type RunningGrpcServer,
} from '@winzmail/platform';
import { services } from '@winzmail/proto';

/** Server-streaming calls through the platform's helpers (reply-generation's AnswerStream). */
const logger = createLogger({ service: 'test', level: 'silent' });
let server: RunningGrpcServer;
let aborted: Promise<boolean>;
let markAborted: (v: boolean) => void;

const done = (text: string) => ({
  done: { text, sources: [], model: 'm', grounded: true, abstained: false, language: 'en' },
});

beforeAll(async () => {
  server = await startGrpcServer({
    name: 'reply-double',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [
      bindService(
        services.replyGeneration().service,
        {},
        {},
        {
          AnswerStream: async (req, send, ctx) => {
            if (req.question === 'refuse') throw new AppError('UNAUTHENTICATED', 'who are you');
            if (req.question === 'fail-midway') {
              await send({ delta: 'half ' });
              throw new AppError('UNAVAILABLE', 'model went away');
            }
            if (req.question === 'endless') {
              ctx.signal.addEventListener('abort', () => markAborted(true));
              for (let i = 0; !ctx.signal.aborted; i++) {
                await send({ delta: `${i} ` });
                await new Promise((r) => setTimeout(r, 5));
              }
              return;
            }
            for (const piece of ['one ', 'two ', 'three']) await send({ delta: piece });
            await send(done('one two three'));
          },
        },
      ),
    ],
  });
});
afterAll(async () => {
  await server.stop();
});

const client = () =>
  createServiceClient(services.replyGeneration(), { address: server.address, deadlineMs: 5000 });

describe('server-streaming calls', () => {
  it('delivers every message in order, then ends', async () => {
    const c = client();
    const seen: string[] = [];
    for await (const event of c.stream.AnswerStream({ org_id: 'o', question: 'q' })) {
      seen.push(event.delta || `done:${event.done?.text}`);
    }
    expect(seen).toEqual(['one ', 'two ', 'three', 'done:one two three']);
    c.close();
  });

  it('maps an error to its AppError, before or after the first message', async () => {
    const c = client();
    const refuse = async () => {
      for await (const _ of c.stream.AnswerStream({ org_id: 'o', question: 'refuse' })) void _;
    };
    await expect(refuse()).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'who are you',
    });
    const seen: string[] = [];
    const midway = async () => {
      for await (const e of c.stream.AnswerStream({ org_id: 'o', question: 'fail-midway' }))
        seen.push(e.delta ?? '');
    };
    await expect(midway()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(seen).toEqual(['half ']);
    c.close();
  });

  it("aborts the handler's signal when the caller cancels or stops reading", async () => {
    aborted = new Promise((resolve) => (markAborted = resolve));
    const c = client();
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const e of c.stream.AnswerStream(
        { org_id: 'o', question: 'endless' },
        { signal: controller.signal },
      )) {
        seen.push(e.delta ?? '');
        if (seen.length === 3) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ code: expect.any(String) });
    expect(await aborted).toBe(true);

    aborted = new Promise((resolve) => (markAborted = resolve));
    for await (const e of c.stream.AnswerStream({ org_id: 'o', question: 'endless' })) {
      if (e.delta === '2 ') break;
    }
    expect(await aborted).toBe(true);
    c.close();
  });
});
