// A stored description rendered as React elements (never as HTML): text is text, whatever it
// contains, and a link gets an href only when its address passes the link rule.
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { linkHref } from './linkRule.ts';
import { readRichText, type RichTextInline, type RichTextLeaf } from './richTextDocument.ts';

function Leaf({ leaf }: { leaf: RichTextLeaf }) {
  let content: ReactNode = leaf.text;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <>{content}</>;
}

function Inlines({ nodes }: { nodes: readonly RichTextInline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (!('type' in node)) return <Leaf key={index} leaf={node} />;
        const href = linkHref(node.url);
        const text = node.children.map((leaf, i) => <Leaf key={i} leaf={leaf} />);
        if (!href) return <span key={index}>{text}</span>;
        return (
          <Link key={index} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {text}
          </Link>
        );
      })}
    </>
  );
}

export interface RichTextViewProps {
  /** The stored document (any JSON; unknown parts are dropped). */
  readonly document: unknown;
}

export function RichTextView({ document }: RichTextViewProps) {
  const blocks = readRichText(document);
  return (
    <Box data-testid="rich-text" sx={{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}>
      {blocks.map((block, index) => {
        if (block.type === 'paragraph') {
          return (
            <p key={index}>
              <Inlines nodes={block.children} />
            </p>
          );
        }
        const items = block.children.map((item, i) => (
          <li key={i}>
            <Inlines nodes={item.children} />
          </li>
        ));
        return block.type === 'numbered-list' ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
      })}
    </Box>
  );
}
