import type { Locale } from '@asperity/contract';
import { de } from './de.ts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { zh } from './zh.ts';

export type { CommonMessageId } from './en.ts';

export const commonMessages: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en,
  ja,
  zh,
  de,
  ko,
};
