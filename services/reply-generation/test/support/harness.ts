import { credentials } from '@grpc/grpc-js';
import { createServiceClient, type ServiceClient } from '@winzmail/platform';
import type { EventBus } from '@winzmail/platform/bus';
import type { ChatModel } from '@winzmail/platform/llm';
import { services, type knowledge } from '@winzmail/proto';
import { loadKnowledgeConfig, start as startKnowledge } from '@winzmail/knowledge-ingestion';
import { eventually } from '@winzmail/testing/eventually';
import { startTestService, type TestService } from '@winzmail/testing/service';
import { loadReplyConfig, start } from '../../src/index.js';

type Definition = ReturnType<typeof services.replyGeneration>['service'];
export type ReplyCall = ServiceClient<Definition>['call'];
export type KnowledgeCall = ServiceClient<ReturnType<typeof services.knowledge>['service']>['call'];

/**
 * reply-generation as it runs: its own start() over gRPC, asking a real knowledge-ingestion
 * service (its start(), embedded store and index, lexical embedder) for passages.
 */
export interface Harness {
  reply: ReplyCall;
  /** The in-process bus reply-generation consumes from and publishes to. */
  bus: EventBus;
  /** knowledge-ingestion's own calls (the gap queue) and its bus (question.unanswered). */
  knowledge: KnowledgeCall;
  knowledgeBus: EventBus;
  /** knowledge-ingestion's gRPC address (a second reply-generation replica asks it too). */
  knowledgeAddress: string;
  /** Uploads a text document for an organisation and waits until it is searchable. */
  upload(orgId: string, filename: string, text: string): Promise<knowledge.Document__Output>;
  /** Scrapes a web page for an organisation (a public page: its chunks carry its address). */
  scrape(orgId: string, url: string): Promise<knowledge.Document__Output>;
  /** knowledge-ingestion's own Search, to compare with what a reply cites. */
  search(orgId: string, query: string, k: number): Promise<knowledge.Source__Output[]>;
  /** knowledge-ingestion's Relatedness, as reply-generation asks it. */
  relatedness(
    orgId: string,
    units: string[],
    texts: string[],
  ): Promise<knowledge.RelatednessResponse__Output>;
  dispose(): Promise<void>;
}

export async function startHarness(
  model: ChatModel,
  env: Record<string, string> = {},
  /** knowledge-ingestion's settings (SCRAPE_ALLOW_LOOPBACK for a page served by the test; EMBEDDINGS_PROVIDER=local: MiniLM, meaning). */
  knowledgeEnv: Record<string, string> = {},
): Promise<Harness> {
  const kb = await startTestService(startKnowledge, loadKnowledgeConfig, knowledgeEnv);
  let rg: TestService;
  try {
    rg = await startTestService(
      (config, shared) => start(config, shared, { model }),
      loadReplyConfig,
      {
        KNOWLEDGE_ADDR: kb.address,
        ...env,
      },
    );
  } catch (err) {
    await kb.dispose();
    throw err;
  }
  const replyClient = createServiceClient(services.replyGeneration(), {
    address: rg.address,
    deadlineMs: 60_000,
  });
  const kbClient = createServiceClient(services.knowledge(), {
    address: kb.address,
    // A scrape fetches and indexes the page within the call.
    deadlineMs: 30_000,
  });
  const Raw = services.knowledge();
  const raw = new Raw(kb.address, credentials.createInsecure());

  const upload = async (orgId: string, filename: string, text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    const doc = await new Promise<knowledge.Document__Output>((resolve, reject) => {
      const call = raw.Upload({ deadline: new Date(Date.now() + 30_000) }, (err, res) =>
        err || !res ? reject(err ?? new Error('no document')) : resolve(res),
      );
      call.write({ header: { org_id: orgId, filename } });
      call.write({ data: bytes });
      call.write({ end: { size: bytes.length } });
      call.end();
    });
    return settle(orgId, doc, filename);
  };
  /** The document once it is searchable (or failed: then the test fails with its error). */
  const settle = async (orgId: string, doc: knowledge.Document__Output, name: string) => {
    const { documents } = await eventually(
      'the document to be processed',
      () => kbClient.call.List({ org_id: orgId }),
      (l) => l.documents.some((d) => d.id === doc.id && d.status !== 'processing'),
      { timeoutMs: 30_000 },
    );
    const settled = documents.find((d) => d.id === doc.id)!;
    if (settled.status !== 'ready') throw new Error(`${name}: ${settled.status} ${settled.error}`);
    return settled;
  };

  return {
    reply: replyClient.call,
    bus: rg.bus,
    knowledge: kbClient.call,
    knowledgeBus: kb.bus,
    knowledgeAddress: kb.address,
    upload,
    scrape: async (orgId, url) =>
      settle(orgId, await kbClient.call.Scrape({ org_id: orgId, url, max_pages: 1 }), url),
    search: async (orgId, query, k) =>
      (await kbClient.call.Search({ org_id: orgId, query, k })).hits,
    relatedness: (orgId, units, texts) =>
      kbClient.call.Relatedness({ org_id: orgId, units, texts }),
    dispose: async () => {
      replyClient.close();
      kbClient.close();
      raw.close();
      await rg.dispose();
      await kb.dispose();
    },
  };
}
