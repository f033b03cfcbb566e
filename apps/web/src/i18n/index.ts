export { I18nProvider, type I18nProviderProps } from './I18nProvider.tsx';
export { useLocale } from './useLocale.ts';
export type { LocaleState } from './LocaleContext.ts';
export { useSwitchLocale } from './useSwitchLocale.ts';
export { useLocaleQuerySync } from './useLocaleQuerySync.ts';
export { useDocumentTitle, useDefaultDocumentTitle } from './useDocumentTitle.ts';
export { buildMessages, type Messages } from './catalogue.ts';
export { initialLocale } from './initialLocale.ts';
export { planLocaleSwitch, withLangQuery, LANG_QUERY, type LocaleSwitch } from './localeSwitch.ts';
