import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_MAX_CHARS,
  fileShareBodySchema,
  isAllowedRichTextUrl,
  richTextDocumentSchema,
  richTextToPlainText,
  sharedFilePath,
} from './sharing.ts';

describe('rich-text links (spec part 1 §5)', () => {
  it.each(['http://example.org', 'https://example.org/a?b=1#c', 'HTTPS://EXAMPLE.ORG:8443/x', '/s/abc/slug'])(
    'keeps %s',
    (url) => expect(isAllowedRichTextUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'mailto:a@b.c',
    '//evil.example/x',
    'example.org',
    'http://',
    'http://user@evil.example',
    'https://a b.example',
    '',
  ])('refuses %s', (url) => expect(isAllowedRichTextUrl(url)).toBe(false));
});

describe('rich-text document', () => {
  const document = [
    { type: 'paragraph', children: [{ text: 'Ring ' }, { text: 'gauge', bold: true }] },
    {
      type: 'numbered-list',
      children: [
        { type: 'list-item', children: [{ text: 'first', italic: true }] },
        {
          type: 'list-item',
          children: [{ type: 'link', url: 'https://example.org', children: [{ text: 'second' }] }],
        },
      ],
    },
  ];

  it('parses paragraphs, lists, links and marks and gives their plain text', () => {
    const parsed = richTextDocumentSchema.parse(document);
    expect(richTextToPlainText(parsed)).toBe('Ring gauge\nfirst\nsecond');
  });

  it('refuses a javascript: link, unknown blocks and HTML-carrying keys', () => {
    expect(
      richTextDocumentSchema.safeParse([
        { type: 'paragraph', children: [{ type: 'link', url: 'javascript:x', children: [{ text: 'a' }] }] },
      ]).success,
    ).toBe(false);
    expect(richTextDocumentSchema.safeParse([{ type: 'script', children: [{ text: 'a' }] }]).success).toBe(
      false,
    );
    expect(
      richTextDocumentSchema.safeParse([{ type: 'paragraph', children: [{ text: 'a', html: '<b>' }] }])
        .success,
    ).toBe(false);
  });

  it('refuses more text than RICH_TEXT_MAX_CHARS with description-too-long', () => {
    const long = [
      { type: 'paragraph', children: [{ text: 'a'.repeat(RICH_TEXT_MAX_CHARS) }] },
      { type: 'paragraph', children: [{ text: 'b' }] },
    ];
    const result = richTextDocumentSchema.safeParse(long);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('description-too-long');
  });
});

describe('share body and paths', () => {
  it('accepts an empty update and null to clear the password and the expiry', () => {
    expect(fileShareBodySchema.parse({})).toEqual({});
    expect(fileShareBodySchema.parse({ password: null, expiresAt: null })).toEqual({
      password: null,
      expiresAt: null,
    });
    expect(fileShareBodySchema.safeParse({ expiresAt: 'tomorrow' }).success).toBe(false);
  });

  it('builds /s and /2d-s links', () => {
    expect(sharedFilePath('abc', 'ring-gauge')).toBe('/s/abc/ring-gauge');
    expect(sharedFilePath('abc', '', true)).toBe('/2d-s/abc');
  });
});
