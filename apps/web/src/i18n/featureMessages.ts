// Every feature may bring its texts in `features/<name>/messages.ts` (or, for the parts of a large
// feature such as the editor, `features/<name>/<part>/messages.ts` or one level deeper, e.g.
// `features/editor/analysis/psd/messages.ts`); they are found here so a new
// feature needs no registration.
import type { Locale } from '@asperity/contract';

type Catalogue = Readonly<Record<string, string>>;
export type FeatureMessages = Readonly<Partial<Record<Locale, Catalogue>>>;

interface FeatureMessagesModule {
  readonly messages?: FeatureMessages;
}

const modules = import.meta.glob<FeatureMessagesModule>(
  ['../features/*/messages.ts', '../features/*/*/messages.ts', '../features/*/*/*/messages.ts'],
  { eager: true },
);

export const featureMessages: readonly FeatureMessages[] = Object.keys(modules)
  .sort()
  .map((path) => modules[path]?.messages)
  .filter((messages): messages is FeatureMessages => messages !== undefined);
