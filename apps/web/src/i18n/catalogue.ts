// The message table of one locale: common app texts, the contract's error messages (`error.<code>`)
// and every feature's texts. English goes in first and each locale overlays it, so a missing
// translation shows the English text instead of an id.
import { defaultLocale, errorMessages, type Locale } from '@asperity/contract';
import { featureMessages, type FeatureMessages } from './featureMessages.ts';
import { commonMessages } from './messages/index.ts';

export type Messages = Readonly<Record<string, string>>;

function layer(locale: Locale, features: readonly FeatureMessages[]): Record<string, string> {
  const table: Record<string, string> = { ...commonMessages[locale], ...errorMessages[locale] };
  for (const feature of features) Object.assign(table, feature[locale]);
  return table;
}

export function buildMessages(
  locale: Locale,
  features: readonly FeatureMessages[] = featureMessages,
): Messages {
  if (locale === defaultLocale) return layer(locale, features);
  return { ...layer(defaultLocale, features), ...layer(locale, features) };
}
