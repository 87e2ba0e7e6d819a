import { createServiceClient, isAppError, notFound } from '@winzmail/platform';
import { services } from '@winzmail/proto';
import { CHATBOT_NOT_FOUND } from '../domain/access.js';

export interface Orgs {
  /** The organisation's name; NOT_FOUND "Chatbot not found." when there is none. */
  name(orgId: string): Promise<string>;
  /** The organisation was deleted (org.deleted): its next question asks identity again. */
  forget(orgId: string): void;
  close(): void;
}

/**
 * How long a replica keeps an organisation it found: its name changes rarely, and its deletion
 * (org.deleted) drops it at once.
 */
const KEEP_MS = 30_000;
/** Most organisations kept at once (the oldest is forgotten first). */
const CAPACITY = 10_000;

/**
 * identity's GetOrg, asked once per organisation in a while: the website chat's every question
 * checks that its organisation exists, and a visitor's questions come in bursts.
 */
export function orgsClient(address: string, deadlineMs: number): Orgs {
  const client = createServiceClient(services.identity(), {
    address,
    deadlineMs,
    idempotent: ['GetOrg'],
  });
  const known = new Map<string, { name: string; until: number }>();
  return {
    name: async (orgId) => {
      const now = Date.now();
      const kept = known.get(orgId);
      if (kept && kept.until > now) return kept.name;
      const org = await client.call.GetOrg({ org_id: orgId }).catch((err: unknown) => {
        throw isAppError(err) && err.code === 'NOT_FOUND' ? notFound(CHATBOT_NOT_FOUND) : err;
      });
      known.delete(orgId);
      if (known.size >= CAPACITY) known.delete(known.keys().next().value!);
      known.set(orgId, { name: org.name, until: now + KEEP_MS });
      return org.name;
    },
    forget: (orgId) => {
      known.delete(orgId);
    },
    close: () => client.close(),
  };
}
