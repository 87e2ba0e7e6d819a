import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localModelPresent } from '@winzmail/platform/embed';
import { SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import { startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { searchClient, settled, signedInOrg, upload } from './support/api.js';

/** Questions sharing at least a word stem with their answer: every embedder must find these. */
const LABELLED: [query: string, phrase: string][] = [
  ['my order came broken, what should I do', 'arrives broken'],
  ['how long until I get my money back on my card', 'three to five working days'],
  ['how fast is delivery in the Netherlands', 'PostNL in one or two working days'],
  ['do you ship abroad to Germany', 'all EU countries with DHL'],
  ['where can I follow my parcel', 'tracking link is emailed'],
  ['what are the password requirements', 'at least twelve characters'],
  ['I lost my phone and cannot log in', 'recovery codes'],
  ['where do I find my monthly invoice', 'invoice in PDF'],
  ['can I pay with PayPal', 'PayPal is not supported'],
  ['how do I cancel my subscription', 'cancelled at any time'],
  ['what is the address of your office', 'Stationsplein 7'],
  ['when is the reception open', 'staffed from 8:30'],
];

/** Paraphrases with no shared word: only a real sentence-embedding model is expected to find these. */
const PARAPHRASES: [query: string, phrase: string][] = [
  ['how many days do I have to return something', 'within 30 days of delivery'],
  ['how do I turn on 2FA', 'authenticator app'],
  ['where can I park my car', 'P+R garage'],
];

const providers = ['lexical', ...((await localModelPresent()) ? ['local'] : [])];
if (providers.length === 1)
  console.warn(
    'SKIPPED: retrieval quality with the local model (no model files; scripts/fetch-embedding-model.sh)',
  );

describe.each(providers)('retrieval quality with the %s embedder', (provider) => {
  let product: TestProduct;
  let orgId: string;
  beforeAll(async () => {
    product = await startTestProduct({ EMBEDDINGS_PROVIDER: provider });
    const org = await signedInOrg(product, `ret${provider}`);
    orgId = org.orgId;
    // Small chunks, so every section is a chunk of its own and the label picks one.
    for (const [name, text] of Object.entries(SHOP_DOCS)) {
      const res = await upload(product, org.token, name, Buffer.from(text));
      expect((await settled(product, org.token, res.body.id)).status).toBe('ready');
    }
  }, 60_000);
  afterAll(async () => {
    await product.dispose();
  });

  it('puts the labelled chunk in the top 3 for every question', async () => {
    const client = searchClient(product.services.knowledge!);
    try {
      const misses: string[] = [];
      for (const [query, phrase] of provider === 'lexical'
        ? LABELLED
        : [...LABELLED, ...PARAPHRASES]) {
        const hits = await client.search(orgId, query, 3);
        if (!hits.some((h) => h.text.includes(phrase)))
          misses.push(`${query} → ${hits.map((h) => h.heading).join(' | ')}`);
      }
      expect(misses).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('returns chunk text, document id, file name, heading and a score, best first', async () => {
    const client = searchClient(product.services.knowledge!);
    try {
      const [top, second] = await client.search(orgId, 'recovery codes lost phone', 5);
      expect(top).toMatchObject({
        filename: 'account-security.md',
        heading: 'Account security › Lost access',
      });
      expect(top!.text).toContain('recovery codes');
      expect(top!.document_id).toEqual(expect.any(String));
      expect(top!.score).toBeGreaterThanOrEqual(second?.score ?? 0);
    } finally {
      client.close();
    }
  });
});
