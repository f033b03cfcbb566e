import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter.tsx';
import { renderLanding } from './test-utils.tsx';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('links the information pages and names copyright and licence', () => {
    renderLanding(<SiteFooter />);
    const footer = screen.getByTestId('site-footer');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Plans', '/plans'],
      ['Help', '/help'],
      ['Specification', '/specification'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms of service', '/terms-of-service'],
      ['Cookie policy', '/cookie-policy'],
    ]);
    expect(footer.textContent).toContain('© Asperity contributors');
    expect(footer.textContent).toContain('MIT License');
  });

  it('is translated', () => {
    renderLanding(<SiteFooter />, { locale: 'ja' });
    expect(within(screen.getByTestId('site-footer')).getByRole('link', { name: '利用規約' })).toBeTruthy();
  });
});
