import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * Where a loopback SMTP proxy stops the first message sent through it:
 * - `data-command`: the client's DATA is never passed on — the server never sees the message;
 * - `server-acceptance`: the whole message reaches the server, which accepts it, but its answer
 *   never reaches the client — the message went out and the sender cannot know.
 * Either way the sender sits between its send claim and the end of SMTP, for as long as the
 * test likes. Only the first message is held: a later one passes, so a second send would arrive.
 */
export type HoldPoint = 'data-command' | 'server-acceptance';

export interface HoldingProxy {
  port: number;
  /** Resolves once the first message is held (with what the server last said, or 'DATA'). */
  held: Promise<string>;
  /** DATA commands clients sent through the proxy, held or not: one per attempted send. */
  dataCommands(): number;
  /** Drops the held connection (the server sees a client that went away). */
  dropHeld(): void;
  close(): Promise<void>;
}

const END_OF_DATA = '\r\n.\r\n';

export async function startHoldingProxy(
  host: string,
  port: number,
  point: HoldPoint,
): Promise<HoldingProxy> {
  const open = new Set<Socket>();
  const heldSockets: Socket[] = [];
  let holding = false;
  let dataCommands = 0;
  let onHeld: (said: string) => void = () => undefined;
  const held = new Promise<string>((resolve) => (onHeld = resolve));

  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // SMTP is line-based until DATA, then a message up to "\r\n.\r\n" (latin1 keeps bytes).
    let line = '';
    let inMessage = false;
    let tail = '';
    let awaitingAnswer = false;
    let thisHeld = false;
    const hold = (said: string): void => {
      holding = thisHeld = true;
      heldSockets.push(client, upstream);
      onHeld(said);
    };

    const feed = (text: string): void => {
      if (thisHeld || !text) return;
      if (inMessage) {
        upstream.write(Buffer.from(text, 'latin1'));
        // The terminator may straddle two chunks (dot-stuffing keeps it out of the message).
        const seen = tail + text;
        tail = seen.slice(-(END_OF_DATA.length - 1));
        if (seen.includes(END_OF_DATA)) {
          inMessage = false;
          awaitingAnswer = true;
          tail = '';
        }
        return;
      }
      line += text;
      let end: number;
      while ((end = line.indexOf('\n')) >= 0) {
        const command = line.slice(0, end + 1);
        line = line.slice(end + 1);
        if (command.trim().toUpperCase() === 'DATA') {
          dataCommands += 1;
          if (point === 'data-command' && !holding) return hold('DATA');
          upstream.write(Buffer.from(command, 'latin1'));
          // What follows the server's 354 is the message (nodemailer waits for the 354).
          inMessage = true;
          const rest = line;
          line = '';
          return feed(rest);
        }
        upstream.write(Buffer.from(command, 'latin1'));
      }
    };
    client.on('data', (chunk: Buffer) => feed(chunk.toString('latin1')));

    upstream.on('data', (chunk: Buffer) => {
      if (thisHeld) return;
      if (awaitingAnswer && point === 'server-acceptance' && !holding)
        return hold(chunk.toString('latin1').trim());
      awaitingAnswer = false;
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    held,
    dataCommands: () => dataCommands,
    dropHeld: () => {
      for (const s of heldSockets) s.destroy();
    },
    close: async () => {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
