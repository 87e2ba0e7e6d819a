import { describe, expect, it } from '@jest/globals';
import { readPieces, sendPieces, type PieceEvent } from './piece-stream.js';

type Event = { delta: string } | { done: string };

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('sendPieces', () => {
  it('sends every piece in order, then the result, however slowly each send completes', async () => {
    const sent: Event[] = [];
    let slow = 3;
    const send = async (event: Event) => {
      // The first sends are the slowest: order must come from the chain, not from timing.
      for (let i = 0; i < slow; i++) await tick();
      slow = Math.max(0, slow - 1);
      sent.push(event);
    };
    await sendPieces(send, async (onText) => {
      onText('One. ');
      onText('Two. ');
      await tick();
      onText('Three.');
      return 'One. Two. Three.';
    });
    expect(sent).toEqual([
      { delta: 'One. ' },
      { delta: 'Two. ' },
      { delta: 'Three.' },
      { done: 'One. Two. Three.' },
    ]);
  });

  it('fails with a failed send once the result is ready, and never sends the result', async () => {
    const sent: Event[] = [];
    const send = async (event: Event) => {
      if ('delta' in event && event.delta === 'b') throw new Error('caller went away');
      sent.push(event);
    };
    const run = sendPieces(send, async (onText) => {
      onText('a');
      onText('b');
      await tick();
      onText('c');
      return 'abc';
    });
    await expect(run).rejects.toThrow('caller went away');
    expect(sent).toEqual([{ delta: 'a' }]);
  });

  it('sends nothing when the answer fails', async () => {
    const sent: Event[] = [];
    const run = sendPieces(
      async (event: Event) => {
        sent.push(event);
      },
      async () => {
        throw new Error('no plan');
      },
    );
    await expect(run).rejects.toThrow('no plan');
    expect(sent).toEqual([]);
  });
});

async function* stream(...events: (PieceEvent<string> | Error)[]) {
  for (const event of events) {
    await tick();
    if (event instanceof Error) throw event;
    yield event;
  }
}

describe('readPieces', () => {
  it('hands over each piece and resolves with the result', async () => {
    const pieces: string[] = [];
    const done = await readPieces(
      stream({ delta: 'Hel' }, { delta: 'lo' }, { done: 'Hello' }),
      (d) => pieces.push(d),
    );
    expect(pieces).toEqual(['Hel', 'lo']);
    expect(done).toBe('Hello');
  });

  it("passes the stream's error on, after the pieces before it", async () => {
    const pieces: string[] = [];
    const read = readPieces(stream({ delta: 'half ' }, new Error('model went away')), (d) =>
      pieces.push(d),
    );
    await expect(read).rejects.toThrow('model went away');
    expect(pieces).toEqual(['half ']);
  });

  it('fails when the stream ends without its result', async () => {
    await expect(readPieces(stream({ delta: 'cut' }), () => undefined)).rejects.toThrow(
      'ended without its result',
    );
  });
});
