/**
 * The texts of each language (one file per language, `en.json`…) are sent in parts: the core,
 * which every page uses, when the app starts, and each other part with the routes that use it
 * (routes.tsx names them). A part is a list of the files' top-level sections; each section is in
 * exactly one part (the build checks it, vite.config.ts).
 */
export const TEXT_AREAS = {
  core: [
    'app',
    'common',
    'language',
    'nav',
    'footer',
    'notFound',
    'error',
    'layout',
    'pages',
    'plans',
    'account',
    'accountData',
    // The sidebar's labels for these two pages are their titles.
    'replay',
    'gaps',
    'chatWidget',
    'handoff',
  ],
  public: ['landing', 'featuresPage', 'pricing', 'contact'],
  auth: ['auth', 'captcha'],
  privacy: ['privacy'],
  dashboard: ['dashboard'],
  inbox: ['inbox'],
  documents: ['documents'],
  mailSetup: ['emailConfig', 'outlook', 'pluginUsers'],
  accounts: ['accounts'],
  instruction: ['instruction'],
  promptConfig: ['promptConfig'],
  chat: ['chat'],
  chatbotPlugin: ['chatbotPlugin'],
  subscription: ['subscription'],
} as const satisfies Record<string, readonly string[]>;

export type TextArea = keyof typeof TEXT_AREAS;

/** Only the sections of one part of a language's texts. */
export function areaOf(texts: Record<string, unknown>, area: TextArea): Record<string, unknown> {
  const sections: readonly string[] = TEXT_AREAS[area];
  return Object.fromEntries(Object.entries(texts).filter(([key]) => sections.includes(key)));
}
