import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { Doc, DocumentStore } from '@winzmail/platform/store';

interface SpentTokenDoc extends Doc {
  /** Epoch ms: the token has expired by then, so its record can go. */
  expires_at: number;
}

/** Account-link tokens already used: the unique _id makes "first one wins" atomic on every store. */
export interface SpentTokens {
  /** True for the first caller with this key, false for every later one. */
  spend(key: string, expiresAt: number): Promise<boolean>;
  purge(now: number): Promise<void>;
}

export async function openSpentTokens(store: DocumentStore): Promise<SpentTokens> {
  const spent = await store.collection<SpentTokenDoc>('spent_account_tokens', [
    { fields: { expires_at: 1 } },
  ]);
  return {
    async spend(key, expiresAt) {
      try {
        await spent.insertOne({ _id: key, expires_at: expiresAt });
        return true;
      } catch (err) {
        if (err instanceof DuplicateKeyError) return false;
        throw err;
      }
    },
    async purge(now) {
      await spent.deleteMany({ expires_at: { $lt: now } });
    },
  };
}
