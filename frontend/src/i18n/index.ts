import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '../config';
import { loadAntdLocale } from './antdLocale';
import type { TextArea } from './areas';
import type { LanguageCode } from './languages';
import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo } from './languages';
import { loadTextArea } from './textLoaders';

export const i18n = i18next.createInstance();

export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Texts come in parts (areas.ts), each loaded once per language: the core at start, the others
 * as the routes that use them are opened (loadTexts). A language switch loads every part opened
 * so far before switching, so no text is missing for a moment.
 */
const wanted = new Set<TextArea>(['core']);
const loading = new Map<string, Promise<void>>();
/** The language being switched to (or shown): parts asked for meanwhile load in it. */
let target: LanguageCode = DEFAULT_LANGUAGE;

function ensureArea(code: LanguageCode, area: TextArea): Promise<void> {
  const key = `${code}/${area}`;
  let done = loading.get(key);
  if (!done) {
    done = loadTextArea(code, area).then((texts) => {
      i18n.addResourceBundle(code, 'translation', texts, true, true);
    });
    // A failed load may be tried again (the next route, the next switch).
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  await Promise.all([...wanted].map((area) => ensureArea(code, area)));
}

/** A route's parts of the texts, in the language shown; resolves when they are in. */
export async function loadTexts(areas: readonly TextArea[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  try {
    await Promise.all(areas.map((area) => ensureArea(target, area)));
  } catch (error) {
    // The page still opens; its missing texts are logged (missingKeyHandler) and show as keys.
    console.error(`Could not load texts ${areas.join(', ')} for "${target}"`, error);
  }
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
  // Set first: parts the first route asks for while this loads come in this language.
  target = initial;
  // antd's texts too, before the switch: a locale arriving after the page has drawn remounts it
  // (antd's ConfigProvider), and a control found on the page is gone under a click.
  const antd = loadAntdLocale(initial);
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
    target = code;
    await ensureLoaded(code);
  }
  await antd;
  await i18n.changeLanguage(code);
  applyDocumentLanguage(code);
  return i18n;
}

/** The language switcher's action: load, switch, persist under app-language. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  target = code;
  await Promise.all([ensureLoaded(code), loadAntdLocale(code)]);
  await i18n.changeLanguage(code);
  window.localStorage.setItem(LANGUAGE_KEY, code);
  applyDocumentLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const value = i18n.language;
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}
