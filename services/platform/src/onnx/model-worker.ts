import { Worker } from 'node:worker_threads';

/** What a model worker posts back: the request's id, and an error or the result's fields. */
type Reply<R> = { id: number; error?: string } & Partial<R>;

/**
 * A model in a worker thread, asked by message: inference is CPU-bound and would otherwise
 * stall the service's event loop (gRPC calls, uploads) for the length of every request.
 * The worker starts on first use, so an idle service does not hold the model in memory; each
 * request carries an id and its reply is routed back by it; a crashed worker fails every
 * request in flight and the next request starts a new one.
 */
export class ModelWorker<Req extends object, Res extends object> {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(r: Reply<Res>): void; reject(e: Error): void }
  >();
  private worker: Worker | undefined;

  /** `name` says whose worker in errors ("embedding worker exited (1)"). */
  constructor(
    private readonly name: string,
    private readonly source: string,
    private readonly workerData: object,
  ) {}

  /** The worker's reply without its id; rejects with the worker's error, if it sent one. */
  async request(message: Req): Promise<Partial<Res>> {
    const id = this.nextId++;
    const reply = await new Promise<Reply<Res>>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ ...message, id });
    });
    if (reply.error !== undefined) throw new Error(`${this.name} failed: ${reply.error}`);
    return reply;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.source, { eval: true, workerData: this.workerData });
    worker.unref();
    worker.on('message', (reply: Reply<Res>) => {
      const p = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      p?.resolve(reply);
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', (code) => {
      this.worker = undefined;
      this.failAll(new Error(`${this.name} worker exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
