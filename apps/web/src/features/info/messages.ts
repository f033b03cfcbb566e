// Texts of the information pages, one module per language in i18n/. Japanese is complete
// (its type requires every English id); Chinese covers the titles, the help index and what the
// landing page shows, and falls back to English elsewhere.
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';
import { zh } from './i18n/zh.ts';

export const messages = { en, ja, zh } satisfies Record<'en' | 'ja' | 'zh', Record<string, string>>;
