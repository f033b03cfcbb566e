// Long information texts are data: a page is a list of sections, each a title and blocks of
// paragraphs and lists, every text an id of i18n/en.ts. Typing the ids as InfoMessageId makes a
// misspelt or deleted id a compile error instead of a raw id on the page.
import type { InfoMessageId } from './i18n/en.ts';

export type ArticleBlock =
  | { readonly kind: 'paragraph'; readonly id: InfoMessageId }
  | { readonly kind: 'list'; readonly ids: readonly InfoMessageId[] };

export interface ArticleSection {
  /** Stable anchor for links (`#key`) and React keys. */
  readonly key: string;
  readonly title: InfoMessageId;
  readonly blocks: readonly ArticleBlock[];
}

/** A link to another page, labelled with a message (a page title, usually). */
export interface RelatedLink {
  readonly to: string;
  readonly label: InfoMessageId;
}

/** Placeholder values of a page's messages; every message picks the ones it names. */
export type MessageValues = Readonly<Record<string, string | number>>;

export const paragraph = (id: InfoMessageId): ArticleBlock => ({ kind: 'paragraph', id });

export const list = (...ids: InfoMessageId[]): ArticleBlock => ({ kind: 'list', ids });

export const section = (key: string, title: InfoMessageId, ...blocks: ArticleBlock[]): ArticleSection => ({
  key,
  title,
  blocks,
});

/** Every message id a list of sections uses, for completeness tests. */
export function sectionMessageIds(sections: readonly ArticleSection[]): InfoMessageId[] {
  return sections.flatMap((s) => [
    s.title,
    ...s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.id] : b.ids)),
  ]);
}
