import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PictureWithLinks, type PictureLink } from './PictureWithLinks.tsx';

const links: PictureLink[] = [
  { left: 0.1, top: 0.1, right: 0.4, bottom: 0.5, name: 'a.sur', href: '/image/g1' },
  { left: 0.5, top: 0.5, right: 0.9, bottom: 0.9, name: null, href: null },
];
const label = (link: PictureLink, index: number) => `Link ${index + 1}${link.name ? `: ${link.name}` : ''}`;

function layerAt(left: number, top: number, width: number, height: number): HTMLElement {
  const layer = screen.getByTestId('picture-links-layer');
  layer.getBoundingClientRect = () => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
  return layer;
}

describe('PictureWithLinks', () => {
  it('shows links as rectangles placed in percent, followed where they lead, shown where they do not', () => {
    renderWithProviders(
      <MemoryRouter>
        <PictureWithLinks src="/p.png" alt="picture" links={links} linkLabel={label} />
      </MemoryRouter>,
    );
    const first = screen.getByTestId('picture-link-0');
    expect(first.tagName).toBe('A');
    expect(first.getAttribute('href')).toBe('/image/g1');
    expect(first.getAttribute('aria-label')).toBe('Link 1: a.sur');
    expect(first.style.left).toBe('10.0000%');
    expect(first.style.height).toBe('40.0000%');
    const second = screen.getByTestId('picture-link-1');
    expect(second.tagName).toBe('DIV');
    expect(second.getAttribute('role')).toBe('img');
  });

  it('in edit mode draws a rectangle from a drag, and a click selects a link', () => {
    const onDraw = vi.fn();
    const onSelect = vi.fn();
    renderWithProviders(
      <MemoryRouter>
        <PictureWithLinks
          src="/p.png"
          alt="picture"
          links={links}
          linkLabel={label}
          editing
          onDraw={onDraw}
          onSelect={onSelect}
        />
      </MemoryRouter>,
    );
    const layer = layerAt(100, 100, 200, 100);
    fireEvent.pointerDown(layer, { button: 0, clientX: 250, clientY: 180, pointerId: 1 });
    fireEvent.pointerMove(layer, { clientX: 150, clientY: 120, pointerId: 1 });
    expect(screen.getByTestId('picture-link-draft')).toBeTruthy();
    fireEvent.pointerUp(layer, { clientX: 150, clientY: 120, pointerId: 1 });
    expect(onDraw).toHaveBeenCalledWith({ left: 0.25, top: 0.2, right: 0.75, bottom: 0.8 });
    expect(screen.queryByTestId('picture-link-draft')).toBeNull();

    // A click without a drag is no rectangle: it clears the selection.
    fireEvent.pointerDown(layer, { button: 0, clientX: 150, clientY: 150, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientX: 150, clientY: 150, pointerId: 1 });
    expect(onDraw).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith(null);

    fireEvent.click(screen.getByTestId('picture-link-1'));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(screen.getByTestId('picture-link-0').tagName).toBe('BUTTON');
  });
});
