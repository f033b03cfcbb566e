import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { useDefaultDocumentTitle, useDocumentTitle } from './useDocumentTitle.ts';

function Route({ children }: { children?: ReactNode }) {
  useDefaultDocumentTitle('Help');
  return <>{children}</>;
}

function Topic() {
  useDocumentTitle('Levelling');
  return null;
}

describe('document title', () => {
  it('is "<route title> · Asperity" by default', async () => {
    renderWithProviders(<Route />);
    await waitFor(() => expect(document.title).toBe('Help · Asperity'));
  });

  it("lets a page's own title win over the route default", async () => {
    renderWithProviders(
      <Route>
        <Topic />
      </Route>,
    );
    await waitFor(() => expect(document.title).toBe('Levelling · Asperity'));
  });
});
