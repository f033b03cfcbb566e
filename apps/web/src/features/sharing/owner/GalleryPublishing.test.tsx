import type { FileShare, FileShareBody } from '@asperity/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { GalleryPublishing } from './GalleryPublishing.tsx';

const HASH = 'AbCdEfGhIjKlMnOpQrStUv';

const share = (overrides: Partial<FileShare> = {}): FileShare => ({
  shareHash: HASH,
  url: `http://asperity.example/s/${HASH}/land`,
  embedUrl: `http://asperity.example/embed/${HASH}`,
  slug: 'land',
  allowEditing: false,
  allowSaving: false,
  allowOriginalFileExport: false,
  publiclyShared: false,
  priority: 0,
  title: null,
  description: null,
  technology: 'unknown',
  publicThumbnailType: 'auto',
  expiresAt: null,
  hasPassword: false,
  views: 0,
  categories: [],
  fileLinks: [],
  unpublishReason: null,
  ...overrides,
});

const description = [{ type: 'paragraph' as const, children: [{ text: 'Ground land' }] }];

function render(current: FileShare, twoD: boolean, text = 'Ground land') {
  const saved: FileShareBody[] = [];
  renderWithProviders(
    <GalleryPublishing
      share={current}
      twoD={twoD}
      busy={false}
      details={() => ({
        descriptionText: text,
        body: { description: text === '' ? null : description, technology: 'afm' },
      })}
      onSave={(body) => {
        saved.push(body);
        return Promise.resolve();
      }}
    />,
  );
  return saved;
}

describe('publishing from the share section (issue 17 item 1, part 1 §5)', () => {
  it('names the missing category and description and sends nothing', async () => {
    const saved = render(share(), false, '');
    fireEvent.click(await screen.findByTestId('gallery-publish'));
    const problems = await screen.findByTestId('gallery-publish-problems');
    expect(problems.textContent).toContain('Please choose at least one category.');
    expect(problems.textContent).not.toContain('valid URL');
    expect(saved).toEqual([]);
  });

  it('publishes with the categories, the description and the technology shown', async () => {
    const saved = render(share({ categories: ['tribology', 'mems'] }), false);
    fireEvent.click(await screen.findByTestId('gallery-publish'));
    expect(saved).toEqual([
      { description, technology: 'afm', publiclyShared: true, categories: ['tribology', 'mems'] },
    ]);
  });

  it('asks a 2D image for valid 3D image links, one per line', async () => {
    const saved = render(share({ categories: ['tribology'] }), true);
    const links = await screen.findByTestId('gallery-publish-links');
    fireEvent.change(links, { target: { value: 'example.org/s/abc' } });
    fireEvent.click(screen.getByTestId('gallery-publish'));
    expect((await screen.findByTestId('gallery-publish-problems')).textContent).toContain(
      'Please enter a valid URL.',
    );
    expect(saved).toEqual([]);
    fireEvent.change(links, {
      target: { value: ' https://example.org/s/abc \n\nhttps://example.org/s/def' },
    });
    fireEvent.click(screen.getByTestId('gallery-publish'));
    expect(saved[0]?.fileLinks).toEqual(['https://example.org/s/abc', 'https://example.org/s/def']);
  });

  it('while published shows the categories, and unpublishes', async () => {
    const saved = render(share({ publiclyShared: true, categories: ['tribology'] }), false);
    expect((await screen.findByTestId('gallery-published-categories')).textContent).toBe('Tribology');
    expect(screen.queryByTestId('gallery-publish')).toBeNull();
    fireEvent.click(screen.getByTestId('gallery-unpublish'));
    expect(saved).toEqual([{ publiclyShared: false }]);
  });

  it('tells the owner why staff unpublished it', async () => {
    render(share({ unpublishReason: 'Not a surface' }), false);
    expect((await screen.findByTestId('gallery-unpublish-reason')).textContent).toContain('Not a surface');
  });
});
