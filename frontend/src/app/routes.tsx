import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import AdaptiveLayout from './AdaptiveLayout';
import { GuestOnly, RequireAuth } from './guards';
import Root from './Root';
import RouteError from './RouteError';

type PageModule = { default: ComponentType };

/** Every page is its own chunk, loaded when its route matches. */
function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

/** The route table of spec section 2, relative to the basename /winzmail. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        lazy: page(() => import('./layout/PublicLayout')),
        children: [
          { index: true, lazy: page(() => import('../features/landing/LandingPage')) },
          {
            path: 'features',
            lazy: page(() => import('../features/product-features/FeaturesPage')),
          },
          { path: 'pricing', lazy: page(() => import('../features/pricing/PricingPage')) },
          { path: 'contact', lazy: page(() => import('../features/contact/ContactPage')) },
          {
            Component: GuestOnly,
            children: [
              { path: 'login', lazy: page(() => import('../features/auth/LoginPage')) },
              { path: 'register', lazy: page(() => import('../features/auth/RegisterPage')) },
              {
                path: 'forgot-password',
                lazy: page(() => import('../features/account/ForgotPasswordPage')),
              },
            ],
          },
          // Opened from mailed links, signed in or not.
          {
            path: 'reset-password',
            lazy: page(() => import('../features/account/ResetPasswordPage')),
          },
          {
            path: 'confirm-email',
            lazy: page(() => import('../features/account/ConfirmEmailPage')),
          },
          { path: '*', lazy: page(() => import('../features/not-found/NotFoundPage')) },
        ],
      },
      {
        path: 'privacy-policy',
        Component: AdaptiveLayout,
        children: [
          { index: true, lazy: page(() => import('../features/privacy-policy/PrivacyPolicyPage')) },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./layout/AppLayout')),
            children: [
              {
                path: 'dashboard',
                lazy: page(() => import('../features/dashboard/DashboardPage')),
              },
              { path: 'emails', lazy: page(() => import('../features/inbox/InboxPage')) },
              { path: 'replay', lazy: page(() => import('../features/replay/ReplayPage')) },
              {
                path: 'documents',
                lazy: page(() => import('../features/documents/DocumentsPage')),
              },
              {
                path: 'knowledge-gaps',
                lazy: page(() => import('../features/knowledge-gaps/KnowledgeGapsPage')),
              },
              { path: 'chat', lazy: page(() => import('../features/chat/ChatPage')) },
              {
                path: 'email-config',
                lazy: page(() => import('../features/email-config/EmailConfigPage')),
              },
              {
                path: 'outlook-email-config',
                lazy: page(() => import('../features/outlook-config/OutlookConfigPage')),
              },
              {
                path: 'prompt-config',
                lazy: page(() => import('../features/prompt-config/PromptConfigPage')),
              },
              {
                path: 'chatbot-plugin',
                lazy: page(() => import('../features/chatbot-plugin/ChatbotPluginPage')),
              },
              {
                path: 'subscription',
                lazy: page(() => import('../features/subscription/SubscriptionPage')),
              },
              {
                path: 'instruction',
                lazy: page(() => import('../features/instruction/InstructionPage')),
              },
              {
                path: 'account/data',
                lazy: page(() => import('../features/account-data/AccountDataPage')),
              },
              { path: 'profile', lazy: page(() => import('../features/account/ProfilePage')) },
            ],
          },
        ],
      },
      { path: 'chat-widget', lazy: page(() => import('../features/chat-widget/ChatWidgetPage')) },
    ],
  },
];
