import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { RichTextDocument } from './richTextDocument.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

const start: RichTextDocument = [{ type: 'paragraph', children: [{ text: 'Etched grating.' }] }];

function openLinkField() {
  fireEvent.mouseDown(screen.getByRole('button', { name: 'Link' }));
  fireEvent.click(screen.getByRole('button', { name: 'Link' }));
  return screen.getByTestId<HTMLInputElement>('rich-text-link-address');
}

describe('RichTextEditor (spec part 1 §5 links in rich text)', () => {
  it('shows the stored document with its toolbar', () => {
    renderWithProviders(
      <RichTextEditor label="Description" initialValue={start} onChange={() => undefined} />,
    );
    expect(screen.getByTestId('rich-text-editor').textContent).toContain('Etched grating.');
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('refuses a link that is not http(s) or the site, with the invalid-URL message', () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor label="Description" initialValue={start} onChange={onChange} />);
    const field = openLinkField();
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText('Please enter a valid URL.')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('rich-text-link-ok').disabled).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter' });
    // Still open: nothing was inserted.
    expect(screen.getByTestId('rich-text-link-address')).toBeTruthy();
  });

  it('inserts an accepted address as a link node of the stored document', async () => {
    const onChange = vi.fn<(document: RichTextDocument) => void>();
    renderWithProviders(<RichTextEditor label="Description" initialValue={start} onChange={onChange} />);
    const field = openLinkField();
    fireEvent.change(field, { target: { value: ' https://example.org/lab ' } });
    expect(screen.getByTestId<HTMLButtonElement>('rich-text-link-ok').disabled).toBe(false);
    fireEvent.click(screen.getByTestId('rich-text-link-ok'));
    // Slate reports changes after the operations' microtask.
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const document = onChange.mock.calls.at(-1)?.[0];
    expect(JSON.stringify(document)).toContain(
      '{"type":"link","url":"https://example.org/lab","children":[{"text":"https://example.org/lab"}]}',
    );
    expect(screen.queryByTestId('rich-text-link-address')).toBeNull();
  });
});
