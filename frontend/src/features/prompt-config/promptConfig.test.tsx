import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { GeneratedReply, PromptConfig, PromptTryBody } from '../../api/contract';
import openapi from '../../api/gen/openapi.json' with { type: 'json' };
import { json, mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';
import { SAMPLE_LIMITS, TEXT_LIMITS } from './options';

beforeAll(preloadRoutes, 60_000);

const SAVED: PromptConfig = {
  org_id: 'org-1',
  tone: 'Friendly',
  purpose: 'Customer support',
  formality: 'Low',
  language: 'German',
  empathy: 'Supportive',
  politeness: 'Very Polite',
  signature: 'Cheers, the Acme team',
  response_length: 'Short',
  additional_instructions: 'Mention the order number.',
  exclusions: 'Competitors',
  llm_choice: 'kimi-k2',
  citations: 'none',
};

const REPLY: GeneratedReply = {
  text: 'Hallo Maria,\n\nIhr Schreibtisch wird innerhalb von zwei Werktagen versandt [2].\n\nCheers',
  model: 'composer',
  grounded: true,
  abstained: false,
  screening: { passed: false, flags: ['instruction_override'] },
  language: 'de',
  sender_language: 'en',
  language_note: 'the sender wrote in English; the reply is in German',
  relevance: '',
  units_left: [],
  sources: [
    {
      number: 2,
      document_id: 'd2',
      chunk_id: 'c2',
      filename: 'shipping.md',
      heading: 'Delivery times',
      excerpt: 'Orders leave the warehouse within two working days.',
    },
    {
      number: 1,
      document_id: 'd1',
      chunk_id: 'c1',
      filename: 'faq.pdf',
      heading: '',
      excerpt: 'Addresses can be changed until the parcel ships.',
    },
  ],
};

const field = (name: string) => document.getElementById(`prompt_${name}`) as HTMLInputElement;
/** The label a choice field shows for its current value. */
const shown = (name: string) =>
  (field(name) as unknown as HTMLSelectElement).selectedOptions[0]?.textContent;

async function openPage(routes: Parameters<typeof signedInRoutes>[0] = {}) {
  const api = mockApi(signedInRoutes({ 'GET /prompt/': () => json(200, SAVED), ...routes }));
  const app = renderApp('/prompt-config', { token: 'tok' });
  // The lazy route, antd's first render and the style's load: slow in jsdom on a busy runner
  // (8 s, the default bound, was once not enough in CI), so this first wait gets a wider one.
  await waitFor(() => expect(field('signature')).toHaveValue(SAVED.signature), {
    timeout: 30_000,
  });
  return { api, app };
}

async function choose(app: ReturnType<typeof renderApp>, name: string, label: string) {
  const select = field(name);
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  await app.user.selectOptions(select, option);
}

/** The whole app in jsdom with antd selects: slow on a loaded machine, so a longer limit. */
const UI_TIMEOUT = 120_000;

describe('prompt configuration screen', () => {
  it(
    'shows the saved style in the form, with the spec options and the six models',
    async () => {
      await openPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Reply style' })).toBeInTheDocument();
      expect(shown('tone')).toBe('Friendly');
      expect(shown('politeness')).toBe('Very polite');
      expect(shown('llm_choice')).toBe('Moonshot AI Kimi K2');
      expect(field('language')).toHaveValue('German');
      expect(screen.getByLabelText('Additional instructions')).toHaveValue(
        SAVED.additional_instructions,
      );
      expect(screen.getByLabelText('Exclusions')).toHaveValue('Competitors');

      const models = within(field('llm_choice'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(screen.getByLabelText('AI model')).toBe(field('llm_choice'));
      expect(models).toEqual([
        'DeepSeek (free)',
        'Grok 4 Fast',
        'Nvidia Nemotron Nano',
        'OpenAI gpt-oss-120b',
        'Z-AI GLM-4.5 Air',
        'Moonshot AI Kimi K2',
      ]);
    },
    UI_TIMEOUT,
  );

  it(
    'says what the language choice does, and what the citations choice does',
    async () => {
      const { app } = await openPage();
      const effect = () => screen.getByTestId('prompt-language-effect').textContent ?? '';
      await waitFor(() =>
        expect(effect()).toContain(
          'Every reply is written in German. A reply to an email in another language is kept as a draft for you to check, never sent automatically.',
        ),
      );
      await app.user.clear(field('language'));
      await app.user.paste('Same as the sender');
      await waitFor(() =>
        expect(effect()).toContain(
          'Each reply is written in the language of the email it answers.',
        ),
      );
      expect(shown('citations')).toBe('None (you see the sources in the Inbox)');
      expect(
        screen.getByText('Chat answers always number the sources their reader may open.'),
      ).toBeInTheDocument();
    },
    UI_TIMEOUT,
  );

  it(
    'saves every field, edits included, and says so',
    async () => {
      const { api, app } = await openPage({
        'POST /prompt/set': async (request) =>
          json(200, { ...SAVED, ...((await request.json()) as object) }),
      });
      await choose(app, 'tone', 'Formal');
      await choose(app, 'citations', 'List the public web pages used');
      await app.user.clear(field('signature'));
      await app.user.paste('Kind regards, Acme');
      await app.user.click(screen.getByRole('button', { name: /Save/ }));
      expect(await screen.findByText('Prompt configuration saved')).toBeInTheDocument();
      const { org_id: _org, ...fields } = SAVED;
      expect(api.callsTo('POST', '/prompt/set').map((c) => c.body)).toEqual([
        { ...fields, tone: 'Formal', citations: 'pages', signature: 'Kind regards, Acme' },
      ]);
    },
    UI_TIMEOUT,
  );

  it(
    "shows the spec's message and the server's field errors when saving fails",
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app } = await openPage({
        'POST /prompt/set': () =>
          json(400, {
            error: 'Please check your information and try again.',
            fields: { purpose: 'Too long.' },
          }),
      });
      await app.user.click(screen.getByRole('button', { name: /Save/ }));
      expect(await screen.findByText('Failed to save prompt configuration.')).toBeInTheDocument();
      expect(screen.getByText('Too long.')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(
        'Failed to save prompt configuration:',
        'API Error: 400 Bad Request',
      );
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'Reload reads the style again and discards unsaved edits',
    async () => {
      const { api, app } = await openPage();
      await app.user.type(field('signature'), ' (edited)');
      await choose(app, 'response_length', 'Detailed');
      expect(field('signature')).toHaveValue(`${SAVED.signature} (edited)`);
      await app.user.click(screen.getByRole('button', { name: /Reload/ }));
      await waitFor(() => expect(field('signature')).toHaveValue(SAVED.signature));
      expect(shown('response_length')).toBe('Short');
      expect(api.callsTo('GET', '/prompt/')).toHaveLength(2);
    },
    UI_TIMEOUT,
  );

  it(
    "a load failure shows the spec's message, keeps Save off, and Reload recovers",
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let fail = true;
      mockApi(
        signedInRoutes({
          'GET /prompt/': () => (fail ? json(500, { error: 'Internal error' }) : json(200, SAVED)),
        }),
      );
      const app = renderApp('/prompt-config', { token: 'tok' });
      expect(await screen.findByTestId('prompt-load-error')).toHaveTextContent(
        'The saved reply style could not be read. Use Reload to try again.',
      );
      expect(
        await screen.findByText('Failed to load current prompt configuration.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
      expect(error).toHaveBeenCalledWith(
        'Failed to load prompt configuration:',
        'API Error: 500 Internal Server Error',
      );
      fail = false;
      await app.user.click(screen.getByRole('button', { name: /Reload/ }));
      await waitFor(() => expect(field('signature')).toHaveValue(SAVED.signature));
      expect(screen.getByRole('button', { name: /Save/ })).toBeEnabled();
      expect(screen.queryByTestId('prompt-load-error')).toBeNull();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );

  it(
    'Try it answers the sample email with the unsaved settings and shows the sources',
    async () => {
      const { api, app } = await openPage({
        'POST /prompt/try': () => json(200, REPLY),
      });
      await choose(app, 'tone', 'Casual');
      await app.user.clear(field('language'));
      await app.user.paste('Same as the sender');
      await app.user.click(screen.getByRole('button', { name: /Try it/ }));

      const result = await screen.findByTestId('try-result');
      expect(within(result).getByTestId('try-reply').textContent).toBe(REPLY.text);
      expect(within(result).getByText('Model: composer')).toBeInTheDocument();
      expect(within(result).getByText('Grounded in your documents')).toBeInTheDocument();
      expect(within(result).getByText('Flagged: instruction_override')).toBeInTheDocument();
      expect(within(result).queryByText('Abstained')).toBeNull();
      expect(within(result).getByTestId('try-language-note')).toHaveTextContent(
        'Language: the sender wrote in English; the reply is in German',
      );
      expect(within(result).queryByTestId('try-relevance')).toBeNull();
      const sources = within(result).getAllByTestId('try-source');
      expect(sources.map((s) => s.getAttribute('data-number'))).toEqual(['1', '2']);
      expect(sources[1]).toHaveTextContent('[2]shipping.md · Delivery times');
      expect(sources[1]).toHaveTextContent('Orders leave the warehouse within two working days.');

      const [call] = api.callsTo('POST', '/prompt/try');
      const body = call?.body as PromptTryBody;
      expect(body.config).toMatchObject({
        tone: 'Casual',
        language: 'Same as the sender',
        signature: SAVED.signature,
      });
      expect(body.subject).toBe('Question about my order');
      expect(body.body).toMatch(/^Hello,\n\nI ordered a desk/);
      // Trying stores nothing.
      expect(api.callsTo('POST', '/prompt/set')).toEqual([]);
    },
    UI_TIMEOUT,
  );

  it(
    'Try it says why a reply about something else is not grounded, and what is left for a colleague',
    async () => {
      const reason =
        'The reply does not answer "can I still change the delivery address?", nor says a colleague will.';
      const { app } = await openPage({
        'POST /prompt/try': () =>
          json(200, {
            ...REPLY,
            grounded: false,
            relevance: reason,
            units_left: ['Do you accept PayPal?'],
          }),
      });
      await app.user.click(screen.getByRole('button', { name: /Try it/ }));
      const result = await screen.findByTestId('try-result');
      expect(within(result).getByText('Not grounded')).toBeInTheDocument();
      expect(within(result).getByTestId('try-relevance')).toHaveTextContent(
        `Does not answer what was asked: ${reason}`,
      );
      expect(within(result).getByTestId('try-units-left')).toHaveTextContent(
        'Left for a colleague: Do you accept PayPal?',
      );
    },
    UI_TIMEOUT,
  );

  it(
    'Try it needs an email to answer and says when it fails',
    async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { api, app } = await openPage({
        'POST /prompt/try': () => json(500, { error: 'Internal error' }),
      });
      await app.user.clear(screen.getByLabelText('Email'));
      await app.user.click(screen.getByRole('button', { name: /Try it/ }));
      expect(await screen.findByText('Please enter an email to answer.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/prompt/try')).toEqual([]);

      await app.user.click(screen.getByLabelText('Email'));
      await app.user.paste('Do you ship to Norway?');
      await app.user.click(screen.getByRole('button', { name: /Try it/ }));
      expect(await screen.findByText('Failed to generate reply.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/prompt/try')).toHaveLength(1);
      expect(screen.queryByTestId('try-result')).toBeNull();
      error.mockRestore();
    },
    UI_TIMEOUT,
  );
});

describe('prompt configuration limits', () => {
  type Schema = { properties: Record<string, { maxLength?: number }> };
  const schemas = openapi.components.schemas as unknown as Record<string, Schema>;

  it("are the gateway's (OpenAPI maxLength of PromptFields and PromptTryBody)", () => {
    const fields = schemas.PromptFields?.properties ?? {};
    for (const [name, max] of Object.entries(TEXT_LIMITS)) {
      expect([name, fields[name]?.maxLength]).toEqual([name, max]);
    }
    const sample = schemas.PromptTryBody?.properties ?? {};
    expect(sample.subject?.maxLength).toBe(SAMPLE_LIMITS.subject);
    expect(sample.body?.maxLength).toBe(SAMPLE_LIMITS.body);
  });
});
