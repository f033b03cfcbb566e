// The description editor's commands: marks, lists and links on a Slate editor, and the plugin that
// turns a typed or pasted address into a link (spec part 1 §5). Links whose address fails the
// rule are never created.
import { Editor, Element, Range, Transforms, type Descendant } from 'slate';
import './slateTypes.ts';
import { isAllowedLinkUrl, storedLinkUrl } from './linkRule.ts';

export type Mark = 'bold' | 'italic';
export type ListType = 'bulleted-list' | 'numbered-list';

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isListActive(editor: Editor, type: ListType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (n) => Element.isElement(n) && n.type === type,
  });
  return match !== undefined;
}

export function toggleList(editor: Editor, type: ListType): void {
  const active = isListActive(editor, type);
  Transforms.unwrapNodes(editor, {
    match: (n) => Element.isElement(n) && (n.type === 'bulleted-list' || n.type === 'numbered-list'),
    split: true,
  });
  Transforms.setNodes(
    editor,
    { type: active ? 'paragraph' : 'list-item' },
    {
      match: (n) => Element.isElement(n) && (n.type === 'paragraph' || n.type === 'list-item'),
    },
  );
  if (!active) Transforms.wrapNodes(editor, { type, children: [] });
}

export function isLinkActive(editor: Editor): boolean {
  const [link] = Editor.nodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
  return link !== undefined;
}

export function unwrapLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
}

/** Makes the selection (or, when collapsed, the address itself) a link; false when refused. */
export function insertLink(editor: Editor, url: string, host?: string): boolean {
  const address = storedLinkUrl(url, host);
  if (address === null) return false;
  // No selection yet (the editor was never focused): the link goes at the end.
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  if (isLinkActive(editor)) unwrapLink(editor);
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link = { type: 'link' as const, url: address, children: collapsed ? [{ text: address }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link);
  else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

/**
 * Links are inline; a pasted address becomes a link; a typed address becomes one when the word
 * after it starts (space or Enter).
 */
export function withLinks(editor: Editor, host?: string): Editor {
  const { isInline, insertData, insertText, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);

  const linkWordBeforeCursor = () => {
    const { selection } = editor;
    if (!selection || !Range.isCollapsed(selection) || isLinkActive(editor)) return;
    const start = Editor.start(editor, selection.anchor.path);
    const before = Editor.string(editor, { anchor: start, focus: selection.anchor });
    const word = /(\S+)$/.exec(before)?.[1];
    // Only whole addresses (a scheme, or the site's host) become links while typing, not every "/path".
    const url = word && !word.startsWith('/') ? storedLinkUrl(word, host) : null;
    if (!word || url === null) return;
    const focus = selection.anchor;
    const anchor = { path: focus.path, offset: focus.offset - word.length };
    if (anchor.offset < 0) return;
    Transforms.select(editor, { anchor, focus });
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
    // Continue typing outside the link.
    Transforms.move(editor, { unit: 'offset' });
  };

  editor.insertText = (text, options) => {
    if (/^\s$/.test(text)) linkWordBeforeCursor();
    insertText(text, options);
  };
  editor.insertBreak = () => {
    linkWordBeforeCursor();
    insertBreak();
  };
  editor.insertData = (data) => {
    const text = data.getData('text/plain');
    if (text && isAllowedLinkUrl(text, host) && !/\s/.test(text.trim())) {
      insertLink(editor, text, host);
      return;
    }
    insertData(data);
  };
  return editor;
}

export type { Descendant };
