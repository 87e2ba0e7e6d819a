import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openChatModel } from '@winzmail/platform/llm';
import { CANARY, INTERNAL_DOC, OTHER_ORG_DOC, SHOP_DOCS } from '@winzmail/testing/knowledge-base';
import { startHarness, type Harness } from './support/harness.js';

let h: Harness;
const orgA = randomUUID();
const orgB = randomUUID();
const docsA = new Set<string>();
beforeAll(async () => {
  h = await startHarness(await openChatModel({ provider: 'composer' }));
  for (const [name, text] of Object.entries(SHOP_DOCS))
    docsA.add((await h.upload(orgA, name, text)).id);
  docsA.add((await h.upload(orgA, INTERNAL_DOC.filename, INTERNAL_DOC.text)).id);
  await h.upload(orgB, OTHER_ORG_DOC.filename, OTHER_ORG_DOC.text);
}, 120_000);
afterAll(() => h.dispose());

const email = (orgId: string, body: string, subject = 'Question') =>
  h.reply.GenerateReply({
    org_id: orgId,
    from_address: '"Sam Lee" <sam@example.com>',
    subject,
    body,
    html: '',
  });
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const digits = (text: string) => new Set(text.match(/\d+/g) ?? []);

/** An organisation with A's documents and the given style. */
async function styledOrg(config: Record<string, string>): Promise<string> {
  const orgId = randomUUID();
  for (const [name, text] of Object.entries(SHOP_DOCS)) await h.upload(orgId, name, text);
  await h.reply.SetPrompt({ org_id: orgId, config });
  return orgId;
}

describe('citations', () => {
  it('point to chunks really retrieved for the organisation, numbered as in the text', async () => {
    const body = 'My parcel arrived broken. What should I do, and how do I get my money back?';
    const reply = await email(orgA, body);
    expect(reply.sources.length).toBeGreaterThan(0);
    const retrieved = await h.search(orgA, `Question\n${body}`, 6);
    const retrievedIds = new Set(retrieved.map((r) => r.chunk_id));
    for (const s of reply.sources) {
      expect(retrievedIds.has(s.chunk_id)).toBe(true);
      expect(docsA.has(s.document_id)).toBe(true);
      expect(retrieved.find((r) => r.chunk_id === s.chunk_id)!.text).toBe(s.text);
    }
    // The customer's email carries no markers: staff see the sources in the Inbox.
    expect(reply.text).not.toMatch(/\[\d+\]/);
    expect(reply).toMatchObject({ grounded: true, abstained: false, model: 'grounded-composer' });
    expect(reply.screening).toEqual({ passed: true, flags: [] });
    expect(reply.text).not.toContain(CANARY);
  });
});

describe('abstention', () => {
  it.each([
    'How much does the premium membership cost per year?',
    'When will your new store in Berlin open?',
    'Do you offer a discount for students?',
  ])('abstains on "%s" without inventing a number', async (question) => {
    const reply = await email(orgA, question);
    expect(reply).toMatchObject({ abstained: true, grounded: true, sources: [] });
    expect(reply.text).toMatch(/don't have that information|colleague/i);
    for (const d of digits(reply.text)) expect(digits(question).has(d)).toBe(true);
  });
});

describe('the reply style', () => {
  it('shows the signature and keeps within the length asked for', async () => {
    const body =
      'Hello, my parcel arrived broken and I would also like to know how long a refund takes and how you ship abroad.';
    const short = await email(
      await styledOrg({ response_length: 'Short', signature: 'Cheers,\nAna from the shop' }),
      body,
    );
    const detailed = await email(
      await styledOrg({ response_length: 'Detailed', signature: 'Cheers,\nAna from the shop' }),
      body,
    );
    expect(short.text).toContain('Ana from the shop');
    expect(detailed.text).toContain('Ana from the shop');
    // What the knowledge base answers by words (this harness's embedder is lexical: "abroad" is
    // in no document) is answered at any length; a longer reply may add other sentences that
    // answer it, never ones that answer nothing asked.
    expect(words(short.text)).toBeLessThanOrEqual(words(detailed.text));
    expect([short.grounded, detailed.grounded]).toEqual([true, true]);
    for (const reply of [short, detailed]) {
      expect(reply.text).toContain('arrives broken');
      expect(reply.text).toContain('three to five working days');
    }
    expect(detailed.sources.length).toBeGreaterThanOrEqual(short.sources.length);
  });

  it('writes more formally at high formality than at low', async () => {
    const body = 'How long does delivery inside the Netherlands take?';
    const formal = await email(await styledOrg({ formality: 'High', tone: 'Formal' }), body);
    const casual = await email(await styledOrg({ formality: 'Low', tone: 'Casual' }), body);
    expect(formal.text).toMatch(/^Dear Sam Lee/);
    expect(casual.text).toMatch(/^(Hi|Hello|Hey) Sam/);
  });

  it('writes in the named language (German) and says so', async () => {
    const reply = await email(
      await styledOrg({ language: 'Deutsch', signature: 'Viele Grüße' }),
      'How long does delivery inside the Netherlands take?',
    );
    expect(reply).toMatchObject({ language: 'de', grounded: true });
    expect(reply.text).toContain('Viele Grüße');
    expect(reply.text).toMatch(/\b(Sehr geehrte|Hallo|Guten Tag|Liebe)/);
  });

  it('writes in Arabic when the style names it', async () => {
    const reply = await email(
      await styledOrg({ language: 'Arabic' }),
      'Do you sell gift vouchers for birthdays?',
    );
    // The composer's Arabic frame and abstention are recognised as stating nothing.
    expect(reply).toMatchObject({ language: 'ar', grounded: true, abstained: true });
    expect(reply.text).toMatch(/\p{Script=Arabic}{3,}/u);
  });

  it("answers in the sender's language when the style says so", async () => {
    const reply = await email(
      await styledOrg({ language: 'Same as the sender' }),
      'Guten Tag, wie lange dauert die Lieferung innerhalb der Niederlande? Vielen Dank für Ihre Hilfe.',
    );
    expect(reply.language).toBe('de');
  });
});

describe('exclusions', () => {
  it('flags a question about an excluded topic and leaves its passages out', async () => {
    const orgId = await styledOrg({ exclusions: 'DHL, competitors' });
    const reply = await email(orgId, 'Do you ship abroad with DHL to Germany?');
    expect(reply.screening).toEqual({ passed: false, flags: ['exclusion'] });
    expect(reply.text).not.toContain('DHL');
    for (const s of reply.sources) expect(s.text).not.toContain('DHL');
  });
});

describe('tenant isolation', () => {
  it("never retrieves or cites another organisation's chunks, even with its exact wording", async () => {
    const question =
      'Customers may send back unused items within 30 days of delivery for a full refund.';
    const reply = await email(orgB, question);
    for (const s of reply.sources) expect(docsA.has(s.document_id)).toBe(false);
    expect(reply.text).not.toContain('full refund [');
    const hits = await h.search(orgB, question, 20);
    for (const hit of hits) expect(docsA.has(hit.document_id)).toBe(false);
    expect(reply.abstained).toBe(true);
  });
});

describe('Answer (chat)', () => {
  it('answers a question with citations and uses the recent turns', async () => {
    const answer = await h.reply.Answer({
      org_id: orgA,
      question: 'And how long do bank transfers take?',
      history: [{ message: 'Can I return an unused item?', response: 'Yes, within 30 days [1].' }],
    });
    expect(answer.sources.some((s) => s.text.includes('three to five working days'))).toBe(true);
    expect(answer.grounded).toBe(true);
    // A chat answer keeps its markers, each naming a listed source (chat shows each reader theirs).
    const cited = new Set([...answer.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    expect([...cited].sort()).toEqual(answer.sources.map((s) => s.number).sort());
  });
});
