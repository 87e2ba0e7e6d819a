import type { RouteObject } from 'react-router';
import { page } from './page';

/**
 * The pages inside the signed-in layout (routes.tsx), apart so that the build can tell them from
 * the public ones (vite.config.ts gathers what only the signed-in layout uses into its chunk).
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(
      () => import('../features/dashboard/DashboardPage'),
      ['dashboard', 'documents', 'accounts'],
    ),
  },
  {
    path: 'emails',
    lazy: page(() => import('../features/inbox/InboxPage'), ['inbox']),
  },
  {
    path: 'replay',
    lazy: page(() => import('../features/replay/ReplayPage'), ['chat', 'documents']),
  },
  {
    path: 'documents',
    lazy: page(() => import('../features/documents/DocumentsPage'), ['documents']),
  },
  {
    path: 'knowledge-gaps',
    lazy: page(() => import('../features/knowledge-gaps/KnowledgeGapsPage')),
  },
  {
    path: 'chat',
    lazy: page(() => import('../features/chat/ChatPage'), ['chat', 'documents']),
  },
  {
    path: 'email-config',
    lazy: page(
      () => import('../features/email-config/EmailConfigPage'),
      ['mailSetup', 'accounts', 'chat', 'documents'],
    ),
  },
  {
    path: 'outlook-email-config',
    lazy: page(
      () => import('../features/outlook-config/OutlookConfigPage'),
      ['mailSetup', 'accounts'],
    ),
  },
  {
    path: 'prompt-config',
    lazy: page(() => import('../features/prompt-config/PromptConfigPage'), ['promptConfig']),
  },
  {
    path: 'chatbot-plugin',
    lazy: page(() => import('../features/chatbot-plugin/ChatbotPluginPage'), ['chatbotPlugin']),
  },
  {
    path: 'subscription',
    lazy: page(
      () => import('../features/subscription/SubscriptionPage'),
      ['subscription', 'accounts'],
    ),
  },
  {
    path: 'instruction',
    lazy: page(
      () => import('../features/instruction/InstructionPage'),
      ['instruction', 'mailSetup'],
    ),
  },
  {
    path: 'account/data',
    lazy: page(() => import('../features/account-data/AccountDataPage'), ['auth']),
  },
  {
    path: 'profile',
    lazy: page(() => import('../features/account/ProfilePage'), ['auth']),
  },
];
