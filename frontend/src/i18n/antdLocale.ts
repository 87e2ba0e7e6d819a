import type { Locale } from 'antd/es/locale';
import type { LanguageCode } from './languages';

type Loader = () => Promise<{ default: Locale }>;

/** antd's own texts per language; Telugu and Swahili have none in antd and use English. */
const loaders: Partial<Record<LanguageCode, Loader>> = {
  ar: () => import('antd/locale/ar_EG'),
  hi: () => import('antd/locale/hi_IN'),
  zh: () => import('antd/locale/zh_CN'),
  fr: () => import('antd/locale/fr_FR'),
  de: () => import('antd/locale/de_DE'),
  he: () => import('antd/locale/he_IL'),
  es: () => import('antd/locale/es_ES'),
  ta: () => import('antd/locale/ta_IN'),
  por: () => import('antd/locale/pt_BR'),
  kn: () => import('antd/locale/kn_IN'),
  ml: () => import('antd/locale/ml_IN'),
  cz: () => import('antd/locale/cs_CZ'),
};

/** English: antd's built-in default (undefined), so no locale file is loaded for it. */
export const defaultAntdLocale: Locale | undefined = undefined;

/** The locales loaded so far: a language's is read at once once it is here. */
const loaded = new Map<LanguageCode, Locale | undefined>();

/** The language's antd locale when it has been loaded (`{ locale }`), else undefined. */
export function antdLocaleIfLoaded(code: LanguageCode): { locale: Locale | undefined } | undefined {
  return loaded.has(code) ? { locale: loaded.get(code) } : undefined;
}

export async function loadAntdLocale(code: LanguageCode): Promise<Locale | undefined> {
  const loader = loaders[code];
  let locale: Locale | undefined;
  try {
    locale = loader ? (await loader()).default : undefined;
  } catch (error) {
    console.error(`Could not load antd texts for "${code}"`, error);
    return undefined;
  }
  loaded.set(code, locale);
  return locale;
}
