import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import AdaptiveLayout from './AdaptiveLayout';
import { page } from './page';
import { GuestOnly, RequireAuth } from './guards';
import Root from './Root';
import RouteError from './RouteError';
import { signedInRoutes } from './signedInRoutes';

/** The route table of spec section 2, relative to the basename /winzmail. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        lazy: page(() => import('./layout/PublicLayout'), ['public', 'auth']),
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
          {
            index: true,
            lazy: page(() => import('../features/privacy-policy/PrivacyPolicyPage'), ['privacy']),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./layout/AppLayout')),
            children: signedInRoutes,
          },
        ],
      },
      {
        path: 'chat-widget',
        lazy: page(() => import('../features/chat-widget/ChatWidgetPage'), ['chat', 'documents']),
      },
    ],
  },
];
