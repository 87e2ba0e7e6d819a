import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '../config';
import type { LanguageCode } from './languages';
import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo } from './languages';

type Resource = Record<string, unknown>;

/**
 * Every language, English too, is its own chunk, loaded when chosen: a page loads the texts of
 * its language only (there is no fallback language to load beside it).
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Resource }>> = {
  en: () => import('./en.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
  hi: () => import('./hi.json', { with: { type: 'json' } }),
  zh: () => import('./zh.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  de: () => import('./de.json', { with: { type: 'json' } }),
  he: () => import('./he.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
  tel: () => import('./tel.json', { with: { type: 'json' } }),
  por: () => import('./por.json', { with: { type: 'json' } }),
  kn: () => import('./kn.json', { with: { type: 'json' } }),
  ml: () => import('./ml.json', { with: { type: 'json' } }),
  cz: () => import('./cz.json', { with: { type: 'json' } }),
  sw: () => import('./sw.json', { with: { type: 'json' } }),
};

export const i18n = i18next.createInstance();

export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const resource = await loaders[code]();
  i18n.addResourceBundle(code, 'translation', resource.default, true, true);
}

/** <html lang dir>: Arabic and Hebrew switch the whole document to right-to-left. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}

/**
 * Numbers in texts ("{{days}} days left") in the language's own digits and separators (Arabic
 * digits in Arabic); min2 grouping keeps a year as 2026, not 2,026. Other values as given.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) =>
    typeof value === 'number' && Number.isFinite(value)
      ? new Intl.NumberFormat(languageInfo(lng).tag, { useGrouping: 'min2' }).format(value)
      : // Strings and the rest are interpolated as given.
        (value as string),
};

/** Starts i18next with the stored language (default en). Resolves when its texts are loaded. */
export async function initI18n(initial: LanguageCode = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    // An empty store: each language is added as it is loaded.
    await i18n
      .use(numberFormatter)
      .use(initReactI18next)
      .init({
        lng: DEFAULT_LANGUAGE,
        // No fallback: a key missing from a language is logged and the key itself is shown.
        fallbackLng: false,
        resources: {},
        partialBundledLanguages: true,
        // Every value goes through numberFormatter (above).
        interpolation: { escapeValue: false, alwaysFormat: true },
        returnNull: false,
        saveMissing: true,
        missingKeyHandler: (lngs, _ns, key) => {
          console.warn(`Missing translation key "${key}" (${lngs.join(', ')})`);
        },
        react: { useSuspense: false },
      });
  }
  let code = initial;
  try {
    await ensureLoaded(code);
  } catch (error) {
    console.error(`Could not load language "${code}", using English`, error);
    code = DEFAULT_LANGUAGE;
    await ensureLoaded(code);
  }
  await i18n.changeLanguage(code);
  applyDocumentLanguage(code);
  return i18n;
}

/** The language switcher's action: load, switch, persist under app-language. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  await ensureLoaded(code);
  await i18n.changeLanguage(code);
  window.localStorage.setItem(LANGUAGE_KEY, code);
  applyDocumentLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const value = i18n.language;
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}
