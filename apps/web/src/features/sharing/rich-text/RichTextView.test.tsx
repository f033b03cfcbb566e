import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRichText, richTextPlain } from './richTextDocument.ts';
import { RichTextView } from './RichTextView.tsx';

describe('RichTextView', () => {
  it('renders paragraphs, lists, marks and links as elements', () => {
    const { container } = render(
      <RichTextView
        document={[
          {
            type: 'paragraph',
            children: [
              { text: 'A ' },
              { text: 'bold', bold: true },
              { text: ' and ' },
              { text: 'italic', italic: true },
            ],
          },
          {
            type: 'bulleted-list',
            children: [
              { type: 'list-item', children: [{ text: 'one' }] },
              { type: 'list-item', children: [{ text: 'two' }] },
            ],
          },
          {
            type: 'numbered-list',
            children: [
              {
                type: 'list-item',
                children: [{ type: 'link', url: 'https://example.org/x', children: [{ text: 'site' }] }],
              },
            ],
          },
        ]}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    const link = screen.getByRole('link', { name: 'site' });
    expect(link.getAttribute('href')).toBe('https://example.org/x');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('ol > li a')).toBe(link);
  });

  it('shows markup inside text as text, never as HTML', () => {
    const { container } = render(
      <RichTextView
        document={[
          {
            type: 'paragraph',
            children: [{ text: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }],
          },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('drops the href of links that fail the rule and ignores unknown nodes and attributes', () => {
    const { container } = render(
      <RichTextView
        document={[
          {
            type: 'paragraph',
            onclick: 'alert(1)',
            children: [
              { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'click me' }] },
              { type: 'image', src: 'https://evil.example/x.png', children: [{ text: '' }] },
              { text: 'tail', style: 'color:red', dangerouslySetInnerHTML: { __html: '<b>x</b>' } },
            ],
          },
          { type: 'script', children: [{ text: 'hidden' }] },
          '<b>raw</b>',
        ]}
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('click metail');
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('reads an unreadable document as one empty paragraph', () => {
    expect(readRichText('not a document')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(richTextPlain(readRichText(null))).toBe('');
  });
});
