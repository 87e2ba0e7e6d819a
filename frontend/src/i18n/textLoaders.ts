import type { TextArea } from './areas';
import type { LanguageCode } from './languages';

type Texts = Record<string, unknown>;
type Glob = Record<string, () => Promise<Texts>>;

// One chunk per language and part: `?area=` makes the build keep only that part's sections of
// the language's file (vite.config.ts). Globs need literal options, hence one line per part.
const globs: Record<TextArea, Glob> = {
  core: import.meta.glob<Texts>('./*.json', { query: '?area=core', import: 'default' }),
  public: import.meta.glob<Texts>('./*.json', { query: '?area=public', import: 'default' }),
  auth: import.meta.glob<Texts>('./*.json', { query: '?area=auth', import: 'default' }),
  privacy: import.meta.glob<Texts>('./*.json', { query: '?area=privacy', import: 'default' }),
  dashboard: import.meta.glob<Texts>('./*.json', { query: '?area=dashboard', import: 'default' }),
  inbox: import.meta.glob<Texts>('./*.json', { query: '?area=inbox', import: 'default' }),
  documents: import.meta.glob<Texts>('./*.json', { query: '?area=documents', import: 'default' }),
  accounts: import.meta.glob<Texts>('./*.json', { query: '?area=accounts', import: 'default' }),
  mailSetup: import.meta.glob<Texts>('./*.json', { query: '?area=mailSetup', import: 'default' }),
  instruction: import.meta.glob<Texts>('./*.json', {
    query: '?area=instruction',
    import: 'default',
  }),
  promptConfig: import.meta.glob<Texts>('./*.json', {
    query: '?area=promptConfig',
    import: 'default',
  }),
  chat: import.meta.glob<Texts>('./*.json', { query: '?area=chat', import: 'default' }),
  chatbotPlugin: import.meta.glob<Texts>('./*.json', {
    query: '?area=chatbotPlugin',
    import: 'default',
  }),
  subscription: import.meta.glob<Texts>('./*.json', {
    query: '?area=subscription',
    import: 'default',
  }),
};

/** One part of one language's texts. */
export function loadTextArea(code: LanguageCode, area: TextArea): Promise<Texts> {
  const load = globs[area][`./${code}.json`];
  if (!load) return Promise.reject(new Error(`no texts for language "${code}"`));
  return load();
}
