import { meteredChatModel } from './metered.js';
import type { ChatModel, ChatModelSettings } from './port.js';

/**
 * Picks the chat model from config: an OpenAI-compatible router when a base URL or key is
 * configured, else a local llama.cpp model when a GGUF path is configured, else the grounded
 * composer (deterministic, offline). An explicit provider fails instead of falling back.
 */
export async function openChatModel(settings: ChatModelSettings = {}): Promise<ChatModel> {
  return meteredChatModel(await pickChatModel(settings));
}

async function pickChatModel(settings: ChatModelSettings): Promise<ChatModel> {
  const provider = settings.provider ?? 'auto';
  const log = settings.log ?? (() => undefined);
  const routerConfigured = Boolean(settings.openai?.baseUrl || settings.openai?.apiKey);
  if (provider === 'openai' || (provider === 'auto' && routerConfigured)) {
    const { OpenAiRouterModel } = await import('./adapters/openai-router.js');
    const model = await OpenAiRouterModel.open(settings);
    log(`chat model: ${model.id} (failover across the six models)`);
    return model;
  }
  if (provider === 'llama-cpp' || (provider === 'auto' && settings.llamaCpp?.modelPath)) {
    const { LlamaCppModel } = await import('./adapters/llama-cpp.js');
    const model = await LlamaCppModel.open(settings);
    log(`chat model: ${model.id} (local llama.cpp)`);
    return model;
  }
  const { GroundedComposer } = await import('./adapters/grounded-composer.js');
  const model = new GroundedComposer();
  log(`chat model: ${model.id} (offline; answers only with the knowledge base's sentences)`);
  return model;
}
