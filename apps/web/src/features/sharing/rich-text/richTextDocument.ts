// The rich-text document of a shared file's description (spec part 1 §3 "Rich text"): blocks
// paragraph, bulleted-list and numbered-list (of list-items), inline links (url, children), text
// leaves with bold and italic flags. Stored as this JSON; read back through `readRichText`, which
// keeps only these shapes, so whatever a stored document holds, only known elements reach the page.
import {
  richTextToPlainText,
  type RichTextBlock,
  type RichTextDocument,
  type RichTextInline,
  type RichTextLeaf,
  type RichTextListItem,
} from '@asperity/contract';
import { linkHref } from './linkRule.ts';

export type { RichTextBlock, RichTextDocument, RichTextInline, RichTextLeaf };

export const emptyRichText = (): RichTextDocument => [{ type: 'paragraph', children: [{ text: '' }] }];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readLeaf(value: unknown): RichTextLeaf | null {
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  const leaf: RichTextLeaf = { text: value.text };
  if (value.bold === true) leaf.bold = true;
  if (value.italic === true) leaf.italic = true;
  return leaf;
}

function readInlines(value: unknown): RichTextInline[] {
  const children: RichTextInline[] = [];
  if (Array.isArray(value)) {
    for (const child of value) {
      if (isRecord(child) && child.type === 'link') {
        const text = readInlines(child.children).flatMap((c) => ('type' in c ? c.children : [c]));
        // An imported link keeps its address only if it passes the rule (spec part 1 §5).
        if (typeof child.url === 'string' && linkHref(child.url) !== null) {
          children.push({
            type: 'link',
            url: child.url.trim(),
            children: text.length ? text : [{ text: '' }],
          });
        } else children.push(...text);
        continue;
      }
      const leaf = readLeaf(child);
      if (leaf) children.push(leaf);
    }
  }
  return children.length ? children : [{ text: '' }];
}

/** The known part of a stored document; an unreadable one is an empty paragraph. */
export function readRichText(value: unknown): RichTextDocument {
  const blocks: RichTextDocument = [];
  if (Array.isArray(value)) {
    for (const block of value) {
      if (!isRecord(block)) continue;
      if (block.type === 'bulleted-list' || block.type === 'numbered-list') {
        const items: RichTextListItem[] = Array.isArray(block.children)
          ? block.children
              .filter(isRecord)
              .map((item) => ({ type: 'list-item' as const, children: readInlines(item.children) }))
          : [];
        if (items.length) blocks.push({ type: block.type, children: items });
      } else if (block.type === 'paragraph' || block.type === 'list-item') {
        blocks.push({ type: 'paragraph', children: readInlines(block.children) });
      }
    }
  }
  return blocks.length ? blocks : emptyRichText();
}

/** The document's words without formatting ("is it empty?", meta descriptions). */
export const richTextPlain = (document: RichTextDocument): string => richTextToPlainText(document);
