// react-intl with the locale of the page, its merged catalogue, and <html lang> kept in step.
import { defaultLocale, type EnabledLocale } from '@asperity/contract';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { buildMessages } from './catalogue.ts';
import { initialLocale } from './initialLocale.ts';
import { LocaleContext, type LocaleState } from './LocaleContext.ts';

export interface I18nProviderProps {
  readonly children: ReactNode;
  /** Tests fix the locale; the app reads it from the address. */
  readonly locale?: EnabledLocale;
}

// Every catalogue has English underneath, so a missing id is a programming error worth seeing
// while developing and console noise in production. Formatting errors are always real bugs.
const onError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (!import.meta.env.PROD) console.warn(error.message);
    return;
  }
  console.error(error);
};

export function I18nProvider({ children, locale: fixed }: I18nProviderProps) {
  const [locale, setLocale] = useState<EnabledLocale>(() => fixed ?? initialLocale());
  const messages = useMemo(() => buildMessages(locale), [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const state = useMemo<LocaleState>(() => ({ locale, setLocale }), [locale]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
