import { loadKnowledgeConfig, start as startKnowledge } from '@winzmail/knowledge-ingestion';
import { openChatModel } from '@winzmail/platform/llm';
import { loadReplyConfig, start as startReply } from '@winzmail/reply-generation';
import { startTestService } from '@winzmail/testing/service';

/**
 * reply-generation (the grounded composer) over a real knowledge-ingestion, for the calls that
 * write a reply on demand (Reply with no text: regenerate). Pass `address` as REPLY_GENERATION_ADDR.
 */
/** `knowledgeEnv`: knowledge-ingestion's settings (EMBEDDINGS_PROVIDER=local: MiniLM, meaning). */
export async function startReplyServices(knowledgeEnv: Record<string, string> = {}): Promise<{
  address: string;
  /** knowledge-ingestion's, for uploading the documents replies are grounded in. */
  knowledgeAddress: string;
  dispose(): Promise<void>;
}> {
  const kb = await startTestService(startKnowledge, loadKnowledgeConfig, knowledgeEnv);
  try {
    const model = await openChatModel({ provider: 'composer' });
    const rg = await startTestService(
      (config, shared) => startReply(config, shared, { model }),
      loadReplyConfig,
      { KNOWLEDGE_ADDR: kb.address },
    );
    return {
      address: rg.address,
      knowledgeAddress: kb.address,
      dispose: async () => {
        await rg.dispose();
        await kb.dispose();
      },
    };
  } catch (err) {
    await kb.dispose();
    throw err;
  }
}
