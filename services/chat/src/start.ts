import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  persistentSecret,
  runService,
  systemClock,
  type RunningService,
  type SharedAdapters,
} from '@winzmail/platform';
import { answersClient } from './adapters/answers.js';
import { orgsClient } from './adapters/orgs.js';
import { openRepos } from './adapters/repositories.js';
import type { ChatConfig } from './config.js';
import { Conversations } from './conversations.js';
import { subscribeEvents, subscribeReadModels } from './events.js';
import { Feedback } from './feedback.js';
import { Handoffs } from './handoffs.js';
import { eraseOrg } from './org-erasure.js';
import { exportOrg } from './org-export.js';
import { chatRpc } from './rpc.js';
import { Widget } from './widget.js';

export const SERVICE = 'chat';
/** How long kept settings are trusted without an event (a lost widget.changed's longest effect). */
const READ_MODEL_MAX_AGE_MS = 5 * 60_000;

export function start(config: ChatConfig, shared: SharedAdapters = {}): Promise<RunningService> {
  return runService(SERVICE, config, shared, async ({ store, bus, dataDir, outbox, logger }) => {
    const repos = await openRepos(store);
    outbox.watch(repos.chats);
    outbox.watch(repos.ratings);
    outbox.watch(repos.handoffs);
    outbox.watch(repos.widgetSettings);
    const secret = await persistentSecret(
      config.CHAT_VISITOR_SECRET,
      dataDir,
      'chat-visitor-key',
      () => randomBytes(32).toString('base64'),
    );
    const visitorKey = Buffer.from(secret, 'base64');
    if (visitorKey.length < 32)
      throw new Error('CHAT_VISITOR_SECRET must be at least 32 bytes (base64)');
    const answers = answersClient(config.REPLY_GENERATION_ADDR, config.CHAT_ANSWER_DEADLINE_MS);
    const orgs = orgsClient(config.IDENTITY_ADDR, config.GRPC_DEADLINE_MS);
    const widget = new Widget({
      repos,
      orgs,
      outbox,
      keep: { capacity: config.READ_MODELS_CAPACITY, maxAgeMs: READ_MODEL_MAX_AGE_MS },
    });
    const conversations = new Conversations({
      repos,
      outbox,
      answers,
      widget,
      visitorKey,
      maxMessageChars: config.CHAT_MAX_MESSAGE_CHARS,
      contextTurns: config.CHAT_CONTEXT_TURNS,
      logger,
    });
    const feedback = new Feedback({
      repos,
      outbox,
      caller: (conversation) => conversations.caller(conversation),
      now: shared.clock ?? systemClock,
      visitorRatingsPerHour: config.CHAT_RATINGS_PER_VISITOR_HOUR,
    });
    const handoffs = new Handoffs({
      repos,
      outbox,
      caller: (conversation) => conversations.caller(conversation),
      now: shared.clock ?? systemClock,
      caps: {
        perVisitor: config.CHAT_HANDOFFS_PER_VISITOR_DAY,
        perAddress: config.CHAT_HANDOFFS_PER_ADDRESS_DAY,
        perOrg: config.CHAT_HANDOFFS_PER_ORG_DAY,
      },
    });
    const readModels = await subscribeReadModels(
      bus,
      config.READ_MODELS_GROUP ?? `${SERVICE}-${hostname()}-${process.pid}`,
      { widget, orgs },
    );
    const consumers = [
      ...readModels,
      ...(await subscribeEvents(bus, (orgId) => eraseOrg(repos, orgId)).catch(
        async (err: unknown) => {
          await Promise.all(readModels.map((s) => s.stop()));
          throw err;
        },
      )),
    ];
    return {
      bindings: [
        chatRpc(conversations, widget, feedback, handoffs, (orgId) => exportOrg(repos, orgId)),
      ],
      consumers,
      onStop: [async () => answers.close(), async () => orgs.close()],
    };
  });
}
