import type { Locale } from 'antd/es/locale';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { i18n } from '../i18n';
import { antdLocaleIfLoaded, defaultAntdLocale, loadAntdLocale } from '../i18n/antdLocale';
import { isLanguageCode, languageInfo } from '../i18n/languages';
import type { AppStore } from './store';
import { useReducedMotion } from '../lib/useReducedMotion';
import { theme } from './theme';

const stillTheme = { ...theme, token: { ...theme.token, motion: false } };

const Toaster = lazy(() => import('./Toaster'));

/** Loads the toaster the first time a toast is raised. */
function ToastHost() {
  const used = useSelector((state: { toasts: { used: boolean } }) => state.toasts.used);
  return used ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const code = isLanguageCode(instance.language) ? instance.language : 'en';
  const info = languageInfo(code);
  // Loaded with the language's texts (initI18n, setLanguage), so the first drawing has it.
  const known = antdLocaleIfLoaded(code);
  const [loadedLocale, setLocale] = useState<Locale | undefined>(
    known ? known.locale : defaultAntdLocale,
  );
  const locale = known ? known.locale : loadedLocale;
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    let live = true;
    void loadAntdLocale(code).then((loaded) => {
      if (live) setLocale(loaded);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <ConfigProvider direction={info.dir} locale={locale} theme={reducedMotion ? stillTheme : theme}>
      {children}
      <ToastHost />
    </ConfigProvider>
  );
}

/** Redux store, i18n, antd theme and direction (right-to-left for Arabic and Hebrew). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </I18nextProvider>
    </Provider>
  );
}
