// A feature panel that throws shows the generic "something went wrong" in its place; the views and the
// other panels keep working. Switching to another feature clears the failure.
import type { ReactNode } from 'react';
import { ErrorBoundary, ErrorPanel } from '../../components/error-boundary/index.ts';

export function PanelErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: unknown }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error) => <ErrorPanel error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
