import { open as openFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type {
  ChatHistoryItem,
  ChatWrapper,
  Llama,
  LlamaContext,
  LlamaContextSequence,
  LlamaModel,
} from 'node-llama-cpp';
import { AppError } from '../../errors/index.js';
import type {
  ChatCompletion,
  ChatMessage,
  ChatModel,
  ChatModelSettings,
  ChatRequest,
} from '../port.js';

export const DEFAULT_LLAMA_CONTEXT_SIZE = 4096;
/** Requests served at once; more wait for a free sequence (each holds its own KV cache). */
export const DEFAULT_LLAMA_SEQUENCES = 2;

interface Loaded {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  /** The model's chat template, resolved once: resolving it per session cost 1–2 s a request. */
  chatWrapper: ChatWrapper;
}

export interface LlamaCppOptions {
  modelPath: string;
  contextSize: number;
  /** undefined: one per CPU core llama.cpp can use for maths, less one (at least one). */
  threads: number | undefined;
  sequences: number;
}

/**
 * A local GGUF model run by llama.cpp through node-llama-cpp, on the CPU (the prebuilt binary;
 * never a build, never a GPU). The model is loaded on the first request, so a service that never
 * asks holds no memory for it; each request gets its own context sequence from a small pool and
 * the model's own chat template (read from the GGUF). node-llama-cpp evaluates on native threads,
 * so the event loop stays free while it generates.
 */
export class LlamaCppModel implements ChatModel {
  readonly id: string;
  private loading: Promise<Loaded> | undefined;
  private readonly free: LlamaContextSequence[] = [];
  private readonly waiting: ((s: LlamaContextSequence) => void)[] = [];

  private constructor(private readonly options: LlamaCppOptions) {
    this.id = `llama-cpp:${basename(options.modelPath)}`;
  }

  /** Checks that the file is a GGUF; loads nothing yet. */
  static async open(settings: ChatModelSettings): Promise<LlamaCppModel> {
    const s = settings.llamaCpp ?? {};
    const modelPath = s.modelPath;
    if (!modelPath) throw new AppError('FAILED_PRECONDITION', 'no GGUF model path is configured');
    await assertGguf(modelPath);
    const contextSize = s.contextSize ?? DEFAULT_LLAMA_CONTEXT_SIZE;
    if (!Number.isInteger(contextSize) || contextSize < 256)
      throw new AppError(
        'INVALID_ARGUMENT',
        `context size must be an integer ≥ 256: ${contextSize}`,
      );
    if (s.threads !== undefined && (!Number.isInteger(s.threads) || s.threads < 1))
      throw new AppError('INVALID_ARGUMENT', `threads must be a positive integer: ${s.threads}`);
    return new LlamaCppModel({
      modelPath,
      contextSize,
      threads: s.threads,
      sequences: DEFAULT_LLAMA_SEQUENCES,
    });
  }

  /** Loads the model now (bench, warm-up); complete() does it on first use otherwise. */
  async load(): Promise<void> {
    await this.loaded();
  }

  private loaded(): Promise<Loaded> {
    this.loading ??= this.loadModel().catch((err: unknown) => {
      this.loading = undefined; // a later request tries again
      throw new AppError(
        'UNAVAILABLE',
        `${this.id}: the model could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
    return this.loading;
  }

  private async loadModel(): Promise<Loaded> {
    const { getLlama, LlamaLogLevel, resolveChatWrapper } = await import('node-llama-cpp');
    // build 'never': a missing prebuilt is an error, not a compile of llama.cpp at run time.
    const llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error });
    try {
      const model = await llama.loadModel({ modelPath: this.options.modelPath });
      // One core is left to the rest of the product: llama.cpp's workers spin while they wait
      // for each other, so a thread that must share its core stalls them all (bench/local-model.ts
      // on a busy 2-core machine: 2 threads decoded 2 tokens/s, 1 thread 28–44).
      const threads = this.options.threads ?? Math.max(1, llama.cpuMathCores - 1);
      const context = await model.createContext({
        contextSize: this.options.contextSize,
        sequences: this.options.sequences,
        threads,
      });
      for (let i = 0; i < this.options.sequences; i++) this.free.push(context.getSequence());
      return { llama, model, context, chatWrapper: resolveChatWrapper(model) };
    } catch (err) {
      await llama.dispose();
      throw err;
    }
  }

  async complete(request: ChatRequest): Promise<ChatCompletion> {
    const { history, prompt } = toChatHistory(request.messages);
    if (request.maxTokens !== undefined && !(request.maxTokens > 0))
      throw new AppError('INVALID_ARGUMENT', `maxTokens must be positive: ${request.maxTokens}`);
    const { chatWrapper } = await this.loaded();
    const { LlamaChatSession } = await import('node-llama-cpp');
    const sequence = await this.acquire();
    try {
      request.signal?.throwIfAborted();
      const before = sequence.tokenMeter.getState();
      const session = new LlamaChatSession({
        contextSequence: sequence,
        chatWrapper,
        autoDisposeSequence: false,
      });
      try {
        session.setChatHistory(history);
        const text = await session.prompt(prompt, {
          ...(request.maxTokens ? { maxTokens: request.maxTokens } : {}),
          ...(request.onText ? { onTextChunk: request.onText } : {}),
          ...(request.signal ? { signal: request.signal } : {}),
        });
        const used = sequence.tokenMeter.diff(before);
        return {
          text,
          model: this.id,
          usage: { promptTokens: used.usedInputTokens, completionTokens: used.usedOutputTokens },
        };
      } finally {
        session.dispose({ disposeSequence: false });
      }
    } finally {
      await this.release(sequence);
    }
  }

  private acquire(): Promise<LlamaContextSequence> {
    const sequence = this.free.pop();
    if (sequence) return Promise.resolve(sequence);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Each request starts from an empty sequence: no earlier conversation leaks into it. */
  private async release(sequence: LlamaContextSequence): Promise<void> {
    if (sequence.disposed) return; // closed meanwhile: nothing to hand back
    await sequence.clearHistory();
    const next = this.waiting.shift();
    if (next) next(sequence);
    else this.free.push(sequence);
  }

  async close(): Promise<void> {
    const loading = this.loading;
    this.loading = undefined;
    this.free.length = 0;
    if (!loading) return;
    const loaded = await loading.catch(() => undefined);
    await loaded?.llama.dispose(); // disposes the model and its contexts
  }
}

/**
 * The prompt's messages as node-llama-cpp's chat history, rendered by the model's own template.
 * The last message is the turn to answer and must be the user's.
 */
export function toChatHistory(messages: ChatMessage[]): {
  history: ChatHistoryItem[];
  prompt: string;
} {
  const last = messages[messages.length - 1];
  if (!last || last.role !== 'user')
    throw new AppError('INVALID_ARGUMENT', 'the last message of a chat request must be the user’s');
  const history = messages.slice(0, -1).map((m): ChatHistoryItem => {
    if (m.role === 'system') return { type: 'system', text: m.content };
    if (m.role === 'user') return { type: 'user', text: m.content };
    return { type: 'model', response: [m.content] };
  });
  return { history, prompt: last.content };
}

async function assertGguf(path: string): Promise<void> {
  let handle;
  try {
    handle = await openFile(path, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new AppError('FAILED_PRECONDITION', `no GGUF model at ${path} (${code ?? 'unreadable'})`);
  }
  try {
    const magic = Buffer.alloc(4);
    await handle.read(magic, 0, 4, 0);
    if (magic.toString('latin1') !== 'GGUF')
      throw new AppError('FAILED_PRECONDITION', `${path} is not a GGUF model file`);
  } finally {
    await handle.close();
  }
}
