import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isAppError, type AppError } from '@winzmail/platform';
import { openChatModel } from '@winzmail/platform/llm';
import { eventually } from '@winzmail/testing';
import { defaultSettings, toPromptConfig } from '../src/domain/style.js';
import { STYLE_RULES } from '../src/style-rules.js';
import { startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(await openChatModel({ provider: 'composer' }));
}, 60_000);
afterAll(() => h.dispose());

const rejection = async (p: Promise<unknown>): Promise<AppError> => {
  try {
    await p;
  } catch (err) {
    // The service client turns a gRPC status back into the AppError the service threw.
    if (isAppError(err)) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
};

const FULL = {
  tone: 'Friendly',
  purpose: 'Customer support for a bicycle shop',
  formality: 'Low',
  language: 'Deutsch',
  empathy: 'Empathetic',
  politeness: 'Very Polite',
  signature: 'Viele Grüße\nAna vom Radladen',
  response_length: 'Short',
  additional_instructions: 'Mention our workshop when it fits.',
  exclusions: 'competitors',
  llm_choice: 'kimi-k2',
  citations: 'pages',
};

describe('GetPrompt / SetPrompt', () => {
  it('publishes prompt.changed with what changed, and nothing for a save that changes nothing', async () => {
    const orgId = randomUUID();
    const seen: string[][] = [];
    const sub = await h.bus.subscribe('prompt.changed', `test-${orgId}`, async (event) => {
      if (event.org_id === orgId) seen.push(event.fields);
    });
    try {
      const save = (config: Record<string, string>) =>
        h.reply.SetPrompt({ org_id: orgId, config, set_fields: Object.keys(config) });
      await save({ tone: 'Friendly' });
      await save({ tone: 'Friendly' }); // no change
      await save({ formality: 'High' });
      // One document's events are published in order: once the last is seen, all are.
      await eventually(
        'the formality change',
        async () => seen,
        (s) => s.flat().includes('formality'),
      );
      expect(seen).toEqual([['tone'], ['formality']]);
    } finally {
      await sub.stop();
    }
  });

  it("answers the spec's defaults for an organisation that saved nothing", async () => {
    const orgId = randomUUID();
    // The defaults' values are pinned to the spec in src/domain/style.test.ts.
    expect(await h.reply.GetPrompt({ org_id: orgId })).toEqual(
      toPromptConfig(orgId, defaultSettings(STYLE_RULES)),
    );
  });

  it('saves every field and reads them back; another organisation keeps its own', async () => {
    const orgId = randomUUID();
    const saved = await h.reply.SetPrompt({ org_id: orgId, config: { ...FULL, org_id: orgId } });
    expect(saved).toEqual({ ...FULL, org_id: orgId });
    expect(await h.reply.GetPrompt({ org_id: orgId })).toEqual({ ...FULL, org_id: orgId });
    const other = randomUUID();
    expect((await h.reply.GetPrompt({ org_id: other })).tone).toBe('Neutral');
  });

  it('keeps the fields a save leaves out', async () => {
    const orgId = randomUUID();
    await h.reply.SetPrompt({ org_id: orgId, config: { ...FULL, org_id: orgId } });
    const saved = await h.reply.SetPrompt({ org_id: orgId, config: { tone: 'Formal' } });
    expect(saved).toEqual({ ...FULL, tone: 'Formal', org_id: orgId });
  });

  it('clears a text field the caller names with an empty value (set_fields), keeping the rest', async () => {
    const orgId = randomUUID();
    await h.reply.SetPrompt({ org_id: orgId, config: { ...FULL, org_id: orgId } });
    const saved = await h.reply.SetPrompt({
      org_id: orgId,
      config: { exclusions: '', additional_instructions: '' },
      set_fields: ['exclusions', 'additional_instructions'],
    });
    expect(saved).toEqual({ ...FULL, exclusions: '', additional_instructions: '', org_id: orgId });
    // A named closed field may not be emptied: '' is not one of its options.
    const err = await rejection(
      h.reply.SetPrompt({ org_id: orgId, config: { tone: '' }, set_fields: ['tone'] }),
    );
    expect(Object.keys(err.fields ?? {})).toEqual(['tone']);
  });

  it('rejects unknown options with a field error for each field, saving nothing', async () => {
    const orgId = randomUUID();
    const err = await rejection(
      h.reply.SetPrompt({
        org_id: orgId,
        config: {
          tone: 'Sarcastic',
          formality: 'High',
          llm_choice: 'gpt-9',
          signature: 'x'.repeat(501),
        },
      }),
    );
    expect(err.code).toBe('INVALID_ARGUMENT');
    expect(Object.keys(err.fields ?? {}).sort()).toEqual(['llm_choice', 'signature', 'tone']);
    expect((await h.reply.GetPrompt({ org_id: orgId })).formality).toBe('Medium');
  });

  it('requires an organisation', async () => {
    const err = await rejection(h.reply.GetPrompt({ org_id: '' }));
    expect(err.code).toBe('INVALID_ARGUMENT');
  });
});

describe('TryPrompt', () => {
  it('answers with unsaved settings and stores nothing', async () => {
    const orgId = randomUUID();
    await h.upload(
      orgId,
      'shipping.md',
      '# Shipping\n\n## Domestic\nOrders inside the Netherlands are delivered by PostNL in one or two working days.',
    );
    const before = await h.reply.GetPrompt({ org_id: orgId });
    const tried = await h.reply.TryPrompt({
      org_id: orgId,
      config: { signature: 'Cheers from the try-it panel', tone: 'Casual' },
      subject: 'Delivery',
      body: 'How long does delivery inside the Netherlands take?',
    });
    expect(tried.text).toContain('Cheers from the try-it panel');
    expect(tried.sources.length).toBeGreaterThan(0);
    expect(tried.sources[0]!.text).toContain('PostNL');
    expect(await h.reply.GetPrompt({ org_id: orgId })).toEqual(before);
  });

  it('rejects unknown options like SetPrompt', async () => {
    const err = await rejection(
      h.reply.TryPrompt({
        org_id: randomUUID(),
        config: { empathy: 'Cold' },
        subject: '',
        body: 'Hi',
      }),
    );
    expect(err).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: { empathy: expect.any(String) },
    });
  });
});
