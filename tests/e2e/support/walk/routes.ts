import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../product.js';

/** Who may open a route (frontend/src/app/routes.tsx): anyone, guests only, or signed in only. */
export type Access = 'public' | 'guest' | 'signed-in';

export interface WalkRoute {
  /** The route's path in the router ('' for the index, '*' for the not-found fallback). */
  route: string;
  /** What the walk opens (under /winzmail). */
  path: string;
  access: Access;
  /** The page is drawn when this is visible (its own heading unless said otherwise). */
  ready: string;
  /** The page shows data from the organisation: walked again for the organisation with data. */
  orgData?: boolean;
}

const H1 = 'main h1';
/** A guest page is drawn with its captcha; a signed-in user is sent on to the Dashboard. */
const GUEST = 'altcha-widget .altcha, .dashboard h1';

/** Every route of the web app, as the walk opens it. `{orgId}` is the signed-in organisation's. */
export const WALK_ROUTES: readonly WalkRoute[] = [
  { route: '', path: '/', access: 'public', ready: H1 },
  { route: 'features', path: '/features', access: 'public', ready: H1 },
  { route: 'pricing', path: '/pricing', access: 'public', ready: '[data-testid="plan-grid"]' },
  { route: 'contact', path: '/contact', access: 'public', ready: H1 },
  { route: 'login', path: '/login', access: 'guest', ready: GUEST },
  { route: 'register', path: '/register', access: 'guest', ready: GUEST },
  { route: 'forgot-password', path: '/forgot-password', access: 'guest', ready: H1 },
  // Opened from mailed links: without a token they say the link is not usable.
  { route: 'reset-password', path: '/reset-password', access: 'public', ready: H1 },
  { route: 'confirm-email', path: '/confirm-email', access: 'public', ready: H1 },
  { route: '*', path: '/no-such-page', access: 'public', ready: H1 },
  { route: 'privacy-policy', path: '/privacy-policy', access: 'public', ready: H1 },
  { route: 'dashboard', path: '/dashboard', access: 'signed-in', ready: H1, orgData: true },
  { route: 'emails', path: '/emails', access: 'signed-in', ready: H1, orgData: true },
  { route: 'replay', path: '/replay', access: 'signed-in', ready: H1, orgData: true },
  { route: 'documents', path: '/documents', access: 'signed-in', ready: H1, orgData: true },
  {
    route: 'knowledge-gaps',
    path: '/knowledge-gaps',
    access: 'signed-in',
    ready: H1,
    orgData: true,
  },
  { route: 'chat', path: '/chat', access: 'signed-in', ready: H1, orgData: true },
  { route: 'email-config', path: '/email-config', access: 'signed-in', ready: H1, orgData: true },
  {
    route: 'outlook-email-config',
    path: '/outlook-email-config',
    access: 'signed-in',
    ready: H1,
    orgData: true,
  },
  { route: 'prompt-config', path: '/prompt-config', access: 'signed-in', ready: H1, orgData: true },
  {
    route: 'chatbot-plugin',
    path: '/chatbot-plugin',
    access: 'signed-in',
    ready: H1,
    orgData: true,
  },
  { route: 'subscription', path: '/subscription', access: 'signed-in', ready: H1, orgData: true },
  { route: 'instruction', path: '/instruction', access: 'signed-in', ready: H1 },
  { route: 'account/data', path: '/account/data', access: 'signed-in', ready: H1, orgData: true },
  { route: 'profile', path: '/profile', access: 'signed-in', ready: H1, orgData: true },
  // Without an organisation it waits ('Loading chatbot…'); with one it is the visitor's chat.
  { route: 'chat-widget', path: '/chat-widget', access: 'public', ready: 'main [role="status"]' },
  {
    route: 'chat-widget',
    path: '/chat-widget?orgId={orgId}',
    access: 'public',
    ready: '[data-testid="chat-input"]',
    orgData: true,
  },
];

/**
 * The route paths the router declares (the `path:` and index entries of routes.tsx and of
 * signedInRoutes.tsx, the signed-in layout's pages).
 */
export function routerPaths(): string[] {
  const source = ['routes.tsx', 'signedInRoutes.tsx']
    .map((file) => readFileSync(join(REPO_ROOT, 'frontend/src/app', file), 'utf8'))
    .join('\n');
  const paths = [...source.matchAll(/\bpath:\s*'([^']*)'/g)].map((m) => m[1] as string);
  // An index route is its parent's path: the landing page's is ''.
  const index = /\bindex:\s*true/.test(source) ? [''] : [];
  return [...new Set([...index, ...paths])].sort();
}
