import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Transform } from 'node:stream';

/**
 * A loopback TCP proxy to a real server that can cut every connection passing through it — a
 * network drop as the client sees it, without touching the server — and can rewrite what the
 * server says, line by line (to hide a capability).
 */
export interface CuttingProxy {
  port: number;
  /** Destroys every open connection (new ones still pass). */
  cut(): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(
  host: string,
  port: number,
  rewriteLine?: (line: string) => string,
): Promise<CuttingProxy> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    if (rewriteLine) upstream.pipe(lineRewriter(rewriteLine)).pipe(client);
    else upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      for (const s of open) s.destroy();
    },
    close: async () => {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Passes whole lines (latin1, so bytes survive) through `rewrite`; holds a partial line back. */
function lineRewriter(rewrite: (line: string) => string): Transform {
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const text = pending + chunk.toString('latin1');
      const end = text.lastIndexOf('\n') + 1;
      pending = text.slice(end);
      const lines = text.slice(0, end).split(/(?<=\n)/);
      done(null, Buffer.from(lines.map(rewrite).join(''), 'latin1'));
    },
    flush(done) {
      done(null, Buffer.from(rewrite(pending), 'latin1'));
    },
  });
}
