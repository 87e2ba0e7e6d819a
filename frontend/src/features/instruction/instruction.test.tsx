import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, signedInRoutes } from '../../test/api';
import { preloadRoutes } from '../../test/preload';
import { renderApp } from '../../test/renderApp';

beforeAll(async () => {
  await preloadRoutes();
  await import('./InstructionPage');
}, 60_000);

async function openPage() {
  mockApi(signedInRoutes());
  const app = renderApp('/instruction', { token: 'tok' });
  await screen.findByRole('heading', { level: 1, name: 'Setup instructions' });
  return { app, page: screen.getByTestId('instruction-page') };
}

describe('setup instructions', () => {
  it('shows the chatbot setup in three steps', async () => {
    const { page } = await openPage();
    const chatbot = within(page).getByTestId('instruction-chatbot');
    expect(
      within(chatbot).getByRole('heading', { level: 2, name: /AI Chatbot Setup/ }),
    ).toBeInTheDocument();
    expect(
      within(chatbot)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Upload the knowledge base', 'Configure behaviour', 'Deploy']);
    expect(chatbot).toHaveTextContent('PDF, TXT or DOCX');
    expect(chatbot).toHaveTextContent('the page is saved as a document');
    expect(chatbot).toHaveTextContent('You can add several documents.');
    expect(chatbot).toHaveTextContent('formal, friendly, professional or casual');
    expect(chatbot).toHaveTextContent('brief, detailed or comprehensive');
    expect(chatbot).toHaveTextContent('support, sales or information');
    expect(chatbot).toHaveTextContent('Topic restrictions');
    expect(chatbot).toHaveTextContent('Signature');
    expect(chatbot).toHaveTextContent('the main script, in the head of your site');
    expect(chatbot).toHaveTextContent('custom UI script for colours, position and styling');
  });

  it('explains the email setup and the three reply modes', async () => {
    const { page } = await openPage();
    const email = within(page).getByTestId('instruction-email');
    expect(
      within(email).getByRole('heading', { level: 2, name: /Auto Reply Email Setup/ }),
    ).toBeInTheDocument();
    expect(email).toHaveTextContent("reuse the chatbot's knowledge base and prompt");
    expect(email).toHaveTextContent('Gmail');
    expect(email).toHaveTextContent('brought back to the dashboard');
    expect(email).toHaveTextContent('Outlook');
    expect(email).toHaveTextContent('device code');

    const modes = within(page).getByTestId('instruction-modes');
    expect(within(modes).getByTestId('mode-auto')).toHaveTextContent(
      'AutoAI replies to all new emails instantly',
    );
    expect(within(modes).getByTestId('mode-draft')).toHaveTextContent(
      'DraftSaves replies as drafts for review',
    );
    expect(within(modes).getByTestId('mode-none')).toHaveTextContent(
      'No ReplyAI disabled, emails stay unanswered',
    );
  });

  it('links to Documents, Prompt Configuration, ChatBot Plugin and Email Configuration', async () => {
    const { app, page } = await openPage();
    const links = within(within(page).getByTestId('instruction-links')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Documents', '/winzmail/documents'],
      ['Prompt Configuration', '/winzmail/prompt-config'],
      ['ChatBot Plugin', '/winzmail/chatbot-plugin'],
      ['Email Configuration', '/winzmail/email-config'],
    ]);
    // Each step carries its own badge too.
    const chatbot = within(page).getByTestId('instruction-chatbot');
    expect(within(chatbot).getByRole('link', { name: 'Documents' })).toBeInTheDocument();
    expect(within(chatbot).getByRole('link', { name: 'Prompt Configuration' })).toBeInTheDocument();
    expect(within(chatbot).getByRole('link', { name: 'ChatBot Plugin' })).toBeInTheDocument();

    await app.user.click(links[2] as HTMLElement);
    await waitFor(() => expect(app.path()).toBe('/chatbot-plugin'));
  });
});
