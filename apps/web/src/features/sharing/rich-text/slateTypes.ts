// Slate's element and text types for the description editor: exactly the rich-text document's
// nodes (richTextDocument.ts), so the editor's value is the stored JSON as it is.
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type {
  RichTextLeaf,
  RichTextLink,
  RichTextList,
  RichTextListItem,
  RichTextParagraph,
} from '@asperity/contract';

type SlateElement = RichTextParagraph | RichTextList | RichTextListItem | RichTextLink;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: SlateElement;
    Text: RichTextLeaf;
  }
}
