/**
 * The chat model port: writes a reply or an answer from a grounded task. Three adapters: an
 * OpenAI-compatible router (the spec's six free models, failover between them), a local
 * llama.cpp model (node-llama-cpp, any GGUF), and the grounded composer, the embedded default,
 * which builds the text from the style and the retrieved passages only.
 *
 * The caller (reply-generation) retrieves, screens, builds the prompt and judges the result;
 * the adapters only write.
 */
export type Role = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: Role;
  content: string;
}

/** A retrieved passage, numbered as the prompt shows it ("[1]", "[2]", …). */
export interface Passage {
  number: number;
  chunkId: string;
  documentId: string;
  filename: string;
  heading: string;
  text: string;
  /** Retrieval score, higher is better; comparable only within one request. */
  score: number;
}

/** The organisation's reply style in the spec's words (already validated). */
export interface ReplyStyle {
  tone: string;
  purpose: string;
  formality: string;
  language: string;
  empathy: string;
  politeness: string;
  signature: string;
  responseLength: string;
  additionalInstructions: string;
  exclusions: string;
}

/**
 * What to write, as data. Adapters that read prose use the request's `messages` (built from this
 * task); the grounded composer reads the task itself.
 */
export interface GroundedTask {
  kind: 'email' | 'chat';
  /** The email's text or the chat question: data, never instructions. */
  question: string;
  /**
   * The question's language as detectLanguage gives it ('' when too short to tell), when the
   * caller has it already (detecting it is a real part of an answer's CPU); adapters that need
   * it detect it themselves when it is absent.
   */
  questionLanguage?: string;
  /** The email's subject ('' for chat). */
  subject: string;
  /** The sender's display name when known ('' otherwise), for the greeting. */
  senderName: string;
  /**
   * The chat's recent turns, or an email conversation's earlier messages with the replies sent,
   * oldest first: context, never the question.
   */
  history: { message: string; response: string }[];
  passages: Passage[];
  style: ReplyStyle;
  /** ISO 639-1 code of the language to write in (resolved from the style and the sender). */
  language: string;
  /**
   * How related each passage sentence is to each question unit by meaning, from the
   * organisation's embedder (reply-generation asks knowledge-ingestion); absent when it could
   * not be had: the composer then matches by words alone. Adapters that read prose ignore it.
   */
  relatedness?: Relatedness;
}

/** Cosine similarities of question units and passage sentences (see meaning.ts). */
export interface Relatedness {
  /** The question units' texts, as questionUnits(question, subject) splits them. */
  units: string[];
  /** A passage sentence (as splitSentences gives it) → its similarity to each unit, in order. */
  sentences: ReadonlyMap<string, readonly number[]>;
  /** `lexical`: the similarity is hashed word overlap, not meaning (then it is not used). */
  kind: 'semantic' | 'lexical';
}

export interface ChatRequest {
  task: GroundedTask;
  /** The prompt built from the task: rules and style, the passages fenced as data, the question. */
  messages: ChatMessage[];
  /** The organisation's llm_choice (an LLM_CHOICES key); adapters without a router ignore it. */
  choice?: string;
  maxTokens?: number;
  /** Receives the text as it is generated (streaming); the whole text is still returned. */
  onText?: (delta: string) => void;
  signal?: AbortSignal;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatCompletion {
  text: string;
  /** The model that wrote it (after failover: the one that answered). */
  model: string;
  usage: TokenUsage;
}

/** Whether the model that writes for a choice can answer, as far as the adapter knows. */
export interface ModelStatus {
  /** The model that writes for the choice (a router's model id, or the adapter's id). */
  model: string;
  reachable: boolean;
  /** Why not, or what is degraded; '' when all is well. */
  detail: string;
}

export interface ChatModel {
  /** A stable name: `grounded-composer`, `llama-cpp:<file>`, `openai:<base url host>`. */
  readonly id: string;
  complete(request: ChatRequest): Promise<ChatCompletion>;
  /**
   * For a model that can fail (a remote router): its state for `choice`, from what recent calls
   * saw — it costs no request. Absent: a local model, which answers whenever the process runs.
   */
  status?(choice?: string): ModelStatus;
  /**
   * The language (ISO 639-1) the model writes when asked for `language`. Absent: the one asked
   * for. A model with a closed set of languages (the composer's phrase tables) names its fallback,
   * so a reply is never labelled with a language it is not written in.
   */
  writesIn?(language: string): string;
  /** Releases what the model holds (a loaded GGUF, sockets); optional. */
  close?(): Promise<void>;
}

/** The spec's six free models (llm_choice values); the first is the default. */
export const LLM_CHOICES = [
  'deepseek',
  'grok-4-fast',
  'nemotron-nano',
  'gpt-oss-120b',
  'glm-4.5-air',
  'kimi-k2',
] as const;
export type LlmChoice = (typeof LLM_CHOICES)[number];
export const DEFAULT_LLM_CHOICE: LlmChoice = 'deepseek';

/**
 * How an email reply shows its sources (PromptConfig.citations): 'none', the default — the
 * customer's email carries no markers, staff see the sources in the Inbox — or 'pages': a short
 * list of the public web pages used follows the text. Chat always numbers the sources its reader
 * is shown.
 */
export const CITATION_CHOICES = ['none', 'pages'] as const;
export type CitationChoice = (typeof CITATION_CHOICES)[number];
export const DEFAULT_CITATIONS: CitationChoice = 'none';

/** Default router model ids for the six choices (OpenRouter's free tiers); overridable in config. */
export const DEFAULT_ROUTER_MODELS: Readonly<Record<LlmChoice, string>> = {
  deepseek: 'deepseek/deepseek-chat-v3.1:free',
  'grok-4-fast': 'x-ai/grok-4-fast:free',
  'nemotron-nano': 'nvidia/nemotron-nano-9b-v2:free',
  'gpt-oss-120b': 'openai/gpt-oss-120b:free',
  'glm-4.5-air': 'z-ai/glm-4.5-air:free',
  'kimi-k2': 'moonshotai/kimi-k2:free',
};

export const isLlmChoice = (value: string): value is LlmChoice =>
  (LLM_CHOICES as readonly string[]).includes(value);

/** The order models are tried in: the chosen one, then the others as listed. Pure. */
export function failoverOrder(choice: string | undefined): LlmChoice[] {
  const first = choice && isLlmChoice(choice) ? choice : DEFAULT_LLM_CHOICE;
  return [first, ...LLM_CHOICES.filter((c) => c !== first)];
}

export type ChatModelProvider = 'auto' | 'openai' | 'llama-cpp' | 'composer';

export interface ChatModelSettings {
  /**
   * `auto` (default): the router when a base URL or key is configured, else llama.cpp when a GGUF
   * path is configured, else the grounded composer. An explicit provider fails instead of
   * falling back.
   */
  provider?: ChatModelProvider;
  openai?: {
    baseUrl?: string;
    apiKey?: string;
    /** Router model id per llm_choice (missing ones: DEFAULT_ROUTER_MODELS). */
    models?: Partial<Record<LlmChoice, string>>;
    /** Per-attempt timeout (ms) before failing over to the next model. */
    timeoutMs?: number;
  };
  llamaCpp?: { modelPath?: string; contextSize?: number; threads?: number };
  /** Told which model was chosen and why another was not. */
  log?: (message: string) => void;
}

/** The spec's options for the reply style's closed fields (section 5); the first is not the default. */
export const STYLE_OPTIONS = {
  tone: ['Friendly', 'Professional', 'Neutral', 'Casual', 'Formal'],
  formality: ['Low', 'Medium', 'High'],
  empathy: ['Neutral', 'Empathetic', 'Supportive', 'Assertive'],
  politeness: ['Polite', 'Very Polite', 'Direct'],
  responseLength: ['Short', 'Medium', 'Detailed'],
} as const;

/** The spec's defaults (section 9); additional instructions and exclusions start empty. */
export const DEFAULT_STYLE: ReplyStyle = {
  tone: 'Neutral',
  purpose: 'General response',
  formality: 'Medium',
  language: 'English',
  empathy: 'Neutral',
  politeness: 'Polite',
  signature: 'Best regards',
  responseLength: 'Medium',
  additionalInstructions: '',
  exclusions: '',
};

/** Longest accepted free-text style fields (characters). */
export const STYLE_TEXT_LIMITS = {
  purpose: 200,
  language: 50,
  signature: 500,
  additionalInstructions: 2000,
  exclusions: 1000,
} as const;
